/**
 * The site's real server (server/app.ts) over the search fixture pages,
 * listening on a random local port, for tests that drive it with Algolia's
 * own clients over HTTP. Its records are extracted from the fixture pages
 * and written as the build writes them, so the service loads exactly what
 * it loads in production.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { liteClient } from "algoliasearch/lite";
import { extractSite } from "../../search/records/extract-site";
import type { DocSearchRecord } from "../../search/records/types";
import { writeAlgoliaRecords } from "../../search/records/write-records";
import { buildApp } from "../../server/app";
import {
  defaultIndexName,
  recordsFile,
  selfHostedCredentials,
} from "../../src/config/search";

export const fixturePages = path.join(__dirname, "../fixtures/search/build");

export interface RunningSearchService {
  /** "127.0.0.1:port", as Algolia's clients take a host. */
  host: string;
  hostname: string;
  port: number;
  appId: string;
  apiKey: string;
  indexName: string;
  /** The records the service loaded, as written to the records file. */
  records: DocSearchRecord[];
  close(): Promise<void>;
}

export async function startSearchService(): Promise<RunningSearchService> {
  const root = mkdtempSync(path.join(tmpdir(), "search-service-"));
  cpSync(fixturePages, root, { recursive: true });
  const { records } = extractSite(fixturePages, {
    siteUrl: "https://docs.tscircuit.com",
  });
  await writeAlgoliaRecords(records, path.join(root, recordsFile));
  const app = await buildApp({ root, search: selfHostedCredentials });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    hostname: "127.0.0.1",
    port,
    appId: selfHostedCredentials.appId,
    apiKey: selfHostedCredentials.apiKey,
    indexName: defaultIndexName,
    records,
    async close() {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The lite client the site ships (DocSearch's), pointed at the service. */
export function liteClientFor(
  service: RunningSearchService,
): ReturnType<typeof liteClient> {
  return liteClient(service.appId, service.apiKey, {
    hosts: [
      {
        url: service.hostname,
        port: service.port,
        protocol: "http",
        accept: "read",
      },
    ],
  });
}

/**
 * Collects unhandled promise rejections while a suite runs: a client whose
 * error escapes its promise chain can take a Node process down.
 */
export function watchUnhandledRejections(): {
  rejections: unknown[];
  stop(): void;
} {
  const rejections: unknown[] = [];
  const listener = (reason: unknown) => rejections.push(reason);
  process.on("unhandledRejection", listener);
  return {
    rejections,
    stop: () => process.off("unhandledRejection", listener),
  };
}

/** The fixture's records of one page (its URL without anchor ends so). */
export function recordsOfPage(
  records: readonly DocSearchRecord[],
  pathEnd: string,
): DocSearchRecord[] {
  return records.filter((record) =>
    record.url_without_anchor.endsWith(pathEnd),
  );
}

/** The one record matching `test`; throws unless there is exactly one. */
export function theRecord(
  records: readonly DocSearchRecord[],
  test: (record: DocSearchRecord) => boolean,
): DocSearchRecord {
  const found = records.filter(test);
  if (found.length !== 1) {
    throw new Error(`expected one fixture record, found ${found.length}`);
  }
  return found[0] as DocSearchRecord;
}

/** How many records hold each value of a facet attribute. */
export function facetCounts(
  records: readonly DocSearchRecord[],
  attribute: "type" | "docusaurus_tag" | "language" | "version",
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const record of records) {
    const value = record[attribute];
    if (typeof value === "string") counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts;
}
