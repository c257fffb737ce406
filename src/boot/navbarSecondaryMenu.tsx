/**
 * Stands in for both modules of @docusaurus/theme-common's navbar secondary
 * menu (`contexts/navbarSecondaryMenu/content.js` and `display.js`, swapped
 * in by plugins/short-tasks), with the same exports and behaviour. A page
 * fills the menu (on the docs, the sidebar shown inside the phone menu) with
 * `NavbarSecondaryMenuFiller`; the phone menu shows it with
 * `useNavbarSecondaryMenu`, first when it arrives and again each time the
 * menu reopens, and its "back to main menu" button hides it.
 *
 * The difference is when React renders. On a phone the docs sidebar fills
 * the menu right after hydration, and the menu then marks itself shown:
 * two updates from effects. In the original both were ordinary updates,
 * each rendered in one task, and each new context value made every page
 * section still waiting to hydrate (src/components/HydrationChunk) hydrate
 * inside that task. Here both are transitions, rendered in slices. Nobody
 * sees the difference: the phone menu is closed while a page loads.
 */

import { ReactContextError } from "@docusaurus/theme-common";
import { useNavbarMobileSidebar } from "@docusaurus/theme-common/internal";
import {
  type ComponentType,
  createContext,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";

type Props = Record<string, unknown>;

interface Content {
  component: ComponentType<Props> | null;
  props: Props | null;
}

const empty: Content = { component: null, props: null };

const ContentContext = createContext<
  [Content, Dispatch<SetStateAction<Content>>] | null
>(null);

export function NavbarSecondaryMenuContentProvider({
  children,
}: {
  children: ReactNode;
}): ReactNode {
  const value = useState<Content>(empty);
  return (
    <ContentContext.Provider value={value}>{children}</ContentContext.Provider>
  );
}

function useContentContext() {
  const context = useContext(ContentContext);
  if (!context)
    throw new ReactContextError("NavbarSecondaryMenuContentProvider");
  return context;
}

export function useNavbarSecondaryMenuContent(): Content {
  return useContentContext()[0];
}

/** The same object while every prop is the same value, whatever their order. */
function useShallowlyStable(props: Props): Props {
  const last = useRef(props);
  const before = last.current;
  const keys = Object.keys(props);
  const same =
    keys.length === Object.keys(before).length &&
    keys.every((key) => Object.is(props[key], before[key]));
  if (!same) last.current = props;
  return last.current;
}

export function NavbarSecondaryMenuFiller<P extends Props>({
  component,
  props,
}: {
  component: ComponentType<P>;
  props: P;
}): null {
  const [, setContent] = useContentContext();
  const stableProps = useShallowlyStable(props);
  useEffect(() => {
    startTransition(() =>
      setContent({
        component: component as ComponentType<Props>,
        props: stableProps,
      }),
    );
  }, [setContent, component, stableProps]);
  // Emptied when the page that filled it goes away.
  useEffect(() => () => setContent(empty), [setContent]);
  return null;
}

const DisplayContext = createContext<
  [boolean, Dispatch<SetStateAction<boolean>>] | null
>(null);

function useDisplayValue(): [boolean, Dispatch<SetStateAction<boolean>>] {
  const mobileSidebar = useNavbarMobileSidebar();
  const content = useNavbarSecondaryMenuContent();
  const [shown, setShown] = useState(false);
  const hasContent = content.component !== null;
  const hadContent = useRef(hasContent);

  // Shown when content first arrives.
  useEffect(() => {
    const arrived = hasContent && !hadContent.current;
    hadContent.current = hasContent;
    if (arrived) startTransition(() => setShown(true));
  }, [hasContent]);

  // Shown again on the menu's next opening once it has closed; hidden while
  // there is nothing to show.
  useEffect(() => {
    if (!hasContent) setShown(false);
    else if (!mobileSidebar.shown) startTransition(() => setShown(true));
  }, [mobileSidebar.shown, hasContent]);

  return useMemo(() => [shown, setShown], [shown]);
}

export function NavbarSecondaryMenuDisplayProvider({
  children,
}: {
  children: ReactNode;
}): ReactNode {
  const value = useDisplayValue();
  return (
    <DisplayContext.Provider value={value}>{children}</DisplayContext.Provider>
  );
}

export function useNavbarSecondaryMenu(): {
  shown: boolean;
  hide: () => void;
  content: ReactNode;
} {
  const context = useContext(DisplayContext);
  if (!context)
    throw new ReactContextError("NavbarSecondaryMenuDisplayProvider");
  const [shown, setShown] = context;
  const hide = useCallback(() => setShown(false), [setShown]);
  const { component: Component, props } = useNavbarSecondaryMenuContent();
  return useMemo(
    () => ({
      shown,
      hide,
      content: Component ? <Component {...props} /> : undefined,
    }),
    [shown, hide, Component, props],
  );
}
