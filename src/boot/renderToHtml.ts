/**
 * The server render of a page, in place of Docusaurus's own
 * (plugins/hydration-chunks swaps it in): the same stream, read whole once
 * everything is ready, with one option more. React's server renderer moves
 * a completed Suspense boundary to the end of the document, to be put back
 * by an inline script, once the HTML before it passes a size budget
 * (`progressiveChunkSize`, 12,800 bytes). A page's sections are such
 * boundaries (src/components/HydrationChunk), and they must stay where they
 * are: readers without JavaScript, and the first paint, need them in place.
 */
import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";

export async function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const sink = new PassThrough();
    const { pipe } = renderToPipeableStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: reject,
      onAllReady() {
        pipe(sink);
        text(sink).then(resolve, reject);
      },
    });
  });
}
