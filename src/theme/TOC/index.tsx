/**
 * The theme's table of contents beside the page, hydrated apart from the
 * page around it (a wrapper, not an ejected copy): like the desktop sidebar,
 * the server renders it for every window size and a phone drops it after
 * hydration, so it hydrates in a task of its own, or not at all. Dotted
 * names in its entries may wrap at their dots (breakable-names.ts).
 */
import type { WrapperProps } from "@docusaurus/types";
import HydrationChunk from "@site/src/components/HydrationChunk";
import type TOCType from "@theme/TOC";
import TOC from "@theme-original/TOC";
import type { ReactNode } from "react";
import { breakableNames } from "./breakable-names";

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <HydrationChunk>
      <TOC
        {...props}
        toc={props.toc.map((item) => ({
          ...item,
          value: breakableNames(item.value),
        }))}
      />
    </HydrationChunk>
  );
}
