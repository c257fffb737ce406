/**
 * Circuit examples: every ```tsx circuit fence of the docs is rendered
 * before the bundler runs (this plugin's `loadContent`), so a broken example
 * fails the build early with its file and line and the pictures are static
 * files by the time pages compile; the remark plugin (remark.ts) then swaps
 * each fence for a <CircuitPreview>. Both share one renderer.
 *
 * Register both with one call in docusaurus.config.ts:
 *   const circuits = circuitPreviews({ siteDir, workers, timeoutMs });
 *   remarkPlugins: [circuits.remarkPlugin], plugins: [circuits.plugin]
 */
import path from "node:path";
import type {
  LoadContext,
  Plugin,
  PluginConfig,
  PluginModule,
} from "@docusaurus/types";
import {
  type RawCircuitPreviewsOptions,
  validateCircuitPreviewsOptions,
} from "./options";
import { CircuitPreviews } from "./previews";
import remarkCircuitPreviews, { type RemarkCircuitOptions } from "./remark";
import { scanDocs } from "./scan";

interface PluginOptions {
  previews: CircuitPreviews;
}

function circuitPreviewsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Plugin {
  const docsDir = path.join(context.siteDir, "docs");
  const { previews } = options;
  return {
    name: "circuit-previews",
    async loadContent() {
      const examples = scanDocs(context.siteDir, docsDir);
      await previews.renderAll(examples);
      previews.publishOnly(examples);
    },
    getPathsToWatch() {
      return [path.join(docsDir, "**/*.{md,mdx}")];
    },
  };
}

circuitPreviewsPlugin.validateOptions = ({
  options,
}: {
  options: Partial<PluginOptions>;
}): PluginOptions => {
  if (!(options.previews instanceof CircuitPreviews))
    throw new Error(
      "circuit-previews: register the plugin through circuitPreviews() from plugins/circuit-previews, which shares its renderer with the remark plugin.",
    );
  return options as PluginOptions;
};

export function circuitPreviews(raw: RawCircuitPreviewsOptions): {
  plugin: PluginConfig;
  remarkPlugin: [typeof remarkCircuitPreviews, RemarkCircuitOptions];
  /** The validated render timeout, for other plugins that compile circuits. */
  timeoutMs: number;
} {
  const options = validateCircuitPreviewsOptions(raw);
  const previews = new CircuitPreviews({
    siteDir: options.siteDir,
    cacheDir: path.join(options.siteDir, ".generated/cache/circuits"),
    staticDir: path.join(options.siteDir, ".generated/static"),
    workers: options.workers,
    timeoutMs: options.timeoutMs,
  });
  return {
    plugin: [circuitPreviewsPlugin as PluginModule, { previews }],
    remarkPlugin: [
      remarkCircuitPreviews,
      { siteDir: options.siteDir, previews, highlight: options.highlight },
    ],
    timeoutMs: options.timeoutMs,
  };
}
