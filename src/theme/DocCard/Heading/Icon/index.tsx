/**
 * The icon before a doc card's title: our own component in place of the
 * theme's, which prints an emoji (📄️ for a page, 🗃 for a category, 🔗 for
 * another site) when the card's label starts with none.
 *
 * Drawing the first emoji on a page makes the browser load a colour emoji
 * font: ~80 ms of main thread in Chromium here, ~300 ms at Lighthouse's 4x
 * CPU, on every category page, for a decorative glyph. These icons are
 * drawn from SVG outlines in CSS instead, in the link colour, with no
 * elements of their own. An emoji the label starts with ("🚀 Launch") is
 * still shown as the theme shows it.
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

export default function DocCardHeadingIcon({ icon }: Props): ReactNode {
  const drawn = typeof icon === "string" ? drawnIcons[icon] : undefined;
  if (!drawn)
    return (
      <span className={clsx(ThemeClassNames.docs.docCard.icon, styles.icon)}>
        {icon}
      </span>
    );
  return (
    <span
      className={clsx(
        ThemeClassNames.docs.docCard.icon,
        styles.icon,
        styles.drawn,
        styles[drawn],
      )}
      data-doc-card-icon={drawn}
      aria-hidden="true"
    />
  );
}
