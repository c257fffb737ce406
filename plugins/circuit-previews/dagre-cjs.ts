/**
 * `@tscircuit/core` lays out system block diagrams with `@dagrejs/dagre`.
 * Loaded through tsx, as the render worker is, core gets dagre's ES module
 * build with a default export lacking `graphlib`, and every
 * `<systemblock.page>` throws "reading 'Graph'". Resolving dagre by its
 * CommonJS entry, as plain Node does for core, gives the full object.
 * Import this module before `@tscircuit/core`.
 */
import { register } from "node:module";

const hook = `export async function resolve(specifier, context, next) {
  return specifier === "@dagrejs/dagre"
    ? next(specifier, { ...context, conditions: ["require", "node", "default"] })
    : next(specifier, context);
}`;

register(`data:text/javascript,${encodeURIComponent(hook)}`);
