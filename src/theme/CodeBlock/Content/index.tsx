/**
 * The code of a block, as the HTML the build highlighted (see
 * ../index.tsx). React sets that HTML as one string: hydrating a block costs
 * one element, not one per token. A block that reaches the browser without
 * build-time HTML (a component passing code of its own) shows as plain text.
 *
 * Our own component rather than a wrapper: the theme's Content imports
 * Prism, which is what this keeps out of the browser.
 */
import { usePrismTheme } from "@docusaurus/theme-common";
import { useCodeBlockContext } from "@docusaurus/theme-common/internal";
import clsx from "clsx";
import { type ReactNode, useContext, useMemo } from "react";
import { HighlightedHtml } from "../highlightedHtml";
import styles from "./styles.module.css";

export default function CodeBlockContent({
  className,
}: {
  className?: string;
}): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const html = useContext(HighlightedHtml);
  const { plain } = usePrismTheme();
  const numbered = metadata.lineNumbersStart !== undefined;
  // One object while the HTML stays the same: React compares this prop by
  // identity and sets innerHTML again for a new one, which would re-parse
  // and re-lay out the whole block on every render (the block renders again
  // when it learns it scrolls, on a phone right after hydration).
  const inner = useMemo(
    () => (html === undefined ? undefined : { __html: html }),
    [html],
  );
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Scrollable code must be reachable by keyboard.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: as the theme does
      tabIndex={0}
      className={clsx(
        className,
        "prism-code",
        `language-${metadata.language}`,
        styles.codeBlock,
        "thin-scrollbar",
      )}
      style={{ color: plain.color, backgroundColor: plain.backgroundColor }}
    >
      {inner !== undefined ? (
        <code
          className={clsx(styles.lines, numbered && styles.numbered)}
          style={
            numbered
              ? {
                  counterReset: `line-count ${(metadata.lineNumbersStart ?? 1) - 1}`,
                }
              : undefined
          }
          // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML made at build from the page's own code, every text escaped
          dangerouslySetInnerHTML={inner}
        />
      ) : (
        <code className={styles.lines}>{metadata.code}</code>
      )}
    </pre>
  );
}
