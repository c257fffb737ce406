/**
 * Stands in for `node:crypto` in the browser build (plugins/site-search):
 * the search engine that runs in the static-host worker asks it for the
 * random `queryID` of a search with `clickAnalytics`.
 */
export function randomBytes(size: number): { toString(): string } {
  const bytes = crypto.getRandomValues(new Uint8Array(size));
  const hex = Array.from(bytes, (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
  return { toString: () => hex };
}
