/** Telling the search service's answers from a static host's. */

/** Statuses a static host gives a POST to a path it has no file for. */
const noServiceStatuses = new Set([404, 405, 501]);

/**
 * True when a response comes from something other than the search service,
 * which answers JSON to every request, errors included (`{message, status}`).
 * A timeout stays a timeout: the transport retries it as it would anyway.
 */
export function isServiceMissing(response: {
  status: number;
  content: string;
  isTimedOut: boolean;
}): boolean {
  if (response.isTimedOut) return false;
  if (response.status === 0) return true;
  let body: unknown;
  try {
    body = JSON.parse(response.content);
  } catch {
    return true;
  }
  return (
    noServiceStatuses.has(response.status) &&
    typeof (body as { message?: unknown } | null)?.message !== "string"
  );
}
