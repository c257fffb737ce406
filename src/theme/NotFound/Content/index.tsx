/**
 * The not-found page's content, our own in place of the theme's stock text:
 * a search box (a plain form to /search, so it works before any script
 * runs) and the pages whose paths are closest to the one asked for. The
 * server sends one 404 page for every missing path, so the suggestions are
 * worked out in the browser, from the docs' paths the page already has
 * (the docs plugin's global data): nothing more is downloaded.
 */
import Link from "@docusaurus/Link";
import { useAllDocsData } from "@docusaurus/plugin-content-docs/client";
import Heading from "@theme/Heading";
import type { Props } from "@theme/NotFound/Content";
import clsx from "clsx";
import { type ReactNode, startTransition, useEffect, useState } from "react";
import { closestPages } from "./closestPages";
import styles from "./styles.module.css";

function useClosestPages(): string[] | null {
  const allDocs = useAllDocsData();
  const [pages, setPages] = useState<string[] | null>(null);
  useEffect(() => {
    const paths = Object.values(allDocs).flatMap((plugin) =>
      (plugin.versions[0]?.docs ?? []).map((doc) => doc.path),
    );
    const found = closestPages(window.location.pathname, paths);
    startTransition(() => setPages(found));
  }, [allDocs]);
  return pages;
}

export default function NotFoundContent({ className }: Props): ReactNode {
  const pages = useClosestPages();
  return (
    <main className={clsx("container margin-vert--xl", className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>
            There is no page at this address. It may have moved; search the docs
            or try one of the pages below.
          </p>
          <form action="/search" method="get" className={styles.search}>
            <label htmlFor="not-found-search" className={styles.label}>
              Search the docs
            </label>
            <div className={styles.row}>
              <input
                id="not-found-search"
                className={styles.input}
                type="search"
                name="q"
                placeholder="Search docs"
              />
              <button className="button button--primary" type="submit">
                Search
              </button>
            </div>
          </form>
          {pages && pages.length > 0 && (
            <section aria-labelledby="not-found-closest">
              <Heading as="h2" id="not-found-closest">
                Pages with a similar name
              </Heading>
              <ul>
                {pages.map((page) => (
                  <li key={page}>
                    <Link to={page}>{page}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <p>
            Or start from the <Link to="/">introduction</Link> or the{" "}
            <Link to="/elements">list of elements</Link>.
          </p>
        </div>
      </div>
    </main>
  );
}
