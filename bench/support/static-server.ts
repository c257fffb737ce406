/** A minimal static file server on loopback for the browser-side engines. */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { contentTypes, fileFor } from "../../lib/static-host";

/** Files under `/prefix/` of `mounts` come from their folder, others from root. */
export interface StaticSite {
  server: Server;
  baseUrl: string;
  close(): Promise<void>;
}

export async function serveStatic(
  root: string,
  mounts: Record<string, string> = {},
): Promise<StaticSite> {
  const server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? "/", "http://localhost").pathname;
    if (urlPath === "/__blank") {
      response.writeHead(200, { "content-type": contentTypes[".html"] });
      response.end("<!doctype html><title>blank</title>");
      return;
    }
    const mount = Object.keys(mounts).find((prefix) =>
      urlPath.startsWith(`/${prefix}/`),
    );
    const file = mount
      ? fileFor(mounts[mount] as string, urlPath.slice(mount.length + 1))
      : fileFor(root, urlPath);
    if (!file) {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end("not found");
      return;
    }
    response.writeHead(200, {
      "content-type":
        contentTypes[path.extname(file)] ?? "application/octet-stream",
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
