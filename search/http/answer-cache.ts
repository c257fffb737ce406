/**
 * Answers to repeated multi-query bodies, kept as the bytes sent, per
 * encoding (clients of one server nearly all send the same). The modal
 * asks the same prefixes over and over ("r", "re", "res"…), and for a body
 * already answered the work left is finding the bytes: no JSON parsing,
 * searching, serializing or compressing. An entry is used only while the
 * indexes it was computed from are still the ones being served.
 */
import zlib from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { SearchObserver } from "../engine/multi";
import type { SearchIndex } from "../engine/search-index";

export type Encoding = "br" | "gzip" | "identity";

/** What the misses log reads of a query and its answer. */
export type Observed = Parameters<SearchObserver>;

/**
 * An answer as kept: the bytes sent, compressed, which live outside the
 * JavaScript heap, and of each query only what is counted again. Nothing
 * else of the answer is kept: a kept tree of hits outlives the young
 * generation, and promoting it slows the collections of every later query.
 */
interface Entry {
  indexes: Map<string, SearchIndex>;
  bytes: Buffer;
  /** Each query and its hit count, to count it again (queries that find nothing). */
  answered: readonly Observed[];
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
  let picked = picks.get(acceptEncoding);
  if (picked === undefined) {
    picked = negotiator.negotiate(acceptEncoding) ?? "identity";
    // Browsers send a handful of distinct headers; anything else is capped.
    if (picks.size >= 64) picks.clear();
    picks.set(acceptEncoding, picked);
  }
  return picked;
}

/** Accept-Encoding headers seen, with the encoding picked for each. */
const picks = new Map<string, Encoding>();

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
  /** By encoding, then body. */
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly limit = 2000) {}

  /** The encoded answer to `body`, if it is known and still current. */
  get(
    body: string,
    current: ReadonlyMap<string, SearchIndex>,
    encoding: Encoding,
  ): { bytes: Buffer; answered: readonly Observed[] } | null {
    const key = keyOf(body, encoding);
    const entry = this.entries.get(key);
    if (!entry) return null;
    for (const [name, index] of entry.indexes) {
      if (current.get(name) !== index) {
        this.entries.delete(key);
        return null;
      }
    }
    // Most recently used last, so the oldest answers are dropped first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Keeps an answer: the bytes sent for `body` in `encoding`. A repeat gets
   * the same bytes, processing time included. The caller keeps no answer
   * that carries a queryID: each must have a fresh one.
   */
  set(
    body: string,
    encoding: Encoding,
    indexes: Map<string, SearchIndex>,
    bytes: Buffer,
    answered: readonly Observed[],
  ): void {
    this.entries.set(keyOf(body, encoding), { indexes, bytes, answered });
    if (this.entries.size > this.limit) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
  }
}

function keyOf(body: string, encoding: Encoding): string {
  return `${encoding}\n${body}`;
}
