/**
 * The site's search engine in a Web Worker, for a static host with no search
 * service (src/search/staticFallback.ts sends it the Algolia requests the
 * service would have had). On the first question it fetches the compact
 * index the build wrote, rebuilds the records and builds the same index the
 * service builds, with the same code, so it answers the same hits.
 */
import { SearchError } from "../../search/engine/errors";
import { searchMulti } from "../../search/engine/multi";
import {
  createSearchIndex,
  type SearchIndex,
} from "../../search/engine/search-index";
import {
  type CompactIndex,
  decodeRecords,
} from "../../search/records/compact-records";
import type { WorkerAnswer, WorkerQuestion } from "./staticSearchProtocol";

let loading: Promise<Map<string, SearchIndex>> | null = null;

async function loadIndexes(
  url: string,
  name: string,
): Promise<Map<string, SearchIndex>> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  const records = decodeRecords((await response.json()) as CompactIndex);
  return new Map([[name, createSearchIndex(records, { name })]]);
}

const multiQueryPath = /^\/1\/indexes\/\*\/queries$/;
const singleQueryPath = /^\/1\/indexes\/([^/]+)\/query$/;

/** The service's answer to one API request, as JSON text. */
function answer(
  indexes: Map<string, SearchIndex>,
  question: WorkerQuestion,
): string {
  if (question.method !== "POST") throw new SearchError(404, "Not Found");
  let body: unknown;
  try {
    body = JSON.parse(question.body ?? "");
  } catch {
    throw new SearchError(400, "The body is not valid JSON");
  }
  if (multiQueryPath.test(question.path)) {
    return JSON.stringify(searchMulti(indexes, body));
  }
  const single = singleQueryPath.exec(question.path);
  if (single && typeof body === "object" && body !== null) {
    const indexName = decodeURIComponent(single[1] as string);
    const { results } = searchMulti(indexes, {
      requests: [{ ...body, indexName }],
    });
    return JSON.stringify(results[0]);
  }
  throw new SearchError(404, "Not Found");
}

self.onmessage = async (event: MessageEvent<WorkerQuestion>) => {
  const question = event.data;
  const reply = (status: number, content: string) =>
    self.postMessage({ id: question.id, status, content } as WorkerAnswer);
  let indexes: Map<string, SearchIndex>;
  try {
    loading ??= loadIndexes(question.indexUrl, question.indexName);
    indexes = await loading;
  } catch (error) {
    // Tried again on the next question: the network may come back.
    loading = null;
    reply(0, `Search index not loaded: ${(error as Error).message}`);
    return;
  }
  try {
    reply(200, answer(indexes, question));
  } catch (error) {
    if (error instanceof SearchError) {
      reply(
        error.status,
        JSON.stringify({ message: error.message, status: error.status }),
      );
    } else {
      reply(500, JSON.stringify({ message: "Internal error", status: 500 }));
    }
  }
};
