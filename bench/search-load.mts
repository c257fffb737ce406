/**
 * Throughput and latency of the search API under load, next to a bare
 * node:http server that reads each body and answers the bytes our server
 * sent for it: the gap is what Fastify, the plugins and the search itself
 * cost. A third server, Fastify with one route answering those same bytes,
 * is the floor the framework alone sets: how much of the gap is ours.
 *
 *   npm run bench:search-load [-- path/to/build]
 *
 * Environment: SEARCH_LOAD_DURATION (seconds per run, default 10),
 * SEARCH_LOAD_LONG (seconds of the long uncached run at 64 connections,
 * default 60; 0 skips it),
 * SEARCH_LOAD_CONNECTIONS (default "1,16,64"), SEARCH_LOAD_ENCODING (the
 * Accept-Encoding sent, default what Chromium sends; "identity" for none),
 * SEARCH_LOAD_INPROCESS=1 to run autocannon in this process.
 *
 * autocannon runs in a child process by default. On this 2-core machine an
 * in-process autocannon shares the event loop with the server under test,
 * so the load generator's own work is counted in every latency: measured at
 * 16 connections, the bare server did 6.6k req/s with in-process autocannon
 * against 9.8k-10.7k with autocannon in a child process, which gets the
 * second core. (Ours, bound by the search itself, moved little either way.)
 */
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Fastify from "fastify";
import { docsearchBody } from "../lib/docsearch-body";
import { buildApp } from "../server/app";
import {
  defaultIndexName,
  recordsFile,
  selfHostedCredentials,
} from "../src/config/search";
import {
  type LoadSpec,
  type LoadSummary,
  runLoad,
} from "./support/load-client.mjs";
import { readRelevanceQueries } from "./support/relevance-queries.mjs";
import { printCorpusFigures } from "./support/search-corpus.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(process.argv[2] ?? path.join(here, "../build"));
const duration = Number(process.env.SEARCH_LOAD_DURATION ?? 10);
const connectionCounts = (process.env.SEARCH_LOAD_CONNECTIONS ?? "1,16,64")
  .split(",")
  .map(Number);
const acceptEncoding =
  process.env.SEARCH_LOAD_ENCODING ?? "gzip, deflate, br, zstd";
const inProcess = process.env.SEARCH_LOAD_INPROCESS === "1";
const longSeconds = Number(process.env.SEARCH_LOAD_LONG ?? 60);
const warmupSeconds = Math.min(3, Math.max(1, duration / 4));

const targetRatio = 0.5;
/** Ours at most this multiple of the bare server's p99 in the same run. */
const targetP99Ratio = 1.5;
const targetConnections = 64;

/** What readers type: keystroke prefixes, words, typos, props, commands. */
const queries = [
  "r",
  "re",
  "res",
  "resi",
  "resis",
  "resistor",
  "resitor",
  "cap",
  "capac",
  "capacitor",
  "capacitr",
  "led",
  "board",
  "boad",
  "trace",
  "net",
  "netlabel",
  "group",
  "subcircuit",
  "via",
  "footprint",
  "pcbX",
  "schX",
  "pinLabels",
  "0402",
  "soic8",
  "tsci",
  "tsci dev",
  "tsci init",
  "tsci export gerbers",
  "install",
  "instalation",
  "voltage divider",
  "pull-up resistor",
  "decoupling capacitor",
  "how do I connect two pins",
  "four layer board",
  "chatgpt",
];

const credentials = new URLSearchParams({
  "x-algolia-agent": "Algolia for JavaScript (5.25.0); Lite (5.25.0); Browser",
  "x-algolia-api-key": selfHostedCredentials.apiKey,
  "x-algolia-application-id": selfHostedCredentials.appId,
});
const searchPath = `/1/indexes/*/queries?${credentials}`;
const bodies = queries.map((query) =>
  JSON.stringify({ requests: [docsearchBody(query, defaultIndexName)] }),
);
/**
 * Words readers could type, from the records' titles and headings and the
 * relevance queries, for requests that never hit the answer cache.
 */
function vocabulary(): string[] {
  const words = new Set<string>();
  const add = (text: unknown) => {
    if (typeof text !== "string") return;
    for (const word of text.toLowerCase().match(/[a-z][a-z0-9-]{2,}/g) ?? [])
      words.add(word);
  };
  const records = JSON.parse(
    readFileSync(path.join(buildDir, recordsFile), "utf8"),
  ) as { hierarchy?: Record<string, unknown> }[];
  for (const record of records)
    for (const level of Object.values(record.hierarchy ?? {})) add(level);
  for (const { query } of readRelevanceQueries()) add(query);
  return [...words].sort().slice(0, 3000);
}

