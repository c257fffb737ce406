/**
 * Search on a static host. The site's pages may be served without the
 * search service (GitHub Pages, a bucket, `python3 -m http.server`): then
 * the API request fails or answers the host's own page, and from then on,
 * for the rest of the visit, the same requests are answered by the
 * search engine itself running in a Web Worker (staticSearch.worker.ts) over
 * the compact index the build wrote. The client's transport sees ordinary
 * responses either way, so the modal and the search page work unchanged.
 *
 * Nothing of the engine or its index is loaded before the first search:
 * the worker starts on the first request the service does not answer.
 */
import { createXhrRequester } from "@algolia/requester-browser-xhr";
import type { liteClient } from "algoliasearch/lite";
import { isServiceMissing } from "./serviceMissing";
import type { WorkerAnswer, WorkerQuestion } from "./staticSearchProtocol";

type Requester = NonNullable<
  NonNullable<Parameters<typeof liteClient>[2]>["requester"]
>;
type EndRequest = Parameters<Requester["send"]>[0];
type Response = Awaited<ReturnType<Requester["send"]>>;

/**
 * Set once the service is found missing, for the rest of the visit: kept in
 * the tab's session storage, so a reload or another page of the same visit
 * goes straight to the worker instead of asking the missing service again.
 */
const staticHostKey = "site-search:static-host";
let onStaticHost = readFlag();

function readFlag(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(staticHostKey) === "1";
  } catch {
    // Storage disabled: find out again on each page.
    return false;
  }
}

function rememberStaticHost(): void {
  onStaticHost = true;
  try {
    globalThis.sessionStorage?.setItem(staticHostKey, "1");
  } catch {
    // Storage disabled or full: this page still remembers.
  }
}
let worker: Worker | null = null;
let lastQuestion = 0;
const waiting = new Map<number, (response: Response) => void>();

/**
 * A requester for the Algolia client: the browser's XHR to the service, or
 * the worker once the service has been found missing.
 */
export function createFallbackRequester(options: {
  indexName: string;
  indexUrl: string;
}): Requester {
  const network = createXhrRequester();
  return {
    async send(request) {
      if (!onStaticHost) {
        const response = await network.send(request);
        if (!isServiceMissing(response)) return response;
        rememberStaticHost();
      }
      return askWorker(request, options);
    },
  };
}

function askWorker(
  request: EndRequest,
  options: { indexName: string; indexUrl: string },
): Promise<Response> {
  worker ??= startWorker();
  lastQuestion += 1;
  const question: WorkerQuestion = {
    id: lastQuestion,
    indexUrl: options.indexUrl,
    indexName: options.indexName,
    method: request.method,
    path: new URL(request.url).pathname,
    body:
      request.data instanceof Uint8Array
        ? new TextDecoder().decode(request.data)
        : request.data,
  };
  const asked = worker;
  return new Promise((resolve) => {
    waiting.set(question.id, resolve);
    asked.postMessage(question);
  });
}

function startWorker(): Worker {
  const started = new Worker(
    new URL("./staticSearch.worker.ts", import.meta.url),
    { name: "site-search" },
  );
  started.onmessage = (event: MessageEvent<WorkerAnswer>) => {
    const { id, status, content } = event.data;
    waiting.get(id)?.({
      status,
      content,
      isTimedOut: false,
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    waiting.delete(id);
  };
  // A worker that cannot start (or dies) fails its questions the way an
  // unreachable host does; the next question starts a new one.
  started.onerror = () => {
    for (const resolve of waiting.values()) {
      resolve({
        status: 0,
        content: "The search worker failed",
        isTimedOut: false,
      });
    }
    waiting.clear();
    worker = null;
  };
  return started;
}
