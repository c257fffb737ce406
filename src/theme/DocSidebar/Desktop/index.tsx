/**
 * The theme's desktop sidebar, hydrated apart from the page around it (a
 * wrapper, not an ejected copy). The server renders it for every window
 * size; on a phone the theme swaps it for the menu right after hydration,
 * so hydrating it in the page's own commit was work thrown away. As a
 * Suspense boundary it hydrates in a task of its own, or not at all when it
 * is gone first.
 */
import type { WrapperProps } from "@docusaurus/types";
import HydrationChunk from "@site/src/components/HydrationChunk";
import type DesktopType from "@theme/DocSidebar/Desktop";
import Desktop from "@theme-original/DocSidebar/Desktop";
import type { ReactNode } from "react";

type Props = WrapperProps<typeof DesktopType>;

export default function DesktopWrapper(props: Props): ReactNode {
  return (
    <HydrationChunk>
      <Desktop {...props} />
    </HydrationChunk>
  );
}
