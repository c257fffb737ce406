/**
 * The theme's desktop sidebar, hydrated apart from the page around it (a
 * wrapper, not an ejected copy). The server renders it for every window
 * size; on a phone the theme swaps it for the menu right after hydration,
 * so hydrating it in the page's own commit was work thrown away. As a
 * Suspense boundary it hydrates in a task of its own, or not at all when it
 * is gone first.
 *
 * On load and after each route change, the current page's entry is
 * scrolled into the sidebar's view (scrollActiveIntoView.ts).
 */
import { useLocation } from "@docusaurus/router";
import type { WrapperProps } from "@docusaurus/types";
import HydrationChunk from "@site/src/components/HydrationChunk";
import type DesktopType from "@theme/DocSidebar/Desktop";
import Desktop from "@theme-original/DocSidebar/Desktop";
import { type ReactNode, useEffect } from "react";
import { scrollActiveIntoView } from "./scrollActiveIntoView";

type Props = WrapperProps<typeof DesktopType>;

function useActiveEntryInView(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each route change, whose active entry differs
  useEffect(() => {
    // After the route's sidebar state has rendered: the next frame.
    const frame = requestAnimationFrame(() => {
      const sidebar = document.querySelector<HTMLElement>(
        'nav[aria-label="Docs sidebar"].menu',
      );
      if (sidebar) scrollActiveIntoView(sidebar);
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

export default function DesktopWrapper(props: Props): ReactNode {
  useActiveEntryInView();
  return (
    <HydrationChunk>
      <Desktop {...props} />
    </HydrationChunk>
  );
}
