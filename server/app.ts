import path from "node:path";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { canonicalRedirect } from "./canonical-path";

export interface AppOptions {
  /** The Docusaurus build folder to serve. */
  root: string;
  logger?: boolean;
}

/** Hashed bundles never change under the same name; everything else may. */
function cacheControlFor(filePath: string): string {
  return filePath.includes(`${path.sep}assets${path.sep}`)
    ? "public, max-age=31536000, immutable"
    : "public, max-age=0, must-revalidate";
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const root = path.resolve(options.root);
  const app = Fastify({ logger: options.logger ?? false });

  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const target = canonicalRedirect(request.url);
    if (target) return reply.redirect(target, 301);
  });

  app.addHook("onSend", async (_request, reply) => {
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
  });

  await app.register(compress, { threshold: 1024 });
  await app.register(fastifyStatic, {
    root,
    // Pages are `build/a/b.html` and are requested as `/a/b`.
    extensions: ["html"],
    index: ["index.html"],
    redirect: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader("Cache-Control", cacheControlFor(filePath));
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(404).send({ message: "Not Found", status: 404 });
    }
    return reply
      .code(404)
      .header("Cache-Control", "no-cache")
      .sendFile("404.html", { cacheControl: false });
  });

  return app;
}
