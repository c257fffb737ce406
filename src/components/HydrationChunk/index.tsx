/**
 * One section of a page, hydrated on its own. React hydrates a Suspense
 * boundary the server rendered in a render and commit of its own, after the
 * page around it: the page's hydration becomes several short tasks instead
 * of one long commit (plugins/hydration-chunks). Nothing here suspends, so
 * the fallback is never shown; in a client-side navigation the section
 * renders at once like any other.
 */
import { type ReactNode, Suspense } from "react";

export default function HydrationChunk({
  children,
}: {
  children: ReactNode;
}): ReactNode {
  return <Suspense fallback={null}>{children}</Suspense>;
}
