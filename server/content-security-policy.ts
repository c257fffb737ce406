/**
 * The Content-Security-Policy of the served site. Docusaurus puts a few small
 * inline scripts in every page (the colour-mode and announcement-bar set-up);
 * rather than allowing all inline scripts, the policy lists their hashes,
 * read from the build the server serves.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Parser } from "htmlparser2";
import { htmlFiles } from "../lib/html-files";

/** sha256 sources for every distinct inline script in the build's pages. */
export function inlineScriptHashes(root: string): string[] {
  const hashes = new Set<string>();
  // Parsed, not matched: a script's text as the browser reads and hashes it.
  let body: string | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === "script" && attributes.src === undefined) body = "";
    },
    ontext(text) {
      if (body !== null) body += text;
    },
    onclosetag(name) {
      if (name !== "script" || body === null) return;
      if (body.trim() !== "")
        hashes.add(
          `'sha256-${createHash("sha256").update(body).digest("base64")}'`,
        );
      body = null;
    },
  });
  for (const file of htmlFiles(root)) {
    parser.write(readFileSync(path.join(root, file), "utf8"));
    parser.end();
    parser.reset();
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
