import { writeFileAtomic } from "../../lib/atomic-write";
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
