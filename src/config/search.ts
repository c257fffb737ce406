/**
 * Where the site's search goes, decided at build time.
 *
 * By default the DocSearch UI talks to the site's own search service (served
 * by `npm run serve` on the same origin). Setting ALGOLIA_APP_ID,
 * ALGOLIA_SEARCH_API_KEY and optionally ALGOLIA_INDEX_NAME at build switches
 * the same UI to a hosted Algolia index filled from `build/search-records.json`.
 */
export interface SearchConfig {
  appId: string;
  /** A search-only key: it ships to every browser. */
  apiKey: string;
  indexName: string;
  /** True when queries go to the site's own origin rather than Algolia. */
  selfHosted: boolean;
}

/** Credentials of the self-hosted service; the server checks the same pair. */
export const selfHostedCredentials = {
  appId: "TSCIRCUITDOCS",
  apiKey: "docs-public-search-key",
} as const;

export const defaultIndexName = "tscircuit";

/**
 * The records the build extracts, relative to the build folder: loaded by
 * the search service, ready to upload to Algolia. Not under `search/`, which
 * would shadow the /search page.
 */
export const recordsFile = "search-records.json";
/** The index settings that go with the records, for hosted Algolia. */
export const settingsFile = "search-settings.json";
/**
 * The records in compact form (search/records/compact-records.ts), fetched
 * by the in-browser search of a static host on the first search only.
 */
export const staticIndexFile = "search-index.json";

export function searchFromEnv(
  env: Record<string, string | undefined>,
): SearchConfig {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_SEARCH_API_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim() || defaultIndexName;
  if (appId && apiKey) return { appId, apiKey, indexName, selfHosted: false };
  if (appId || apiKey) {
    throw new Error(
      "Hosted search needs both ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY; only one is set.",
    );
  }
  return { ...selfHostedCredentials, indexName, selfHosted: true };
}
