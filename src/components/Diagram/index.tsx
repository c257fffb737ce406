/**
 * A diagram drawn at build (plugins/diagrams): one SVG per colour mode, the
 * other hidden by CSS, so switching modes needs no script and the page loads
 * no diagram library. The SVGs are inserted as HTML, which hydration leaves
 * alone instead of walking every shape.
 */
import type { ReactNode } from "react";
import styles from "./styles.module.css";

export interface DiagramProps {
  /** The SVG drawn with Mermaid's light theme. */
  light: string;
  /** The same diagram with Mermaid's dark theme. */
  dark: string;
}

export default function Diagram({ light, dark }: DiagramProps): ReactNode {
  return (
    <div className={styles.diagram} data-diagram="">
      <div
        className={styles.light}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG our build drew from the docs' own Mermaid source
        dangerouslySetInnerHTML={{ __html: light }}
      />
      <div
        className={styles.dark}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: as above
        dangerouslySetInnerHTML={{ __html: dark }}
      />
    </div>
  );
}
