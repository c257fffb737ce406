/**
 * Stands in for @docusaurus/theme-common's `useWindowSize` (swapped in by
 * plugins/short-tasks), with the same answers: "ssr" on the server and
 * while the page hydrates, then "desktop" above 996 px of width and
 * "mobile" at or below it, again on every resize.
 *
 * The first answer after hydration is rendered as a transition, in slices,
 * like src/boot/browserContext.tsx, instead of as an update React renders
 * in one task: on a phone it swaps the desktop sidebar and table of
 * contents for their mobile forms. Later resizes stay ordinary updates.
 */
import { startTransition, useEffect, useState } from "react";

export type WindowSize = "desktop" | "mobile" | "ssr";

/** Infima switches its layout at the same width. */
const desktopBreakpoint = 996;

function currentSize(breakpoint: number): WindowSize {
  return window.innerWidth > breakpoint ? "desktop" : "mobile";
}

export function useWindowSize({
  desktopBreakpoint: breakpoint = desktopBreakpoint,
}: {
  desktopBreakpoint?: number;
} = {}): WindowSize {
  const [size, setSize] = useState<WindowSize>("ssr");
  useEffect(() => {
    const update = () => setSize(currentSize(breakpoint));
    startTransition(update);
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [breakpoint]);
  return size;
}
