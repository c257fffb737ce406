import cors from "@fastify/cors";
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from "fastify";
import { browseIndex } from "../engine/browse";
import { SearchError } from "../engine/errors";
import { searchFacetValues } from "../engine/facet-search";
import { indexNamed, type SearchObserver, searchMulti } from "../engine/multi";
import { runSearch, type SearchIndex } from "../engine/search-index";
import type { MissesLog } from "../misses-log";
import {
  AnswerCache,
  type Encoding,
  encodeAnswer,
  type Observed,
  pickEncoding,
} from "./answer-cache";
import { hasValidCredentials, isTransportParameter } from "./credentials";
import { indexSettings, listIndices, recordById } from "./index-info";
import { parseJsonBody, parseJsonObjectBody } from "./json-body";
import { answerHeaders, type QueriesFastPath } from "./queries-fast-path";

export interface SearchApiOptions {
  /** Read on every request, so replacing an entry swaps the index live. */
  indexes: Map<string, SearchIndex>;
  appId: string;
  apiKey: string;
  /** Counts queries that found nothing; closed when the server closes. */
  missesLog?: MissesLog;
  /** Largest accepted body; `defaultBodyLimit` unless given. */
  bodyLimit?: number;
  /** The multi-query answers kept; a new cache unless given. */
  answers?: AnswerCache;
  /**
   * The server's fast path for cache hits, whose misses arrive here with
   * their body already read (server/app.ts).
   */
  fastPath?: QueriesFastPath;
}

/** Largest request body the API accepts, after inflating. */
export const defaultBodyLimit = 1024 * 1024;

/** Counts the queries that found nothing, as the API does for every answer. */
export function missesObserver(missesLog?: MissesLog): SearchObserver {
  return (params, response) => {
    if (params.analytics && response.nbHits === 0) {
      missesLog?.record(params.query);
    }
  };
}

/** Where the API is mounted: version 1 of Algolia's REST API. */
export const searchApiPrefix = "/1";

/**
 * Route options for the multi-query route, whose answers are encoded below
 * rather than by @fastify/compress. Request bodies everywhere are inflated
 * by @fastify/compress (gzip, deflate, br), and the body limit applies to
 * the inflated bytes, so a small bomb cannot grow into a large body.
 */
const encodedHere = { compress: false } as const;

const algoliaHeaders = [
  "content-type",
  "accept",
  "x-algolia-application-id",
  "x-algolia-api-key",
  "x-algolia-agent",
  "x-algolia-usertoken",
  "x-algolia-request-id",
];

/**
 * The part of Algolia's search REST API that DocSearch and the Algolia
 * clients use, under `/1/`. Register with `app.register(searchApi, options)`
 * after @fastify/compress, which inflates gzipped request bodies (Algolia's
 * Node client gzips large ones).
 */
