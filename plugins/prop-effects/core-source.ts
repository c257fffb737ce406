/**
 * Whether the code of the installed `@tscircuit/core` names a prop at all,
 * or `@tscircuit/props` does outside the prop's declaration (a transform).
 * The probe marks a prop only when its circuits saw no change AND the
 * core's code never names it: a prop the core reads somewhere may well
 * need a context the probe's small circuits lack (a parts engine, a panel,
 * a layout mode), so seeing no change there proves nothing.
 *
 * Names are matched as whole words in dist/*.js with comments at the
 * start of a line removed (JSDoc blocks, `//` lines). A name in a string
 * or a message counts as named: it errs towards not marking.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

let cached: { dir: string; text: string } | undefined;

function coreDistDir(): string {
  // The package exports neither package.json nor a require() entry.
  return path.resolve(__dirname, "../../node_modules/@tscircuit/core/dist");
}

/** The code of core's dist files, less line-leading comments. */
export function stripComments(source: string): string {
  return source
    .replace(/^\s*\/\*[\s\S]*?\*\//gm, "")
    .replace(/^\s*\/\/.*$/gm, "");
}

function coreText(dir = coreDistDir()): string {
  if (cached?.dir === dir) return cached.text;
  const text = readdirSync(dir)
    .filter((name) => name.endsWith(".js"))
    .sort()
    .map((name) => stripComments(readFileSync(path.join(dir, name), "utf8")))
    .join("\n");
  cached = { dir, text };
  return text;
}

const escapeRegExp = (name: string) =>
  name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** True when `name` occurs as a word in the code (not a comment) of `text`, or of the installed core. */
export function coreNames(name: string, text?: string): boolean {
  return new RegExp(`(?<![\\w$])${escapeRegExp(name)}(?![\\w$])`).test(
    text === undefined ? coreText() : stripComments(text),
  );
}

let propsCode: string | undefined;

/**
 * True when `name` occurs in `@tscircuit/props`' code other than as a key
 * (`name: z.boolean()`, `name: true` in an omit): in a schema's transform,
 * which may hand its value to another prop the core reads
 * (`a.holeHeight ??= a.innerHeight`, `props.connectsFromAbove`).
 */
export function propsTransformNames(name: string, text?: string): boolean {
  propsCode ??= stripComments(
    readFileSync(
      path.resolve(
        __dirname,
        "../../node_modules/@tscircuit/props/dist/index.js",
      ),
      "utf8",
    ),
  );
  const code = text === undefined ? propsCode : stripComments(text);
  const word = new RegExp(`(?<![\\w$])${escapeRegExp(name)}(?![\\w$])`);
  const key = new RegExp(`^\\s*["']?${escapeRegExp(name)}["']?\\s*:`);
  return code.split("\n").some((line) => word.test(line) && !key.test(line));
}

/** Either: the prop may be read, so no change in the probe proves nothing. */
export function codeNames(name: string): boolean {
  return coreNames(name) || propsTransformNames(name);
}
