/**
 * `build/` served the way a static host serves it (GitHub Pages, a bucket):
 * files only, no search service. A path names a file, `path.html` or
 * `path/index.html`; anything else gets the build's 404 page with status 404,
 * and any method other than GET or HEAD a 405 HTML page, as GitHub Pages
 * answers a POST. With `gzip`, text files go gzipped to clients that accept
 * it, as most static hosts send them.
 *
 * Run directly (`tsx lib/static-host.ts`) it serves `build/` on
 * PORT (the browser tests' static host).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Content types of the files a build (or a search engine's bundle) holds. */
export const contentTypes: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".xml": "application/xml",
  ".woff2": "font/woff2",
};
const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".md",
  ".txt",
  ".svg",
  ".xml",
]);

/** One answer of the host: its path, status and body bytes. */
export interface Served {
  path: string;
  status: number;
  /** Body bytes as sent (gzipped when the host gzipped them). */
  sent: number;
  /** Body bytes before compression. */
  raw: number;
}

export interface StaticHost {
  server: Server;
  url: string;
  /** Every answer so far, in order (for the benchmark's byte counts). */
  served: Served[];
  close(): Promise<void>;
}

/**
 * The file a URL path names under `root`, as static hosts resolve it:
 * the path itself, `path.html` or `path/index.html`; null outside `root`.
 */
export function fileFor(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const relative = path.normalize(decoded).replace(/^[/\\]+/, "");
  if (relative.startsWith("..")) return null;
  const base = path.join(root, relative);
  for (const candidate of [
    base,
    `${base}.html`,
    path.join(base, "index.html"),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export async function startStaticHost(options: {
  root: string;
  port?: number;
  gzip?: boolean;
}): Promise<StaticHost> {
  const { root } = options;
  const notFoundPage = path.join(root, "404.html");
  const served: Served[] = [];
  const server = createServer((request, response) => {
    const send = (status: number, file: string | null, fallback: string) => {
      const extension = file ? path.extname(file) : ".html";
      let body = file ? readFileSync(file) : Buffer.from(fallback);
      const raw = body.length;
      const headers: Record<string, string> = {
        "content-type": contentTypes[extension] ?? "application/octet-stream",
      };
      if (
        options.gzip &&
        compressible.has(extension) &&
        /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")
      ) {
        body = gzipSync(body);
        headers["content-encoding"] = "gzip";
        headers.vary = "accept-encoding";
      }
      headers["content-length"] = String(body.length);
      served.push({
        path: new URL(request.url ?? "/", "http://localhost").pathname,
        status,
        sent: body.length,
        raw,
      });
      response.writeHead(status, headers);
      response.end(request.method === "HEAD" ? undefined : body);
    };
    if (request.method !== "GET" && request.method !== "HEAD") {
      // Drain the body so the client sees the answer, not a reset.
      request.resume();
      send(405, null, "<!doctype html><title>405 Not Allowed</title>");
      return;
    }
    const urlPath = new URL(request.url ?? "/", "http://localhost").pathname;
    const file = fileFor(root, urlPath);
    if (file) send(200, file, "");
    else
      send(
        404,
        existsSync(notFoundPage) ? notFoundPage : null,
        "<!doctype html><title>Not found</title>",
      );
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, "127.0.0.1", resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const runDirectly =
  process.argv[1] !== undefined &&
  path.resolve(process.argv[1]) === path.resolve(__filename);
if (runDirectly) {
  const port = Number(process.env.PORT ?? 3110);
  startStaticHost({
    root: path.resolve(process.env.STATIC_ROOT ?? "build"),
    port,
    gzip: process.env.STATIC_GZIP === "1",
  }).then((host) => console.log(`static host on ${host.url}`));
}
