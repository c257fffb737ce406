/**
 * What Algolia's read-only index routes answer for our indexes: the list of
 * indexes, an index's settings and one record by its objectID. Clients call
 * them to check an index exists (`indexExists` reads the settings) before
 * searching.
 */
import { SearchError } from "../engine/errors";
import type { SearchIndex } from "../engine/search-index";
import { algoliaSettings } from "../engine/settings";

/** When this process loaded its indexes: Algolia dates every index. */
const loadedAt = new Date().toISOString();

export function listIndices(indexes: ReadonlyMap<string, SearchIndex>) {
  return {
    items: [...indexes].map(([name, index]) => ({
      name,
      createdAt: loadedAt,
      updatedAt: loadedAt,
      entries: index.records.length,
      dataSize: 0,
      fileSize: 0,
      lastBuildTimeS: 0,
      numberOfPendingTasks: 0,
      pendingTask: false,
    })),
    nbPages: 1,
  };
}

/** The settings the engine applies, in Algolia's names. */
export function indexSettings(index: SearchIndex) {
  return algoliaSettings(index.distinct);
}

export function recordById(index: SearchIndex, objectID: string) {
  const record = index.records.find((entry) => entry.objectID === objectID);
  if (!record) throw new SearchError(404, "ObjectID does not exist");
  return record;
}