const headers: Record<string, string> = {
  "content-type": "text/plain",
  accept: "*/*",
  ...(acceptEncoding === "identity"
    ? {}
    : { "accept-encoding": acceptEncoding }),
};

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function runChild(spec: LoadSpec): Promise<LoadSummary> {
  const script = path.join(here, "support/load-client.mts");
  return new Promise((resolve, reject) => {
    // execArgv carries tsx's loader into the child.
    const child = spawn(
      process.execPath,
      [...process.execArgv, script, JSON.stringify(spec)],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    const killer = setTimeout(
      () => child.kill("SIGKILL"),
      (spec.duration + 30) * 1000,
    );
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(killer);
      if (code !== 0) reject(new Error(`load client exited with ${code}`));
      else
        resolve(JSON.parse(out.trim().split("\n").pop() ?? "") as LoadSummary);
    });
  });
}

const load = (spec: LoadSpec) => (inProcess ? runLoad(spec) : runChild(spec));

/** An answer as it went over the wire: still encoded, with its encoding. */
interface WireAnswer {
  bytes: Buffer;
  encoding: string | undefined;
}

/** Each rotating body's answer from our server, as sent. */
async function answersOnTheWire(url: string): Promise<Map<string, WireAnswer>> {
  const answers = new Map<string, WireAnswer>();
  for (const body of bodies) {
    // node:http rather than fetch, which would decompress the answer.
    const { status, answer } = await new Promise<{
      status: number;
      answer: WireAnswer;
    }>((resolve, reject) => {
      const req = request(
        url + searchPath,
        { method: "POST", headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              answer: {
                bytes: Buffer.concat(chunks),
                encoding: res.headers["content-encoding"],
              },
            }),
          );
        },
      );
      req.on("error", reject);
      req.end(body);
    });
    if (status !== 200) throw new Error(`search answered ${status}`);
    answers.set(body, answer);
  }
  return answers;
}

/** The median answer, sent for bodies that are not in the rotation. */
function medianAnswer(answers: Map<string, WireAnswer>): WireAnswer {
  const sorted = [...answers.values()].sort(
    (a, b) => a.bytes.length - b.bytes.length,
  );
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error("no answers");
  return median;
}

/**
 * The answer a baseline sends for `body`: the very bytes ours sent for it,
 * so the load client reads the same responses from every server. (A fixed
 * body of the median size, as this bench used before, made the client's own
 * work differ between servers: on this 2-core machine the client, not the
 * server, sets the pace, and some answers are several times the median.)
 */
function baselineAnswer(answers: Map<string, WireAnswer>) {
  const fallback = medianAnswer(answers);
  return (body: string) => {
    const { bytes, encoding } = answers.get(body) ?? fallback;
    return {
      bytes,
      headers: {
        "content-type": "application/json; charset=utf-8",
        "content-length": String(bytes.length),
        ...(encoding ? { "content-encoding": encoding } : {}),
      },
    };
  };
}

/** node:http alone: reads the body, answers its recorded bytes. */
function bareServer(answers: Map<string, WireAnswer>): Server {
  const answerFor = baselineAnswer(answers);
  return createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const { bytes, headers } = answerFor(Buffer.concat(chunks).toString());
      response.writeHead(200, headers);
      response.end(bytes);
    });
  });
}

/** Fastify and nothing else: one route, the same recorded answers. */
async function fastifyFloor(answers: Map<string, WireAnswer>) {
  const answerFor = baselineAnswer(answers);
  const floor = Fastify();
  floor.removeAllContentTypeParsers();
  floor.addContentTypeParser("*", { parseAs: "string" }, (_r, text, done) =>
    done(null, text),
  );
  floor.post("/1/indexes/:indexName/queries", async (request, reply) => {
    const { bytes, headers } = answerFor(String(request.body));
    return reply.headers(headers).send(bytes);
  });
  await floor.listen({ port: 0, host: "127.0.0.1" });
  const url = `http://127.0.0.1:${(floor.server.address() as AddressInfo).port}`;
  return { floor, url };
}

const corpusOk = await printCorpusFigures(buildDir);

const app = await buildApp({
  root: buildDir,
  search: { ...selfHostedCredentials },
});
await app.listen({ port: 0, host: "127.0.0.1" });
const oursUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

