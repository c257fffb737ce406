/** A minimal static file server on loopback for the browser-side engines. */
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".xml": "application/xml",
};

/** Files under `/prefix/` of `mounts` come from their folder, others from root. */
export interface StaticSite {
  server: Server;
  baseUrl: string;
  close(): Promise<void>;
}

function resolveFile(dir: string, urlPath: string): string | null {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^\/+/, "");
  if (clean.startsWith("..")) return null;
  const base = path.join(dir, clean);
  for (const candidate of [
    base,
    `${base}.html`,
    path.join(base, "index.html"),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export async function serveStatic(
  root: string,
  mounts: Record<string, string> = {},
): Promise<StaticSite> {
  const server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? "/", "http://localhost").pathname;
    if (urlPath === "/__blank") {
      response.writeHead(200, { "content-type": types[".html"] });
      response.end("<!doctype html><title>blank</title>");
      return;
    }
    const mount = Object.keys(mounts).find((prefix) =>
      urlPath.startsWith(`/${prefix}/`),
    );
    const file = mount
      ? resolveFile(mounts[mount] as string, urlPath.slice(mount.length + 1))
      : resolveFile(root, urlPath);
    if (!file) {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end("not found");
      return;
    }
    response.writeHead(200, {
      "content-type": types[path.extname(file)] ?? "application/octet-stream",
    });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
