/**
 * Docusaurus copies the whole site config into the browser bundle (it is
 * `JSON.stringify`-ed into `@generated/docusaurus.config`, part of main.js),
 * plugin and remark options included. Options only the build uses (renderers,
 * render-cache keys with a version for every package of the toolchain, paths
 * on the build machine) would cost every page ~16 KB of script to download
 * and evaluate; marked here, they serialize to nothing.
 */
export function buildOnly<T extends object>(options: T): T {
  Object.defineProperty(options, "toJSON", {
    value: () => undefined,
    enumerable: false,
  });
  return options;
}

/** `[plugin, options]` entries of a plugin list with their options marked build-only. */
export function buildOnlyEntries<T>(entries: T[]): T[] {
  for (const entry of entries) {
    if (Array.isArray(entry) && entry[1] && typeof entry[1] === "object")
      buildOnly(entry[1] as object);
  }
  return entries;
}
