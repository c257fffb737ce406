import { writeFileAtomic } from "../../lib/atomic-write";
import { algoliaSettings } from "../engine/settings";
import type { DocSearchRecord } from "./types";

/**
 * Saves records as one JSON array: the body of Algolia's `saveObjects`, and
 * the file `loadIndexes` reads.
 */
export async function writeAlgoliaRecords(
  records: readonly DocSearchRecord[],
  file: string,
): Promise<void> {
  await writeFileAtomic(file, JSON.stringify(records));
}

/** Saves the index settings that go with the records (`setSettings`). */
export async function writeAlgoliaSettings(file: string): Promise<void> {
  await writeFileAtomic(
    file,
    `${JSON.stringify(algoliaSettings(), null, 2)}\n`,
  );
}
