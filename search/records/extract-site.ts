import { readFileSync } from "node:fs";
import path from "node:path";
import { htmlFiles } from "../../lib/html-files";
import { extractRecords } from "./extract-records";
import type { DocSearchRecord } from "./types";

export interface ExtractSiteOptions {
  /**
   * Origin put before each page path, e.g. "https://docs.tscircuit.com".
   * Without it record URLs are paths such as "/intro/installation".
   */
  siteUrl?: string;
  pageRank?: number;
}

export interface SitePage {
  /** The HTML file, relative to the build folder, with `/` separators. */
  file: string;
  url: string;
  records: number;
}

/** Matches the page Docusaurus writes for each client-side redirect. */
const refreshMeta = /<meta\b[^>]*\bhttp-equiv\s*=\s*["']?refresh\b/i;

/** Every record of every page of a Docusaurus build, pages in path order. */
export function extractSite(
  buildDir: string,
  options: ExtractSiteOptions = {},
): { records: DocSearchRecord[]; pages: SitePage[] } {
  const records: DocSearchRecord[] = [];
  const pages: SitePage[] = [];
  for (const file of htmlFiles(buildDir)) {
    if (file === "404.html") continue;
    const html = readFileSync(path.join(buildDir, file), "utf8");
    if (refreshMeta.test(html)) continue;
    const route = pagePath(file);
    const url = pageUrl(route, options.siteUrl);
    const pageRecords = extractRecords(html, url, {
      // Category index pages repeat the summaries of the pages they list;
      // the pages themselves should answer first.
      pageRank: route.startsWith("/category/")
        ? (options.pageRank ?? 0) - 1
        : options.pageRank,
    });
    records.push(...pageRecords);
    pages.push({ file, url, records: pageRecords.length });
  }
  return { records, pages };
}

/** `a/b.html` → `/a/b`, `a/index.html` → `/a`, `index.html` → `/`. */
export function pagePath(file: string): string {
  const withoutExtension = file.replace(/\.html$/, "");
  const segments = withoutExtension.split("/");
  if (segments.at(-1) === "index") segments.pop();
  return `/${segments.join("/")}`;
}

function pageUrl(pathname: string, siteUrl: string | undefined): string {
  return siteUrl ? new URL(pathname, siteUrl).href : pathname;
}
