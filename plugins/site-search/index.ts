import path from "node:path";
import type { Plugin } from "@docusaurus/types";
import { extractSite } from "../../search/records/extract-site";
import {
  writeAlgoliaRecords,
  writeAlgoliaSettings,
  writeCompactIndex,
} from "../../search/records/write-records";
import {
  recordsFile,
  settingsFile,
  staticIndexFile,
} from "../../src/config/search";

/**
 * The browser build of the real Algolia lite client. Node resolves the
 * package to its Node build; the browser build sits beside it.
 */
const realLiteClient = path.join(
  path.dirname(require.resolve("algoliasearch/lite")),
  "browser.js",
);

/**
 * Site search at build time.
 *
 * The theme's search page creates its Algolia client itself from
 * `algoliasearch/lite`. An alias sends that import to
 * src/search/searchPageClient.ts, which points the client at the site's own
 * search service when search is self-hosted; that module reaches the real
 * client under the name `@algolia-lite-client`.
 */
export default function siteSearch(): Plugin {
  return {
    name: "site-search",
    /**
     * Extracts the search records from the built pages, the way the DocSearch
     * crawler reads a Docusaurus site, into a JSON file that the site's
     * search service loads and that can be uploaded to an Algolia index.
     */
    async postBuild({ outDir, siteConfig }) {
      const started = performance.now();
      const { records, pages } = extractSite(outDir, {
        siteUrl: siteConfig.url,
      });
      await writeAlgoliaRecords(records, path.join(outDir, recordsFile));
      await writeAlgoliaSettings(path.join(outDir, settingsFile));
      const compactBytes = await writeCompactIndex(
        records,
        path.join(outDir, staticIndexFile),
      );
      console.log(
        `[site-search] ${records.length} records from ${pages.length} pages in ${Math.round(performance.now() - started)} ms → ${recordsFile}; ${staticIndexFile} ${Math.round(compactBytes / 1024)} KB for static hosts`,
      );
    },
    configureWebpack(_config, isServer, { currentBundler }) {
      return {
        // The engine, run in a worker on static hosts, takes its random
        // queryIDs from Node's crypto; the browser's serves instead. (An
        // alias cannot catch a "node:" request: the bundler refuses the
        // scheme before resolving.)
        plugins: isServer
          ? []
          : [
              new currentBundler.instance.NormalModuleReplacementPlugin(
                /^node:crypto$/,
                path.resolve(__dirname, "../../src/search/browserCrypto.ts"),
              ),
            ],
        resolve: {
          alias: {
            "algoliasearch/lite": path.resolve(
              __dirname,
              "../../src/search/searchPageClient.ts",
            ),
            "@algolia-lite-client": realLiteClient,
          },
        },
      };
    },
  };
}
