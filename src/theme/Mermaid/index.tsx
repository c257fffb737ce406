/**
 * Mermaid diagrams render only once they come near the viewport: the Mermaid
 * library is the heaviest script a text page can pull in, and a reader who
 * never scrolls to the diagram should not download or run it.
 */
import type { WrapperProps } from "@docusaurus/types";
import type MermaidType from "@theme/Mermaid";
import Mermaid from "@theme-original/Mermaid";
import { type ReactNode, useEffect, useRef, useState } from "react";
import styles from "./styles.module.css";

type Props = WrapperProps<typeof MermaidType>;

export default function MermaidWhenVisible(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (!element || !("IntersectionObserver" in window)) {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  if (visible) return <Mermaid {...props} />;
  return (
    <div
      ref={placeholder}
      className={styles.placeholder}
      role="img"
      aria-label="Diagram, drawn when scrolled into view"
    />
  );
}
