/** What the production build in `build/` contains, for tests to iterate over. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export const repoRoot = path.resolve(__dirname, "..");
export const buildDir = path.join(repoRoot, "build");

/** Reads a spec list (one entry a line, `#` comments). */
export function readSpecLines(file: string): string[] {
  return readFileSync(path.join(repoRoot, "spec", file), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
}

export const specRoutes = (): string[] => readSpecLines("routes.txt");

/** The HTML file the build emits for a route (`trailingSlash: false`). */
export function builtFileFor(route: string, dir = buildDir): string | null {
  const candidates =
    route === "/"
      ? ["index.html"]
      : [`${route.slice(1)}.html`, `${route.slice(1)}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(dir, candidate);
    if (existsSync(file)) return file;
  }
  return null;
}

export const buildHasRoute = (route: string): boolean =>
  builtFileFor(route) !== null;

/** Every page the build lists in its sitemap, as site paths. */
export function builtPages(dir = buildDir): string[] {
  const sitemapFile = path.join(dir, "sitemap.xml");
  if (!existsSync(sitemapFile)) {
    throw new Error(`No ${sitemapFile}: run "npm run build" before the tests.`);
  }
  const xml = readFileSync(sitemapFile, "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const pathname = new URL(match[1]).pathname;
    return pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  });
}
