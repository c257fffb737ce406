import { readFileSync } from "node:fs";
import { createSearchIndex, searchIndex } from "../search/index";
import { docsearchBody } from "./support/docsearch";

const records = JSON.parse(readFileSync("build/search-records.json", "utf8"));
const index = createSearchIndex(records);
const { queries } = JSON.parse(
  readFileSync("bench/relevance-queries.json", "utf8"),
);
const pagePath = (url: string) => {
  const p = new URL(url, "http://x").pathname.replace(/\/$/, "");
  return p || "/";
};
let top1 = 0,
  mrr = 0;
const wrong: string[] = [];
const t0 = performance.now();
for (const q of queries) {
  const r = searchIndex(index, docsearchBody(q.query, "tscircuit"));
  const pages = [
    ...new Set(r.hits.map((h) => pagePath(h.url as string))),
  ].slice(0, 10);
  const rank = pages.findIndex((p) => q.expected.includes(p)) + 1;
  if (rank === 1) top1++;
  else
    wrong.push(
      `${q.query} -> ${rank || "-"} [${pages.slice(0, 3).join(", ")}] want ${q.expected.join("|")}`,
    );
  if (rank) mrr += 1 / rank;
}
console.log(
  `top1 ${(top1 / queries.length).toFixed(3)} mrr ${(mrr / queries.length).toFixed(3)} (${(performance.now() - t0).toFixed(0)} ms)`,
);
console.log(wrong.join("\n"));
