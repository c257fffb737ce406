/**
 * Props tables: `<PropsTable element="resistor" />` filled at build from
 * `@tscircuit/props` (remark.ts), and the build's warnings (props without a
 * description, redundant ones) printed once at the end (this plugin).
 *
 * Register both with one call in docusaurus.config.ts:
 *   const props = propsTables({ siteDir });
 *   remarkPlugins: [props.remarkPlugin], plugins: [props.plugin]
 */
import type {
  LoadContext,
  Plugin,
  PluginConfig,
  PluginModule,
} from "@docusaurus/types";
import { contentDataFiles } from "../shared/cache-dependencies";
import remarkPropsTables, {
  PropsTableWarnings,
  type RemarkPropsTablesOptions,
} from "./remark";

interface PluginOptions {
  warnings: PropsTableWarnings;
}

function propsTablesPlugin(
  context: LoadContext,
  options: PluginOptions,
): Plugin {
  return {
    name: "props-tables",
    configureWebpack(config) {
      // Only where Docusaurus turned the persistent cache on; its own build
      // dependencies are kept (webpack-merge joins the arrays).
      const experiments = config.experiments as { cache?: unknown } | undefined;
      if (typeof experiments?.cache !== "object") return {};
      return {
        experiments: {
          cache: { buildDependencies: contentDataFiles(context.siteDir) },
        },
      } as never;
    },
    async postBuild() {
      const warnings = options.warnings.all();
      if (warnings.length === 0) return;
      console.warn(
        `[props-tables] ${warnings.length} warning${warnings.length === 1 ? "" : "s"}:\n${warnings.map((warning) => `  - ${warning}`).join("\n")}`,
      );
    },
  };
}

propsTablesPlugin.validateOptions = ({
  options,
}: {
  options: Partial<PluginOptions>;
}): PluginOptions => {
  if (!(options.warnings instanceof PropsTableWarnings))
    throw new Error(
      "props-tables: register the plugin through propsTables() from plugins/props-tables, which shares its warnings with the remark plugin.",
    );
  return options as PluginOptions;
};

export function propsTables(options: { siteDir: string }): {
  plugin: PluginConfig;
  remarkPlugin: [typeof remarkPropsTables, RemarkPropsTablesOptions];
} {
  if (typeof options.siteDir !== "string" || options.siteDir === "")
    throw new Error("props-tables: siteDir must be the site's directory.");
  const warnings = new PropsTableWarnings();
  return {
    plugin: [propsTablesPlugin as PluginModule, { warnings }],
    remarkPlugin: [remarkPropsTables, { siteDir: options.siteDir, warnings }],
  };
}
