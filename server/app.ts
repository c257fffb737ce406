import { existsSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import type { SearchIndex } from "../search/engine/search-index";
import { AnswerCache } from "../search/http/answer-cache";
import { QueriesFastPath } from "../search/http/queries-fast-path";
import {
  algoliaFrameworkErrors,
  defaultBodyLimit,
  missesObserver,
  searchApi,
  searchApiPrefix,
} from "../search/http/search-api";
import { loadIndexes } from "../search/load-index";
import { MissesLog } from "../search/misses-log";
import { liveRedirects, redirects } from "../src/config/redirects";
import { recordsFile } from "../src/config/search";
import { FollowsBuild } from "./build-state";
import { canonicalRedirect, movedPageRedirect } from "./canonical-path";
import { contentSecurityPolicy } from "./content-security-policy";
import { securityHeaders } from "./security-headers";

export interface AppOptions {
  /** The Docusaurus build folder to serve. */
  root: string;
  /** Credentials the search API accepts (the site's public search key). */
  search: { appId: string; apiKey: string };
  /** TSV file where queries that found nothing are counted; none if unset. */
  missesLogFile?: string;
  logger?: boolean;
  /**
   * How often, at most, to look whether the build on disk changed (ms);
   * a rebuilt site is then served with its own headers and search index.
   */
  rebuildCheckMs?: number;
}

/** Hashed bundles never change under the same name; everything else may. */
function cacheControlFor(filePath: string): string {
  return filePath.includes(`${path.sep}assets${path.sep}`)
    ? "public, max-age=31536000, immutable"
    : "public, max-age=0, must-revalidate";
}

/**
 * The site's one server: the production build with clean URLs, and the
 * Algolia-compatible search API under /1/. It keeps no state between
 * requests beyond the index it loads at start, so several instances can
 * stand behind a load balancer.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const root = path.resolve(options.root);
  const apiHeaders = securityHeaders({
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // The search API is meant to be called from other origins too.
    crossOriginResourcePolicy: { policy: "cross-origin" },
  });

  const indexes = new Map<string, SearchIndex>();
  const answers = new AnswerCache();
  const missesLog = options.missesLogFile
    ? new MissesLog({ file: options.missesLogFile })
    : undefined;
  // Repeated searches are answered before Fastify (see queries-fast-path.ts).
  const fastPath = new QueriesFastPath({
    answers,
    indexes,
    appId: options.search.appId,
    apiKey: options.search.apiKey,
    bodyLimit: defaultBodyLimit,
    // What the onRequest hook below and @fastify/cors add to every answer.
    headers: { ...apiHeaders, "access-control-allow-origin": "*" },
    observe: missesObserver(missesLog),
  });

  const app = Fastify({
    logger: options.logger ?? false,
    serverFactory: (handler, settings) => {
      const server = createServer((request, response) =>
        fastPath.handle(request, response, handler),
      );
      // What Fastify sets on a server it creates itself.
      server.keepAliveTimeout = Number(settings.keepAliveTimeout ?? 72_000);
      server.requestTimeout = Number(settings.requestTimeout ?? 0);
      server.setTimeout(Number(settings.connectionTimeout ?? 0));
      return server;
    },
    // A URL Fastify cannot decode is refused before any route: under /1/
    // in the search API's JSON shape, elsewhere as Fastify answers.
    frameworkErrors: (error, request, reply) => {
      const plainReply = reply as unknown as FastifyReply;
      if (request.url.startsWith(`${searchApiPrefix}/`)) {
        algoliaFrameworkErrors(error, request, plainReply);
      } else {
        plainReply.code(error.statusCode ?? 400).send(error);
      }
    },
  });

  const records = path.join(root, recordsFile);
  if (existsSync(records)) await loadIndexes(records, indexes);
  else app.log.warn(`no search records at ${records}; search answers 404`);

  // Pages get the full set of security headers; the JSON answers of the
  // search API, which no browser renders, only those that apply to them.
  // Both the policy (hashes of the pages' inline scripts) and the redirects
  // follow the build on disk, and a rebuilt site's records are loaded.
  const build = new FollowsBuild(
    root,
    () => ({
      pageHeaders: securityHeaders({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: contentSecurityPolicy(root),
        },
        // Served over plain http on localhost as often as over https.
        strictTransportSecurity: false,
        // No Cross-Origin-Opener-Policy: a read-only public site has no
        // window state to guard, and the policy makes Chromium swap to a new,
        // cold renderer process whenever the page it comes from has another
        // policy, which a phone then pays for in page start-up. Lighthouse
        // (which starts from about:blank) measured 90–540 ms more blocking
        // time with it. Framing and cross-origin reads stay blocked.
        crossOriginOpenerPolicy: false,
        referrerPolicy: { policy: "strict-origin-when-cross-origin" },
        crossOriginResourcePolicy: { policy: "same-origin" },
      }),
      // Old guide paths answer 301 here, from the same list the build turns
      // into client redirect pages (for static hosts), once their target is
      // built.
      moved: new Map(
        liveRedirects(redirects, (route) =>
          existsSync(path.join(root, `${route.slice(1)}.html`)),
        ).map((redirect) => [redirect.from, redirect.to]),
      ),
    }),
    options.rebuildCheckMs,
    () => {
      if (!existsSync(records)) return;
      loadIndexes(records, indexes).catch((error: unknown) =>
        app.log.error(error, "search records of the new build not loaded"),
      );
    },
  );
  app.addHook("onRequest", (request, reply, done) => {
    if (request.url.startsWith(`${searchApiPrefix}/`)) {
      reply.headers(apiHeaders);
      return done();
    }
    const { pageHeaders, moved } = build.value;
    reply.headers(pageHeaders);
    if (request.method === "GET" || request.method === "HEAD") {
      const target =
        movedPageRedirect(request.url, moved) ?? canonicalRedirect(request.url);
      if (target) {
        reply.redirect(target, 301);
        return;
      }
    }
    done();
  });

  await app.register(compress, {
    threshold: 1024,
    // Brotli's default quality (11) takes milliseconds per search answer;
    // quality 4 is about as small as gzip and many times faster.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(searchApi, {
    indexes,
    appId: options.search.appId,
    apiKey: options.search.apiKey,
    missesLog,
    answers,
    fastPath,
  });
  await app.register(fastifyStatic, {
    root,
    // Pages are `build/a/b.html` and are requested as `/a/b`.
    extensions: ["html"],
    index: ["index.html"],
    redirect: false,
    // Dotfiles such as the build's .serve.json are for the server only.
    allowedPath: (pathName) => !/(^|\/)\./.test(pathName),
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader("Cache-Control", cacheControlFor(filePath));
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(404).send({ message: "Not Found", status: 404 });
    }
    // `/elements` is both `elements.html` and the folder `elements/`: the
    // static plugin looks in the folder for an index and finds none.
    const page = folderPage(root, request.url);
    if (page) return reply.code(200).sendFile(page);
    return reply
      .code(404)
      .header("Cache-Control", "no-cache")
      .sendFile("404.html", { cacheControl: false });
  });

  return app;
}

/**
 * The `.html` file of a clean page path that is also a folder (`/a` →
 * `a.html` beside `a/`), or null.
 */
function folderPage(root: string, url: string): string | null {
  const pathname = decodeURIComponent(url.split(/[?#]/)[0] ?? "");
  if (!/^\/[\w/-]+$/.test(pathname) || pathname.includes("//")) return null;
  const file = `${pathname.slice(1)}.html`;
  return existsSync(path.join(root, file)) ? file : null;
}
