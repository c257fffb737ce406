/**
 * The Content-Security-Policy of the served site. Docusaurus puts a few small
 * inline scripts in every page (the colour-mode and announcement-bar set-up);
 * rather than allowing all inline scripts, the policy lists their hashes,
 * read from the build the server serves.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { htmlFiles } from "../lib/html-files";

/** sha256 sources for every distinct inline script in the build's pages. */
export function inlineScriptHashes(root: string): string[] {
  const hashes = new Set<string>();
  const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
  for (const file of htmlFiles(root)) {
    const html = readFileSync(path.join(root, file), "utf8");
    for (const [, body] of html.matchAll(inlineScript)) {
      if (body.trim() === "") continue;
      hashes.add(
        `'sha256-${createHash("sha256").update(body).digest("base64")}'`,
      );
    }
  }
  return [...hashes].sort();
}

export function readConnectOrigins(root: string): string[] {
  const file = path.join(root, ".serve.json");
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, "utf8")) as {
    connectOrigins?: string[];
  };
  return manifest.connectOrigins ?? [];
}

/** Directives in the shape @fastify/helmet takes. */
export function contentSecurityPolicy(root: string): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...inlineScriptHashes(root)],
    // React and Mermaid set style attributes; styles cannot run code.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'", ...readConnectOrigins(root)],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}
