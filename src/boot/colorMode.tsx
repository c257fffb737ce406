/**
 * Stands in for @docusaurus/theme-common's colour mode context (swapped in
 * by plugins/short-tasks), with the same exports and behaviour: the mode in
 * effect and the reader's choice, read from `<html data-theme>` and
 * `data-theme-choice` (set by the theme's inline script before the page
 * paints), kept in browser storage, followed across tabs and, when the
 * choice is the system's, across system changes.
 *
 * The difference is when React renders the first reading. While the page
 * hydrates, the state is what the server rendered (the default mode and no
 * choice); reading the attributes right after is a transition here, rendered
 * in slices. In the original it was an ordinary update, rendered in one
 * task, and its new context value (the choice, "light" instead of none, on
 * every load) made every page section still waiting to hydrate
 * (src/components/HydrationChunk) hydrate inside that task.
 */

import { useThemeConfig } from "@docusaurus/theme-common";
import {
  createStorageSlot,
  ReactContextError,
} from "@docusaurus/theme-common/internal";
import useIsBrowser from "@docusaurus/useIsBrowser";
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";

type ColorMode = "light" | "dark";

interface ContextValue {
  readonly colorMode: ColorMode;
  readonly colorModeChoice: ColorMode | null;
  readonly setColorMode: (
    choice: ColorMode | null,
    options?: { persist?: boolean },
  ) => void;
  readonly isDarkTheme: boolean;
  readonly setLightTheme: () => void;
  readonly setDarkTheme: () => void;
}

const Context = createContext<ContextValue | undefined>(undefined);

const storage = createStorageSlot("theme");
const html = () => document.documentElement;

const asMode = (value: string | null): ColorMode =>
  value === "dark" ? "dark" : "light";
/** `null`, and the attribute's "system", mean no choice: the default applies. */
const asChoice = (value: string | null): ColorMode | null =>
  value === null || value === "system" ? null : asMode(value);

const modeAttribute = () => asMode(html().getAttribute("data-theme"));
const choiceAttribute = () =>
  asChoice(html().getAttribute("data-theme-choice"));

const systemQuery = "(prefers-color-scheme: dark)";
const systemMode = (): ColorMode =>
  window.matchMedia(systemQuery).matches ? "dark" : "light";

function useContextValue(): ContextValue {
  const {
    colorMode: { defaultMode, disableSwitch, respectPrefersColorScheme },
  } = useThemeConfig();
  const isBrowser = useIsBrowser();
  // Remounted after a client-side navigation, it starts from the page.
  const [colorMode, setMode] = useState<ColorMode>(
    isBrowser ? modeAttribute() : defaultMode,
  );
  const [colorModeChoice, setChoice] = useState<ColorMode | null>(
    isBrowser ? choiceAttribute() : null,
  );

  useEffect(() => {
    const mode = modeAttribute();
    const choice = choiceAttribute();
    startTransition(() => {
      setMode(mode);
      setChoice(choice);
    });
  }, []);

  useEffect(() => {
    // The switch was turned off after a reader chose: the site's mode wins.
    if (disableSwitch) storage.del();
  }, [disableSwitch]);

  const setColorMode = useCallback(
    (choice: ColorMode | null, { persist = true } = {}) => {
      const mode =
        choice ?? (respectPrefersColorScheme ? systemMode() : defaultMode);
      html().setAttribute("data-theme", mode);
      html().setAttribute("data-theme-choice", choice ?? "system");
      setMode(mode);
      setChoice(choice);
      if (!persist) return;
      if (choice === null) storage.del();
      else storage.set(choice);
    },
    [respectPrefersColorScheme, defaultMode],
  );

  // A choice made in another tab applies here too.
  useEffect(
    () => storage.listen((event) => setColorMode(asChoice(event.newValue))),
    [setColorMode],
  );

  // With no choice, follow the system's mode, without storing it.
  useEffect(() => {
    if (colorModeChoice !== null || !respectPrefersColorScheme) return;
    const query = window.matchMedia(systemQuery);
    const follow = () => {
      const mode = systemMode();
      setMode(mode);
      html().setAttribute("data-theme", mode);
    };
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, [colorModeChoice, respectPrefersColorScheme]);

  return useMemo(
    () => ({
      colorMode,
      colorModeChoice,
      setColorMode,
      isDarkTheme: colorMode === "dark",
      setLightTheme: () => setColorMode("light"),
      setDarkTheme: () => setColorMode("dark"),
    }),
    [colorMode, colorModeChoice, setColorMode],
  );
}

export function ColorModeProvider({
  children,
}: {
  children: ReactNode;
}): ReactNode {
  const value = useContextValue();
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useColorMode(): ContextValue {
  const value = useContext(Context);
  if (value === undefined) throw new ReactContextError("ColorModeProvider");
  return value;
}
