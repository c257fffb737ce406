/**
 * The classic theme's CodeBlock renders each block twice: once to hydrate
 * and again after mounting, because its Prism colours are inline styles of
 * one colour mode. Our code theme is CSS variables (src/config/prism.ts), so
 * the built HTML is right in both modes and the second render (every code
 * block of the page re-highlighted and rebuilt in one task) is not needed.
 * This component picks the theme's own content component and renders it once.
 */
import type { Props } from "@theme/CodeBlock";
import ElementContent from "@theme/CodeBlock/Content/Element";
import StringContent from "@theme/CodeBlock/Content/String";
import { Children, isValidElement, type ReactNode } from "react";

/** Plain-text children joined into the string the copy button needs. */
function asText(children: ReactNode): ReactNode {
  const parts = Children.toArray(children);
  if (parts.some((part) => isValidElement(part))) return children;
  return parts.join("");
}

export default function CodeBlock({ children, ...props }: Props): ReactNode {
  const content = asText(children);
  return typeof content === "string" ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}
