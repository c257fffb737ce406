import { createHash } from "node:crypto";
import type { RecordType } from "./types";

/**
 * The same page built twice gives the same IDs, so a partial reindex on
 * Algolia replaces records instead of duplicating them.
 */
export function objectIdFor(
  url: string,
  type: RecordType,
  position: number,
  text: string,
): string {
  return createHash("sha256")
    .update([url, type, String(position), text].join("\u0000"))
    .digest("hex")
    .slice(0, 32);
}
