/**
 * Answers to repeated multi-query bodies, kept as the bytes sent. The modal
 * asks the same prefixes over and over ("r", "re", "res"…), and for a body
 * already answered the work left is finding the bytes: no JSON parsing,
 * searching, serializing or compressing. An entry is used only while the
 * indexes it was computed from are still the ones being served.
 */
import zlib from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { SearchParams } from "../engine/params";
import type { SearchIndex, SearchResponse } from "../engine/search-index";

export type Encoding = "br" | "gzip" | "identity";

interface Entry {
  indexes: Map<string, SearchIndex>;
  json: string;
  encoded: Map<Encoding, Buffer>;
  /** What each query was, to count it again (queries that find nothing). */
  answered: [SearchParams, SearchResponse][];
}

/** Preference order when a client weighs encodings equally. */
const negotiator = new Negotiator<Encoding>({
  supportedValues: ["br", "gzip", "identity"],
});

/**
 * The best encoding a client accepts, of those we send, by the rules of
 * RFC 9110 (q-values, `*`, `br;q=0`), through the negotiator
 * @fastify/compress itself uses.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  return negotiator.negotiate(acceptEncoding) ?? "identity";
}

/** Brotli at quality 5: close to its best size for JSON this small, fast. */
export function encodeAnswer(json: string, encoding: Encoding): Buffer {
  if (encoding === "br") {
    return zlib.brotliCompressSync(json, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    });
  }
  if (encoding === "gzip") return zlib.gzipSync(json);
  return Buffer.from(json);
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly limit = 2000) {}

  /** The encoded answer to `body`, if it is known and still current. */
  get(
    body: string,
    current: ReadonlyMap<string, SearchIndex>,
    encoding: Encoding,
  ): { bytes: Buffer; answered: Entry["answered"] } | null {
    const entry = this.entries.get(body);
    if (!entry) return null;
    for (const [name, index] of entry.indexes) {
      if (current.get(name) !== index) {
        this.entries.delete(body);
        return null;
      }
    }
    // Most recently used last, so the oldest answers are dropped first.
    this.entries.delete(body);
    this.entries.set(body, entry);
    let bytes = entry.encoded.get(encoding);
    if (!bytes) {
      bytes = encodeAnswer(entry.json, encoding);
      entry.encoded.set(encoding, bytes);
    }
    return { bytes, answered: entry.answered };
  }

  /**
   * Keeps an answer. A later hit takes no measurable time, so the kept copy
   * reports a processing time of 0 ms, as computing it again from the
   * engine's own cache would. Answers with a queryID are never kept: each
   * must carry a fresh one.
   */
  set(
    body: string,
    indexes: Map<string, SearchIndex>,
    answered: Entry["answered"],
  ): void {
    if (answered.some(([, response]) => response.queryID !== undefined)) {
      return;
    }
    const results = answered.map(([, response]) => ({
      ...response,
      processingTimeMS: 0,
    }));
    this.entries.set(body, {
      indexes,
      json: JSON.stringify({ results }),
      encoded: new Map(),
      answered,
    });
    if (this.entries.size > this.limit) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
  }
}
