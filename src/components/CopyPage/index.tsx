/**
 * "Copy page" on every doc page: copies the page's Markdown (served at its
 * path plus `.md`, made at build by plugins/markdown-export) and offers to
 * open it in a chat assistant. Plain buttons and links in a native
 * <details>, so it works with the keyboard and costs no script to set up.
 */
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import { type ReactNode, useEffect, useState } from "react";
import styles from "./styles.module.css";

type Status = "idle" | "copied" | "failed";

/** The Markdown URL of a page: its path plus `.md`; the home is `/index.md`. */
export function markdownPath(permalink: string): string {
  return permalink === "/" ? "/index.md" : `${permalink}.md`;
}

async function copyMarkdown(url: string): Promise<void> {
  // Handing the clipboard a promise keeps the click's permission while the
  // file downloads (Safari drops it after an await).
  if (typeof ClipboardItem !== "undefined" && navigator.clipboard?.write) {
    const blob = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${response.status}`);
      return response
        .blob()
        .then((body) => new Blob([body], { type: "text/plain" }));
    });
    await navigator.clipboard.write([
      new ClipboardItem({ "text/plain": blob }),
    ]);
    return;
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status}`);
  await navigator.clipboard.writeText(await response.text());
}

export default function CopyPage({
  permalink,
}: {
  permalink: string;
}): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const [status, setStatus] = useState<Status>("idle");
  const path = markdownPath(permalink);
  const absolute = `${siteConfig.url}${path}`;
  const prompt = encodeURIComponent(
    `Read ${absolute} so you can answer my questions about it and help me use tscircuit.`,
  );

  useEffect(() => {
    if (status === "idle") return;
    const timer = setTimeout(() => setStatus("idle"), 3000);
    return () => clearTimeout(timer);
  }, [status]);

  return (
    <div className={styles.root} data-copy-page="" data-search-ignore="">
      <button
        type="button"
        className={styles.button}
        onClick={() =>
          copyMarkdown(path).then(
            () => setStatus("copied"),
            () => setStatus("failed"),
          )
        }
      >
        Copy page
      </button>
      <details className={styles.more}>
        <summary
          className={styles.button}
          aria-label="More ways to use this page"
        >
          <span aria-hidden="true">▾</span>
        </summary>
        <ul className={styles.menu}>
          <li>
            <a href={path}>View as Markdown</a>
          </li>
          <li>
            <a
              href={`https://chatgpt.com/?q=${prompt}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              Open in ChatGPT
            </a>
          </li>
          <li>
            <a
              href={`https://claude.ai/new?q=${prompt}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              Open in Claude
            </a>
          </li>
        </ul>
      </details>
      <output className={styles.status} aria-live="polite">
        {status === "copied"
          ? "Copied the page as Markdown"
          : status === "failed"
            ? "Could not copy the page"
            : ""}
      </output>
    </div>
  );
}
