/**
 * Scoring a query over postings: each query term adds, for each index term
 * it stands for and each field searched, weight × field boost × BM25 to the
 * documents holding it; a document's sum is then multiplied by how many of
 * the query terms it matched. This is how MiniSearch scored an OR query, so
 * the scores are the ones ranking was tuned with.
 *
 * The arrays answered are reused by the next call on the same postings:
 * read them before scoring another query there. Nothing is allocated per
 * matching document.
 */
import type { Postings } from "./postings";
import type { Expansion, TermMatches } from "./term-matches";

export interface ScoredDocuments {
  /** The documents matched (and accepted), in the order first reached. */
  readonly documents: Int32Array;
  readonly count: number;
  /** Score by document number; meaningful for matched documents only. */
  readonly scores: Float64Array;
  /**
   * With `matches`: `kinds[document * words + word]`, the best match of
   * each word among the document's matched terms (0 none, 1 exact, 2
   * prefix, 3 typo), and `typos` the fewest typos of its typo matches.
   */
  readonly kinds: Int8Array;
  readonly typos: Uint8Array;
}

interface Scratch {
  documents: Int32Array;
  count: number;
  scores: Float64Array;
  partial: Float64Array;
  /** The last query term that reached each document. */
  lastTerm: Int32Array;
  /** How many query terms reached each document. */
  quality: Uint16Array;
  /** 0 not reached, 1 accepted, 2 refused by the filters. */
  state: Uint8Array;
  reachedByTerm: Int32Array;
  kinds: Int8Array;
  typos: Uint8Array;
  /** Documents refused, to clear their state next time. */
  refused: number[];
}

const scratches = new WeakMap<Postings, Scratch>();

function scratchFor(postings: Postings, words: number): Scratch {
  const size = postings.documentCount;
  let scratch = scratches.get(postings);
  if (!scratch) {
    scratch = {
      documents: new Int32Array(size),
      count: 0,
      scores: new Float64Array(size),
      partial: new Float64Array(size),
      lastTerm: new Int32Array(size).fill(-1),
      quality: new Uint16Array(size),
      state: new Uint8Array(size),
      reachedByTerm: new Int32Array(size),
      kinds: new Int8Array(0),
      typos: new Uint8Array(0),
      refused: [],
    };
    scratches.set(postings, scratch);
  }
  // Clear what the previous query left.
  for (let i = 0; i < scratch.count; i += 1) {
    const document = scratch.documents[i] as number;
    scratch.state[document] = 0;
    scratch.lastTerm[document] = -1;
    scratch.quality[document] = 0;
  }
  for (const document of scratch.refused) scratch.state[document] = 0;
  scratch.refused = [];
  scratch.count = 0;
  if (scratch.kinds.length < size * words) {
    scratch.kinds = new Int8Array(size * words);
    scratch.typos = new Uint8Array(size * words);
  }
  return scratch;
}

export interface ScoreOptions {
  /** Boost of each field of the postings; 0 leaves a field out. */
  fieldBoosts: Float64Array;
  /** Whether a document passes the request's filters (default: all do). */
  accept?: (document: number) => boolean;
  /** When given, which query words each document matches, and how. */
  matches?: TermMatches;
}

export function scorePostings(
  postings: Postings,
  expansions: readonly Expansion[],
  { fieldBoosts, accept, matches }: ScoreOptions,
): ScoredDocuments {
  const words = matches?.words.length ?? 0;
  const scratch = scratchFor(postings, words);
  const {
    documents,
    scores,
    partial,
    lastTerm,
    quality,
    state,
    reachedByTerm,
    kinds,
    typos,
  } = scratch;
  const fieldCount = postings.fields.length;
  const {
    offsets,
    documents: postingDocuments,
    scores: postingScores,
  } = postings;
  let count = 0;
  expansions.forEach((expansion, k) => {
    let reached = 0;
    expansion.ids.forEach((term, at) => {
      const weight = (expansion.weights[at] as number) * expansion.boost;
      const mask = matches ? (matches.masks[term] as number) : 0;
      for (let field = 0; field < fieldCount; field += 1) {
        const fieldBoost = fieldBoosts[field] as number;
        if (fieldBoost === 0) continue;
        const factor = weight * fieldBoost;
        const slot = term * fieldCount + field;
        const to = offsets[slot + 1] as number;
        for (let p = offsets[slot] as number; p < to; p += 1) {
          const document = postingDocuments[p] as number;
          let status = state[document] as number;
          if (status === 0) {
            status = !accept || accept(document) ? 1 : 2;
            state[document] = status;
            if (status === 1) {
              documents[count] = document;
              count += 1;
              scores[document] = 0;
              for (
                let at = document * words;
                at < (document + 1) * words;
                at += 1
              ) {
                kinds[at] = 0;
                typos[at] = 255;
              }
            } else scratch.refused.push(document);
          }
          if (status !== 1) continue;
          const contribution = factor * (postingScores[p] as number);
          if (lastTerm[document] !== k) {
            lastTerm[document] = k;
            quality[document] = (quality[document] as number) + 1;
            partial[document] = contribution;
            reachedByTerm[reached] = document;
            reached += 1;
          } else {
            partial[document] = (partial[document] as number) + contribution;
          }
          if (mask !== 0 && matches) {
            for (let w = 0; w < words; w += 1) {
              if (!(mask & (1 << w))) continue;
              const kind = matches.kinds[term * words + w] as number;
              const at = document * words + w;
              const best = kinds[at] as number;
              if (best === 0 || kind < best) kinds[at] = kind;
              if (kind === 3) {
                const typo = matches.typos[term * words + w] as number;
                if (typo < (typos[at] as number)) typos[at] = typo;
              }
            }
          }
        }
      }
    });
    // MiniSearch summed each query term's results, then added them up.
    for (let i = 0; i < reached; i += 1) {
      const document = reachedByTerm[i] as number;
      scores[document] =
        (scores[document] as number) + (partial[document] as number);
    }
  });
  for (let i = 0; i < count; i += 1) {
    const document = documents[i] as number;
    scores[document] =
      (scores[document] as number) * (quality[document] as number);
  }
  scratch.count = count;
  return { documents, count, scores, kinds, typos };
}
