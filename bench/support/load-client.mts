/**
 * One autocannon run, either called in-process or run as a child process by
 * bench/search-load.mts (argv[2] is the JSON of a LoadSpec; the summary is
 * printed to stdout as JSON).
 */
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";

export interface LoadSpec {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  headers: Record<string, string>;
  /** Request bodies, sent in turn across all connections. */
  bodies: string[];
  /**
   * Instead of `bodies`: every request asks a different query, made from
   * pairs of these words, with `template` (a body holding `%QUERY%`).
   */
  distinct?: { words: string[]; template: string };
}

/** The i-th distinct query: word pairs, all different while i < words². */
export function distinctQuery(words: string[], i: number): string {
  const n = words.length;
  const first = words[i % n];
  const second = words[Math.floor(i / n) % n];
  return i < n ? first : `${first} ${second}`;
}

export interface LoadSummary {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
  non2xx: number;
}

export async function runLoad(spec: LoadSpec): Promise<LoadSummary> {
  let next = 0;
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.duration,
    timeout: 10,
    method: "POST",
    headers: spec.headers,
    requests: [
      {
        setupRequest(request) {
          const index = next++;
          const body = spec.distinct
            ? spec.distinct.template.replace(
                "%QUERY%",
                JSON.stringify(distinctQuery(spec.distinct.words, index)).slice(
                  1,
                  -1,
                ),
              )
            : spec.bodies[index % spec.bodies.length];
          return { ...request, method: "POST", body };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const spec = JSON.parse(process.argv[2] ?? "{}") as LoadSpec;
  process.stdout.write(`${JSON.stringify(await runLoad(spec))}\n`);
}