try {
  const wireAnswers = await answersOnTheWire(oursUrl);
  const typicalBytes = medianAnswer(wireAnswers).bytes.length;
  const bare = bareServer(wireAnswers);
  const bareUrl = await listen(bare);
  const { floor, url: floorUrl } = await fastifyFloor(wireAnswers);
  console.log(
    `Search load: ${bodies.length} DocSearch bodies in rotation, ${duration} s per run, ` +
      `Accept-Encoding "${acceptEncoding}", median answer ${typicalBytes} bytes on the wire (the baselines send the same bytes as ours for each body), ` +
      `autocannon ${inProcess ? "in-process" : "in a child process"}; build ${buildDir}\n`,
  );

  const words = vocabulary();
  const distinct = {
    words,
    template: JSON.stringify({
      requests: [docsearchBody("%QUERY%", defaultIndexName)],
    }),
  };
  console.log(
    `Uncached runs: every request a different query, from pairs of ${words.length} words of the records' headings and the relevance queries.\n`,
  );
  const rows: {
    connections: number;
    ours: LoadSummary;
    uncached: LoadSummary;
    floor: LoadSummary;
    bare: LoadSummary;
  }[] = [];
  for (const connections of connectionCounts) {
    const spec = (url: string, seconds: number): LoadSpec => ({
      url: url + searchPath,
      connections,
      duration: seconds,
      headers,
      bodies,
    });
    // Warm-up runs let the JIT settle before the measured one.
    await load(spec(oursUrl, warmupSeconds));
    const ours = await load(spec(oursUrl, duration));
    const uncached = await load({ ...spec(oursUrl, duration), distinct });
    await load(spec(bareUrl, warmupSeconds));
    const bareResult = await load(spec(bareUrl, duration));
    await load(spec(floorUrl, warmupSeconds));
    const floorResult = await load(spec(floorUrl, duration));
    rows.push({
      connections,
      ours,
      uncached,
      floor: floorResult,
      bare: bareResult,
    });
  }
  // Issue #9: a long run where every request is a new query; none may fail.
  let long: LoadSummary | null = null;
  if (longSeconds > 0) {
    long = await load({
      url: oursUrl + searchPath,
      connections: targetConnections,
      duration: longSeconds,
      headers,
      bodies,
      distinct,
    });
  }
  bare.close();
  await floor.close();

  console.log(
    "cached: the rotating bodies above, answered from the answer cache after their first round; uncached: a new query every request.",
  );
  const table = rows.map(
    ({ connections, ours, uncached, floor: f, bare: b }) => ({
      connections,
      "cached req/s": Math.round(ours.requestsPerSecond),
      "cached p50 ms": ours.p50,
      "cached p99 ms": ours.p99,
      "uncached req/s": Math.round(uncached.requestsPerSecond),
      "uncached p50 ms": uncached.p50,
      "uncached p99 ms": uncached.p99,
      "uncached/bare": Number(
        (uncached.requestsPerSecond / b.requestsPerSecond).toFixed(3),
      ),
      "fastify req/s": Math.round(f.requestsPerSecond),
      "fastify p99 ms": f.p99,
      "bare req/s": Math.round(b.requestsPerSecond),
      "bare p50 ms": b.p50,
      "bare p99 ms": b.p99,
      "cached/bare": Number(
        (ours.requestsPerSecond / b.requestsPerSecond).toFixed(3),
      ),
      "fastify/bare": Number(
        (f.requestsPerSecond / b.requestsPerSecond).toFixed(3),
      ),
      "ours errors":
        ours.errors + ours.non2xx + uncached.errors + uncached.non2xx,
    }),
  );
  console.table(table);

  if (long) {
    console.log(
      `\nLong run: ${longSeconds} s uncached at ${targetConnections} connections: ` +
        `${Math.round(long.requestsPerSecond)} req/s, p50 ${long.p50} ms, p99 ${long.p99} ms, ` +
        `${long.total} requests, errors and timeouts ${long.errors}, non-2xx ${long.non2xx}: ` +
        `${long.errors + long.non2xx === 0 ? "PASS" : "FAIL"}`,
    );
  }

  const atTarget = rows.find((row) => row.connections === targetConnections);
  if (!atTarget) {
    console.log(`\nNo run at ${targetConnections} connections: no verdict.`);
  } else {
    const ratio =
      atTarget.ours.requestsPerSecond / atTarget.bare.requestsPerSecond;
    const ratioOk = ratio >= targetRatio;
    const p99Limit = targetP99Ratio * atTarget.bare.p99;
    const p99Ok = atTarget.ours.p99 <= p99Limit;
    const clean =
      atTarget.ours.errors +
        atTarget.ours.non2xx +
        atTarget.uncached.errors +
        atTarget.uncached.non2xx +
        (long ? long.errors + long.non2xx : 0) ===
      0;
    console.log(`\nAt ${targetConnections} connections:`);
    console.log(
      `  throughput ${ratio.toFixed(3)}x bare (target >= ${targetRatio}): ${ratioOk ? "PASS" : "FAIL"}`,
    );
    console.log(
      `  p99 ${atTarget.ours.p99} ms (target <= ${targetP99Ratio}x bare's ${atTarget.bare.p99} ms = ${p99Limit} ms): ${p99Ok ? "PASS" : "FAIL"}`,
    );
    if (!clean) console.log("  errors or non-2xx answers: FAIL");
    const all = ratioOk && p99Ok && clean && corpusOk;
    console.log(`Verdict: ${all ? "PASS" : "FAIL"}`);
    if (!all) process.exitCode = 1;
  }
} finally {
  await app.close();
}

// The property-based fuzz test of the same API (tests/unit/search-fuzz.test.ts)
// runs in `npm test`; its count of generated requests is printed here too.
const fuzz = spawnSync(
  process.execPath,
  ["--import", "tsx", "--test", "tests/unit/search-fuzz.test.ts"],
  {
    cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."),
    encoding: "utf8",
  },
);
const fuzzed = /fuzzed (\d+) requests/.exec(fuzz.stdout)?.[1];
console.log(
  `\nFuzz test: ${fuzzed ?? "?"} generated requests over every route and parameter, ${fuzz.status === 0 ? "no 5xx and every answer in shape (PASS)" : "FAILED"}`,
);
if (fuzz.status !== 0) process.exitCode = 1;
