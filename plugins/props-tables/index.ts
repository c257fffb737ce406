import type { LoadContext, Plugin } from "@docusaurus/types";
import { collectPropsTableWarnings } from "./remark";

/**
 * Prints, once at the end of a build, what the props tables are missing
 * (props without a description, redundant descriptions). The tables
 * themselves are made by the remark plugin (remark.ts); add both to the
 * config: this plugin under `plugins`, remark.ts under the docs'
 * `remarkPlugins`.
 */
export default function propsTables(_context: LoadContext): Plugin {
  return {
    name: "props-tables",
    async postBuild() {
      const warnings = collectPropsTableWarnings();
      if (warnings.length === 0) return;
      console.warn(
        `[props-tables] ${warnings.length} warning${warnings.length === 1 ? "" : "s"}:\n${warnings.map((warning) => `  - ${warning}`).join("\n")}`,
      );
    },
  };
}
