import { gunzipSync } from "node:zlib";
import { SearchError } from "../engine/errors";

/**
 * The body as text. Algolia's Node client can gzip large bodies; inflating
 * stops at `limit` bytes so a small bomb cannot grow into a large body.
 */
export function decodeBody(
  body: Buffer,
  encoding: string | string[] | undefined,
  limit: number,
): string {
  const name = String(encoding ?? "")
    .trim()
    .toLowerCase();
  if (name === "" || name === "identity") return body.toString("utf8");
  if (name !== "gzip" && name !== "x-gzip") {
    throw new SearchError(415, `Unsupported content encoding: ${name}`);
  }
  try {
    return gunzipSync(body, { maxOutputLength: limit }).toString("utf8");
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
      throw new SearchError(413, "Request body is too large");
    }
    throw new SearchError(400, "Malformed gzip body");
  }
}

/** The request body as JSON, whatever content type it was sent with. */
export function parseJsonBody(raw: unknown): unknown {
  if (typeof raw !== "string" || raw.trim() === "") return undefined;
  try {
    return JSON.parse(raw);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SearchError(400, `Malformed JSON body: ${reason}`);
  }
}
