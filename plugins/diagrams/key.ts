/**
 * Names a rendered diagram by what decides its pixels: the Mermaid source,
 * the Mermaid version and our render settings. Editing a diagram, upgrading
 * Mermaid or changing a setting gives new names, so a stale picture is never
 * served for a changed diagram.
 */
import { createHash } from "node:crypto";
import { renderSettings } from "./settings";

export const mermaidVersion: string = (
  require("mermaid/package.json") as { version: string }
).version;

export function diagramKey(source: string): string {
  return createHash("sha256")
    .update(`mermaid ${mermaidVersion}\n`)
    .update(`${JSON.stringify(renderSettings)}\n`)
    .update(source.trim())
    .digest("hex")
    .slice(0, 16);
}
