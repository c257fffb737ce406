import { SearchError } from "../engine/errors";
import { isObject } from "../engine/multi";

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

/** The body as a JSON object; an empty body is `{}`. */
export function parseJsonObjectBody(raw: unknown): Record<string, unknown> {
  // Only an empty body means {}: a body of `null` is not an object.
  const parsed = parseJsonBody(raw);
  if (parsed === undefined) return {};
  if (!isObject(parsed)) {
    throw new SearchError(400, "The body must be a JSON object");
  }
  return parsed;
}
