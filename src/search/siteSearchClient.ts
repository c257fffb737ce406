/**
 * The Algolia lite client, pointed at this site's own origin when the search
 * is self-hosted. It keeps the real client's transport: retries, the 1 s /
 * 2 s / 30 s connect, read and write timeouts, and marking a failing host down.
 * Where no service answers (a static host), its requests are answered in the
 * browser instead (staticFallback.ts).
 */

// The real client: `algoliasearch/lite` itself is aliased to searchPageClient.
import { liteClient } from "@algolia-lite-client";
import siteConfig from "@generated/docusaurus.config";
import { type SearchConfig, staticIndexFile } from "../config/search";
import { createFallbackRequester } from "./staticFallback";

type LiteClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;
type Host = NonNullable<LiteClientOptions["hosts"]>[number];

export const searchConfig = siteConfig.customFields?.search as SearchConfig;

/** The host of the page itself, in the client's host shape. */
export function originHost(location: {
  protocol: string;
  hostname: string;
  port: string;
}): Host {
  return {
    url: location.hostname,
    port: location.port ? Number(location.port) : undefined,
    protocol: location.protocol === "http:" ? "http" : "https",
    accept: "readWrite",
  };
}

export function createSiteSearchClient(
  appId: string,
  apiKey: string,
  options: LiteClientOptions = {},
): ReturnType<typeof liteClient> {
  if (!searchConfig?.selfHosted || typeof window === "undefined") {
    return liteClient(appId, apiKey, options);
  }
  return liteClient(appId, apiKey, {
    ...options,
    hosts: [originHost(window.location)],
    // Without the service (a static host), the engine runs in the browser.
    requester: createFallbackRequester({
      indexName: searchConfig.indexName,
      indexUrl: new URL(
        `${siteConfig.baseUrl}${staticIndexFile}`,
        window.location.href,
      ).href,
    }),
  });
}
