/**
 * Stands in for @docusaurus/core's browser context (swapped in by
 * plugins/short-tasks): `useIsBrowser()` is false while the page hydrates
 * and true after, as in Docusaurus.
 *
 * The difference is when the switch renders. Docusaurus sets it from an
 * effect as an ordinary update, which React renders in one task it cannot
 * split. The new value reaches every consumer, and every page section still
 * waiting to hydrate (src/components/HydrationChunk) must hydrate inside
 * that same task. Here the switch is a transition: React renders it in
 * slices, yielding to the browser between them.
 */
import {
  createContext,
  type ReactNode,
  startTransition,
  useEffect,
  useState,
} from "react";

export const Context = createContext(false);

export function BrowserContextProvider({
  children,
}: {
  children: ReactNode;
}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
