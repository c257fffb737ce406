/**
 * The icon before a doc card's title: our own component in place of the
 * theme's, which prints an emoji (📄️ for a page, 🗃 for a category, 🔗 for
 * another site) when the card's label starts with none.
 *
 * Drawing the first emoji on a page makes the browser load a colour emoji
 * font: ~80 ms of main thread in Chromium here, ~300 ms at Lighthouse's 4x
 * CPU, on every category page, for a decorative glyph. These icons are
 * drawn in SVG instead, in the text colour. An emoji the label starts
 * with ("🚀 Launch") is still shown as the theme shows it.
 */
import { ThemeClassNames } from "@docusaurus/theme-common";
import type { Props } from "@theme/DocCard/Heading/Icon";
import clsx from "clsx";
import type { ReactNode } from "react";
import styles from "./styles.module.css";

/** The theme's own fallback icons, and what each stands for. */
const drawnIcons: Record<string, "page" | "category" | "link"> = {
  "\u{1F4C4}\uFE0F": "page",
  "\u{1F5C3}": "category",
  "\u{1F517}": "link",
};

// 24 × 24 outlines, stroked in the current text colour.
const outlines: Record<"page" | "category" | "link", ReactNode> = {
  page: (
    <>
      <path d="M6 2.5h8l4.5 4.5v14.5H6z" />
      <path d="M14 2.5V7h4.5M9 12h6M9 15.5h6" />
    </>
  ),
  category: (
    <>
      <path d="M3 6.5h6l2 2h10v11H3z" />
      <path d="M3 10.5h18" />
    </>
  ),
  link: (
    <>
      <path d="M13 4h7v7M20 4l-9 9" />
      <path d="M18 14v6H4V6h6" />
    </>
  ),
};

export default function DocCardHeadingIcon({ icon }: Props): ReactNode {
  const drawn = typeof icon === "string" ? drawnIcons[icon] : undefined;
  return (
    <span
      className={clsx(ThemeClassNames.docs.docCard.icon, styles.icon)}
      data-doc-card-icon={drawn}
    >
      {drawn ? (
        <svg
          viewBox="0 0 24 24"
          width="24"
          height="24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          {outlines[drawn]}
        </svg>
      ) : (
        icon
      )}
    </span>
  );
}