export async function searchApi(
  app: FastifyInstance,
  options: SearchApiOptions,
): Promise<void> {
  const bodyLimit = options.bodyLimit ?? defaultBodyLimit;
  const observe = missesObserver(options.missesLog);
  if (options.missesLog) {
    const log = options.missesLog;
    app.addHook("onClose", () => log.close());
  }

  await app.register(
    async (api) => {
      await api.register(cors, {
        origin: "*",
        methods: ["GET", "POST", "OPTIONS"],
        allowedHeaders: algoliaHeaders,
        maxAge: 86400,
      });

      // Browsers post JSON as text/plain or form-urlencoded so that no
      // preflight is needed: every body is read as text and parsed as JSON.
      api.removeAllContentTypeParsers();
      api.addContentTypeParser(
        "*",
        { parseAs: "string", bodyLimit },
        (_request, body, done) => done(null, body),
      );

      api.setErrorHandler(
        (error: FastifyError | SearchError, request, reply) => {
          const status = statusOf(error);
          if (status >= 500) request.log.error(error);
          const message = status >= 500 ? "Internal error" : error.message;
          return reply.code(status).send({ message, status });
        },
      );
      api.setNotFoundHandler((_request, reply) =>
        reply.code(404).send({ message: "Not Found", status: 404 }),
      );

      // A callback hook, not an async one: no promise on every request.
      const checkCredentials = (
        request: FastifyRequest,
        reply: FastifyReply,
        done: () => void,
      ) => {
        if (hasValidCredentials(request, options.appId, options.apiKey)) {
          return done();
        }
        reply
          .code(403)
          .send({ message: "Invalid Application-ID or API key", status: 403 });
      };

      // Answers are encoded here, not by @fastify/compress: a repeated body
      // is answered with bytes encoded once, and a new one is encoded once
      // for the client and kept for the next.
      const answers = options.answers ?? new AnswerCache();
      const { fastPath } = options;
      const sendEncoded = (
        reply: FastifyReply,
        bytes: Buffer,
        encoding: Encoding,
      ) => reply.headers(answerHeaders({}, encoding)).send(bytes);
      api.post(
        "/indexes/:indexName/queries",
        {
          onRequest: checkCredentials,
          // A miss the fast path passed on: its body was read there.
          preParsing: (request, _reply, payload, done) =>
            done(null, fastPath?.replayedBody(request.raw) ?? payload),
          bodyLimit,
          ...encodedHere,
        },
        async (request, reply) => {
          const text = typeof request.body === "string" ? request.body : "";
          const encoding = pickEncoding(request.headers["accept-encoding"]);
          const known = answers.get(text, options.indexes, encoding);
          if (known) {
            for (const [params, response] of known.answered) {
              observe(params, response);
            }
            return sendEncoded(reply, known.bytes, encoding);
          }
          const answered: Observed[] = [];
          const result = searchMulti(
            options.indexes,
            parseJsonBody(request.body),
            (params, response) => {
              answered.push([
                { query: params.query, analytics: params.analytics },
                { nbHits: response.nbHits },
              ]);
              observe(params, response);
            },
          );
          const bytes = encodeAnswer(JSON.stringify(result), encoding);
          if (!result.results.some((answer) => "queryID" in answer)) {
            answers.set(
              text,
              encoding,
              new Map(options.indexes),
              bytes,
              answered,
            );
          }
          return sendEncoded(reply, bytes, encoding);
        },
      );

      api.post<{ Params: { indexName: string } }>(
        "/indexes/:indexName/query",
        { onRequest: checkCredentials, bodyLimit },
        async (request) => {
          return searchOne(
            request.params.indexName,
            parseJsonObjectBody(request.body),
          );
        },
      );

      api.get<{ Params: { indexName: string } }>(
        "/indexes/:indexName",
        { onRequest: checkCredentials },
        async (request) =>
          searchOne(request.params.indexName, queryFields(request.query)),
      );

      api.post<{ Params: { indexName: string; facetName: string } }>(
        "/indexes/:indexName/facets/:facetName/query",
        { onRequest: checkCredentials, bodyLimit },
        async (request) => {
          return searchFacetValues(
            indexNamed(options.indexes, request.params.indexName),
            request.params.facetName,
            parseJsonObjectBody(request.body),
          );
        },
      );

      api.post<{ Params: { indexName: string } }>(
        "/indexes/:indexName/browse",
        { onRequest: checkCredentials, bodyLimit },
        async (request) =>
          browseIndex(
            indexNamed(options.indexes, request.params.indexName),
            parseJsonObjectBody(request.body),
          ),
      );
      api.get<{ Params: { indexName: string } }>(
        "/indexes/:indexName/browse",
        { onRequest: checkCredentials },
        async (request) =>
          browseIndex(
            indexNamed(options.indexes, request.params.indexName),
            queryFields(request.query),
          ),
      );

      api.get("/indexes", { onRequest: checkCredentials }, async () =>
        listIndices(options.indexes),
      );
      api.get<{ Params: { indexName: string } }>(
        "/indexes/:indexName/settings",
        { onRequest: checkCredentials },
        async (request) =>
          indexSettings(indexNamed(options.indexes, request.params.indexName)),
      );
      api.get<{
        Params: { indexName: string; objectID: string };
        Querystring: { attributesToRetrieve?: unknown };
      }>(
        "/indexes/:indexName/:objectID",
        { onRequest: checkCredentials },
        async (request) =>
          recordById(
            indexNamed(options.indexes, request.params.indexName),
            request.params.objectID,
            request.query?.attributesToRetrieve,
          ),
      );
      // Any other GET under /1/ would reach the site's static files and
      // answer an HTML page; clients expect Algolia's JSON error.
      api.get("/*", async () => {
        throw new SearchError(404, "Not Found");
      });
    },
    { prefix: searchApiPrefix },
  );

  function searchOne(indexName: string, fields: Record<string, unknown>) {
    const index = indexNamed(options.indexes, indexName);
    const { params, response } = runSearch(index, { ...fields, indexName });
    observe(params, response);
    return response;
  }
}

/** A GET request's query string as request fields, credentials left out. */
function queryFields(query: unknown): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(
    (query ?? {}) as Record<string, unknown>,
  )) {
    if (isTransportParameter(key)) continue;
    fields[key] = Array.isArray(value) ? value[0] : value;
  }
  return fields;
}

function statusOf(error: FastifyError | SearchError): number {
  if (error instanceof SearchError) return error.status;
  const status = error.statusCode;
  return typeof status === "number" && status >= 400 && status < 600
    ? status
    : 500;
}

/**
 * For Fastify's `frameworkErrors` option: errors Fastify raises before any
 * route runs (a URL that is not valid percent-encoding, a bad content
 * type), answered in Algolia's `{message, status}` shape like every other
 * error of the API.
 */
export function algoliaFrameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = statusOf(error);
  reply.code(status).send({
    message: status >= 500 ? "Internal error" : error.message,
    status,
  });
}
