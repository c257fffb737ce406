import { writeFileAtomic } from "../../lib/atomic-write";
import { algoliaSettings } from "../engine/settings";
import { encodeRecords } from "./compact-records";
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

/**
 * Saves the records in compact form for the in-browser search of a static
 * host; answers its size in bytes.
 */
export async function writeCompactIndex(
  records: readonly DocSearchRecord[],
  file: string,
): Promise<number> {
  const text = JSON.stringify(encodeRecords(records));
  await writeFileAtomic(file, text);
  return Buffer.byteLength(text);
}
