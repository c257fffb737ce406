/**
 * Markup the reader reads but never interacts with (props, pins and options
 * tables, parts lists), kept out of hydration. On the first page the server's
 * HTML is already there: React adopts the wrapper as one element and leaves
 * what is inside alone, instead of walking every row and cell. Rendered
 * anywhere else (on the server, or after a client-side navigation) it renders
 * its children as usual.
 *
 * Only for content without event handlers or state: those would not be
 * attached. Native behaviour (`<details>`, text selection, links followed
 * by the browser) still works.
 */
import { isHydrating } from "@site/src/navigation/firstRender";
import { type ComponentType, type ReactNode, useState } from "react";

export default function StaticMarkup({
  children,
}: {
  children: ReactNode;
}): ReactNode {
  // Decided once: a re-render must not swap the adopted HTML for a new tree.
  const [adopt] = useState(isHydrating);
  return adopt ? (
    <div
      data-static-markup=""
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose: hydration keeps the server's children
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  ) : (
    <div data-static-markup="">{children}</div>
  );
}

/** `Component`, rendered inside StaticMarkup: for a component's default export. */
export function staticMarkup<P extends object>(
  Component: ComponentType<P>,
): ComponentType<P> {
  const Static = (props: P): ReactNode => (
    <StaticMarkup>
      <Component {...props} />
    </StaticMarkup>
  );
  Static.displayName = `StaticMarkup(${Component.displayName ?? Component.name})`;
  return Static;
}
