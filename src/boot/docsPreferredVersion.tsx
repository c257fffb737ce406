/**
 * Stands in for the docs plugin's preferred-version module (swapped in by
 * plugins/short-tasks), with the same exports and answers: the version of
 * each docs plugin the reader last chose, kept in browser storage, `null`
 * until the page has hydrated and whenever none is stored or the stored one
 * no longer exists (then it is also removed from storage).
 *
 * Two things differ, both about when React renders:
 * - Reading storage after hydration is a transition, rendered in slices.
 * - When storage holds nothing new (always, on this one-version site) the
 *   state stays the same object. The original stored a new object and gave
 *   a new context value on every page load. A new context value reaches
 *   every page section still waiting to hydrate
 *   (src/components/HydrationChunk), and React then hydrates all of them
 *   at once, in one task.
 */
import { DEFAULT_PLUGIN_ID } from "@docusaurus/constants";
import {
  type GlobalVersion,
  useAllDocsData,
  useDocsData,
} from "@docusaurus/plugin-content-docs/client";
import { useThemeConfig } from "@docusaurus/theme-common";
import {
  createStorageSlot,
  ReactContextError,
} from "@docusaurus/theme-common/internal";
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

type Persistence = ReturnType<
  typeof useThemeConfig
>["docs"]["versionPersistence"];

/** The preferred version's name, per docs plugin id. */
type Preferred = Readonly<Record<string, string | null>>;

interface ContextValue {
  preferred: Preferred;
  save: (pluginId: string, versionName: string) => void;
}

const Context = createContext<ContextValue | null>(null);

const slot = (pluginId: string, persistence: Persistence) =>
  createStorageSlot(`docs-preferred-version-${pluginId}`, { persistence });

/** What storage holds for each plugin, if that version still exists. */
function storedPreferences(
  allDocsData: ReturnType<typeof useAllDocsData>,
  persistence: Persistence,
): Preferred {
  return Object.fromEntries(
    Object.entries(allDocsData).map(([pluginId, data]) => {
      const stored = slot(pluginId, persistence).get();
      if (data.versions.some((version) => version.name === stored))
        return [pluginId, stored];
      slot(pluginId, persistence).del();
      return [pluginId, null];
    }),
  );
}

const samePreferences = (a: Preferred, b: Preferred) =>
  Object.keys(b).every((pluginId) => a[pluginId] === b[pluginId]);

export function DocsPreferredVersionContextProvider({
  children,
}: {
  children: ReactNode;
}): ReactNode {
  const allDocsData = useAllDocsData();
  const persistence = useThemeConfig().docs.versionPersistence;
  // Nothing is read on the server, so nothing while hydrating either.
  const [preferred, setPreferred] = useState<Preferred>(() =>
    Object.fromEntries(Object.keys(allDocsData).map((id) => [id, null])),
  );
  useEffect(() => {
    const stored = storedPreferences(allDocsData, persistence);
    startTransition(() =>
      setPreferred((current) =>
        samePreferences(current, stored) ? current : stored,
      ),
    );
  }, [allDocsData, persistence]);
  const save = useCallback(
    (pluginId: string, versionName: string) => {
      slot(pluginId, persistence).set(versionName);
      setPreferred((current) => ({ ...current, [pluginId]: versionName }));
    },
    [persistence],
  );
  const value = useMemo(() => ({ preferred, save }), [preferred, save]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

function usePreferredVersionContext(): ContextValue {
  const value = useContext(Context);
  if (!value)
    throw new ReactContextError("DocsPreferredVersionContextProvider");
  return value;
}

const versionNamed = (versions: GlobalVersion[], name: string | null) =>
  versions.find((version) => version.name === name) ?? null;

/** The reader's preferred version of one docs plugin, and how to change it. */
export function useDocsPreferredVersion(pluginId = DEFAULT_PLUGIN_ID): {
  preferredVersion: GlobalVersion | null;
  savePreferredVersionName: (versionName: string) => void;
} {
  const { versions } = useDocsData(pluginId);
  const { preferred, save } = usePreferredVersionContext();
  const savePreferredVersionName = useCallback(
    (versionName: string) => save(pluginId, versionName),
    [save, pluginId],
  );
  return {
    preferredVersion: versionNamed(versions, preferred[pluginId] ?? null),
    savePreferredVersionName,
  };
}

/** The preferred version of every docs plugin, by plugin id. */
export function useDocsPreferredVersionByPluginId(): Record<
  string,
  GlobalVersion | null
> {
  const allDocsData = useAllDocsData();
  const { preferred } = usePreferredVersionContext();
  return Object.fromEntries(
    Object.entries(allDocsData).map(([pluginId, data]) => [
      pluginId,
      versionNamed(data.versions, preferred[pluginId] ?? null),
    ]),
  );
}
