/**
 * What Algolia's read-only index routes answer for our indexes: the list of
 * indexes, an index's settings and one record by its objectID. Clients call
 * them to check an index exists (`indexExists` reads the settings) before
 * searching.
 */
import { retrieve } from "../engine/attributes";
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

/**
 * A record by its objectID; with `attributesToRetrieve` (a comma-separated
 * list or a JSON array, as the clients send it) only those attributes and
 * the objectID, as Algolia's getObject answers.
 */
export function recordById(
  index: SearchIndex,
  objectID: string,
  attributesToRetrieve?: unknown,
) {
  const record = index.records.find((entry) => entry.objectID === objectID);
  if (!record) throw new SearchError(404, "ObjectID does not exist");
  if (attributesToRetrieve === undefined) return record;
  const names = attributeList(attributesToRetrieve);
  return { ...retrieve(record, names), objectID: record.objectID };
}

function attributeList(value: unknown): string[] {
  let list: unknown = value;
  if (typeof value === "string") {
    const text = value.trim();
    try {
      list = text.startsWith("[") ? JSON.parse(text) : text.split(",");
    } catch {
      list = null;
    }
  }
  if (!Array.isArray(list) || !list.every((item) => typeof item === "string")) {
    throw new SearchError(
      400,
      "Invalid value for attributesToRetrieve: expected an array of strings",
    );
  }
  return list.map((item) => item.trim()).filter(Boolean);
}
