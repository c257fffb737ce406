/**
 * An inverted index in typed arrays: for each term of the dictionary and
 * each field, the documents holding it with their BM25 score for it,
 * worked out once when the index is built. Scoring a query is then a
 * multiply-add per posting, with no map or object per match.
 *
 * Scores are the ones MiniSearch gave (BM25+ with k 1.2, b 0.7, d 0.5; a
 * field's length is its number of distinct terms; the average over every
 * document), so ranking did not change when it stopped being used.
 */
import type { Dictionary } from "./dictionary";

export interface Postings {
  readonly fields: readonly string[];
  readonly documentCount: number;
  /**
   * Term t's postings in field f run from `offsets[t * fields + f]` to
   * `offsets[t * fields + f + 1]`.
   */
  readonly offsets: Int32Array;
  /** The document of each posting, ascending within a term and field. */
  readonly documents: Int32Array;
  /** The BM25 score of each posting. */
  readonly scores: Float64Array;
}

const bm25 = { k: 1.2, b: 0.7, d: 0.5 };

/**
 * `documents[d][f]`: the term numbers of field f of document d, in text
 * order, repeats included.
 */
export function buildPostings(
  dictionary: Dictionary,
  fields: readonly string[],
  documents: readonly (readonly (readonly number[])[])[],
): Postings {
  const fieldCount = fields.length;
  const termCount = dictionary.terms.length;
  const documentCount = documents.length;
  const slots = termCount * fieldCount;
  const offsets = new Int32Array(slots + 1);
  const lengths = new Int32Array(documentCount * fieldCount);
  const averages = new Float64Array(fieldCount);
  const seen = new Int32Array(termCount).fill(-1);
  const frequency = new Int32Array(termCount);

  // Each field's distinct terms, with how often each occurs.
  const distinct = (
    document: number,
    field: number,
    visit: (term: number, count: number) => void,
  ): number => {
    const terms = documents[document]?.[field] ?? [];
    const mark = document * fieldCount + field;
    const unique: number[] = [];
    for (const term of terms) {
      if (seen[term] !== mark) {
        seen[term] = mark;
        frequency[term] = 0;
        unique.push(term);
      }
      frequency[term] = (frequency[term] as number) + 1;
    }
    for (const term of unique) visit(term, frequency[term] as number);
    return unique.length;
  };

  for (let field = 0; field < fieldCount; field += 1) {
    for (let document = 0; document < documentCount; document += 1) {
      const length = distinct(document, field, (term) => {
        offsets[term * fieldCount + field + 1] += 1;
      });
      lengths[document * fieldCount + field] = length;
      // A running average, in the order MiniSearch kept it.
      averages[field] =
        ((averages[field] as number) * document + length) / (document + 1);
    }
  }
  for (let slot = 0; slot < slots; slot += 1) {
    offsets[slot + 1] =
      (offsets[slot + 1] as number) + (offsets[slot] as number);
  }
  const total = offsets[slots] as number;
  const postingDocuments = new Int32Array(total);
  const frequencies = new Int32Array(total);
  const cursor = offsets.slice(0, slots);
  seen.fill(-1);
  for (let field = 0; field < fieldCount; field += 1) {
    for (let document = 0; document < documentCount; document += 1) {
      distinct(document, field, (term, count) => {
        const slot = term * fieldCount + field;
        const at = cursor[slot] as number;
        cursor[slot] = at + 1;
        postingDocuments[at] = document;
        frequencies[at] = count;
      });
    }
  }
  const scores = new Float64Array(total);
  for (let slot = 0; slot < slots; slot += 1) {
    const from = offsets[slot] as number;
    const to = offsets[slot + 1] as number;
    const field = slot % fieldCount;
    for (let at = from; at < to; at += 1) {
      scores[at] = bm25Score(
        frequencies[at] as number,
        to - from,
        documentCount,
        lengths[
          (postingDocuments[at] as number) * fieldCount + field
        ] as number,
        averages[field] as number,
      );
    }
  }
  return {
    fields,
    documentCount,
    offsets,
    documents: postingDocuments,
    scores,
  };
}

function bm25Score(
  termFrequency: number,
  matching: number,
  total: number,
  fieldLength: number,
  averageLength: number,
): number {
  const { k, b, d } = bm25;
  const inverseFrequency = Math.log(
    1 + (total - matching + 0.5) / (matching + 0.5),
  );
  return (
    inverseFrequency *
    (d +
      (termFrequency * (k + 1)) /
        (termFrequency + k * (1 - b + (b * fieldLength) / averageLength)))
  );
}
