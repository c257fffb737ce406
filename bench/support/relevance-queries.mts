/**
 * The reader queries of the relevance set: bench/relevance-queries.json
 * (the first set) and one file per section in bench/relevance-queries/.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface RelevanceQuery {
  query: string;
  expected: string[];
  kind?: string;
  /** The file the query comes from, without ".json". */
  source: string;
}

const benchDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
);

export function readRelevanceQueries(): RelevanceQuery[] {
  const folder = path.join(benchDir, "relevance-queries");
  const files = [
    path.join(benchDir, "relevance-queries.json"),
    ...(existsSync(folder)
      ? readdirSync(folder)
          .filter((name) => name.endsWith(".json"))
          .sort()
          .map((name) => path.join(folder, name))
      : []),
  ];
  return files.flatMap((file) =>
    (
      JSON.parse(readFileSync(file, "utf8")) as {
        queries: Omit<RelevanceQuery, "source">[];
      }
    ).queries.map((query) => ({
      ...query,
      source: path.basename(file, ".json"),
    })),
  );
}

/**
 * The first-visit queries of issue #39 (bench/first-visit-queries/): written
 * from the sidebar alone and judged from the pages, split once at random.
 * The tuning half may guide ranking changes; the held-out half is only
 * ever scored.
 */
export function readFirstVisitQueries(
  half: "tuning" | "held-out",
): RelevanceQuery[] {
  const file = path.join(benchDir, "first-visit-queries", `${half}.json`);
  return (
    JSON.parse(readFileSync(file, "utf8")) as {
      queries: Omit<RelevanceQuery, "source">[];
    }
  ).queries.map((query) => ({ ...query, source: `first-visit ${half}` }));
}
