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
import {
  type ComponentType,
  type ReactNode,
  useState,
  useSyncExternalStore,
} from "react";

const never = () => () => {};

/**
 * One object for every render: React sets innerHTML again whenever this
 * prop is a new object, so any later render of an adopted table (a parent
 * rendering again) would empty its HTML.
 */
const keepServerHtml = { __html: "" };

/**
 * Set by the server snapshot below: React calls it, instead of the client
 * snapshot, only while it hydrates the component from the server's HTML.
 */
let sawServerSnapshot = false;
const snapshot = () => 0;
const serverSnapshot = () => {
  sawServerSnapshot = true;
  return 0;
};

/**
 * True while React hydrates this component from the server's HTML. Unlike a
 * flag set when the page's first commit ends, it holds for sections hydrated
 * after it (src/components/HydrationChunk). Both snapshots are the same
 * value: snapshots that differ make React re-render every instance
 * synchronously right after hydrating it. On the server it is false: the
 * server renders the children.
 */
function useHydrating(): boolean {
  sawServerSnapshot = false;
  useSyncExternalStore(never, snapshot, serverSnapshot);
  return sawServerSnapshot && typeof window !== "undefined";
}

export default function StaticMarkup({
  children,
}: {
  children: ReactNode;
}): ReactNode {
  // Decided once: a re-render must not swap the adopted HTML for a new tree.
  const hydrating = useHydrating();
  const [adopt] = useState(hydrating);
  return adopt ? (
    <div
      data-static-markup=""
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose: hydration keeps the server's children
      dangerouslySetInnerHTML={keepServerHtml}
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
