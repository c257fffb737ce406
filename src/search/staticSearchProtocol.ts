/** Messages between the page and the static-host search worker. */

export interface WorkerQuestion {
  id: number;
  /** Absolute URL of the compact index (fetched once, on the first question). */
  indexUrl: string;
  indexName: string;
  method: string;
  /** Path of the Algolia API request, e.g. `/1/indexes/*\/queries`. */
  path: string;
  body: string | undefined;
}

/**
 * The answer as an HTTP response would carry it. Status 0 means the index
 * could not be loaded: to the client's transport, a network failure.
 */
export interface WorkerAnswer {
  id: number;
  status: number;
  content: string;
}
