import { SearchError } from "../engine/errors";

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
