/**
 * A doc card's description, whole. The theme's cuts it to one line with an
 * ellipsis (`text--truncate`), ~35 characters on a phone, which leaves most
 * cards saying nothing; the descriptions are one or two sentences, so they
 * wrap to a few lines instead.
 */
import { ThemeClassNames } from "@docusaurus/theme-common";
import type { Props } from "@theme/DocCard/Description";
import clsx from "clsx";
import type { ReactNode } from "react";
import styles from "./styles.module.css";

export default function DocCardDescription({ description }: Props): ReactNode {
  return (
    <p
      className={clsx(
        ThemeClassNames.docs.docCard.description,
        styles.cardDescription,
      )}
    >
      {description}
    </p>
  );
}
