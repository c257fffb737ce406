/**
 * Build-time syntax highlighting, registered once for both of its halves:
 *
 *   const code = codeHighlight({ theme, additionalLanguages });
 *   remarkPlugins: [..., code.remarkPlugin], plugins: [code.plugin]
 *
 * The remark plugin highlights fences into HTML (highlight.ts); the plugin
 * keeps Prism out of the browser bundles by replacing the theme's client
 * module that loads Prism's extra grammars, which nothing needs once no code
 * is highlighted in the browser. `highlight` is for other plugins that show
 * code (circuit examples).
 */
import path from "node:path";
import type { Plugin } from "@docusaurus/types";
import type { PrismTheme } from "prism-react-renderer";
import { highlightToHtml } from "./highlight";
import remarkCodeHighlight, { type RemarkCodeHighlightOptions } from "./remark";

export interface CodeHighlightOptions {
  theme: PrismTheme;
  additionalLanguages?: readonly string[];
}

/** The theme's client module that registers extra Prism grammars. */
export const prismClientModule =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

export function validateCodeHighlightOptions(
  options: CodeHighlightOptions,
): CodeHighlightOptions {
  if (!options.theme || !Array.isArray(options.theme.styles))
    throw new Error(
      "code-highlight: theme must be a prism-react-renderer theme ({ plain, styles }).",
    );
  for (const language of options.additionalLanguages ?? [])
    if (!/^[a-z0-9-]+$/.test(language))
      throw new Error(
        `code-highlight: "${language}" is not a Prism language name.`,
      );
  return options;
}

export function codeHighlight(raw: CodeHighlightOptions): {
  plugin: () => Plugin;
  remarkPlugin: [typeof remarkCodeHighlight, RemarkCodeHighlightOptions];
  highlight: (code: string, language: string) => string;
} {
  const options = validateCodeHighlightOptions(raw);
  return {
    plugin: () => ({
      name: "code-highlight",
      configureWebpack(_config, _isServer, utils) {
        const webpack = utils.currentBundler.instance;
        return {
          plugins: [
            new webpack.NormalModuleReplacementPlugin(
              prismClientModule,
              path.join(__dirname, "no-browser-prism.js"),
            ),
          ],
        };
      },
    }),
    remarkPlugin: [remarkCodeHighlight, options],
    highlight: (code, language) => highlightToHtml(code, language, options),
  };
}
