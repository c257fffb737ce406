import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import type * as Preset from "@docusaurus/preset-classic";
import type { Config } from "@docusaurus/types";
import { circuitPreviews } from "./plugins/circuit-previews";
import remarkCliOptions from "./plugins/cli-reference/remark";
import { codeHighlight } from "./plugins/code-highlight";
import remarkCodeIncludes from "./plugins/code-includes/remark";
import remarkDiagrams from "./plugins/diagrams/remark";
import remarkFabricationFiles from "./plugins/fabrication-files/remark";
import remarkFootprints from "./plugins/footprints/remark";
import { remarkHydrationChunks } from "./plugins/hydration-chunks/remark";
import { markdownExport } from "./plugins/markdown-export";
import remarkPinnedVersions from "./plugins/pinned-versions/remark";
import remarkPinsTables from "./plugins/pins-tables/remark";
import { propsTables } from "./plugins/props-tables";
import remarkReleaseChanges from "./plugins/release-notes/remark";
import { buildOnlyEntries } from "./plugins/shared/build-only";
import remarkTableRegions from "./plugins/table-regions/remark";
import { analyticsFromEnv } from "./src/config/analytics";
import { earlySearchKeysScript } from "./src/config/early-search-keys";
import { codeTheme } from "./src/config/prism";
import { liveRedirects, redirects } from "./src/config/redirects";
import { searchFromEnv } from "./src/config/search";
import { contactEmail, copyrightLine, urls } from "./src/config/site";

// Node.js only: this file is evaluated at build time, never in the browser.

const docsDir = path.join(__dirname, "docs");
mkdirSync(path.join(__dirname, ".generated/static"), { recursive: true });

/** Docs are served from the site root, so `/a/b` is `docs/a/b.md(x)`. */
function docExists(route: string): boolean {
  const base = path.join(docsDir, route);
  return [".md", ".mdx", "/index.md", "/index.mdx"].some((ext) =>
    existsSync(base + ext),
  );
}

const search = searchFromEnv(process.env);

// Build-time plugins that are also remark plugins are registered once, so
// both halves share their state; options are validated here.
const prism = {
  theme: codeTheme,
  darkTheme: codeTheme,
  additionalLanguages: ["bash"],
};
// Code is highlighted at build with these colours and grammars, not in the browser.
const code = codeHighlight({
  theme: prism.theme,
  additionalLanguages: prism.additionalLanguages,
});
const circuits = circuitPreviews({
  siteDir: __dirname,
  highlight: code.highlight,
  workers: process.env.CIRCUIT_RENDER_WORKERS,
  timeoutMs: process.env.CIRCUIT_RENDER_TIMEOUT_MS,
});
const props = propsTables({ siteDir: __dirname });
const markdown = markdownExport({ siteDir: __dirname });

const config: Config = {
  title: "tscircuit docs",
  tagline: "Create Electronics with Typescript and React",
  favicon: "img/favicon.svg",
  url: urls.site,
  baseUrl: "/",
  organizationName: "tscircuit",
  projectName: "docs",
  trailingSlash: false,
  // Pictures rendered at build (circuit previews, footprints) are written
  // to .generated/static and served like static/.
  staticDirectories: ["static", ".generated/static"],

  future: {
    // Every v4 change except namespaced storage keys: the spec keeps the
    // colour mode under the plain "theme" key.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
  },

  onBrokenLinks: "throw",
  onBrokenAnchors: "throw",
  markdown: {
    hooks: { onBrokenMarkdownLinks: "throw" },
  },

  i18n: { defaultLocale: "en", locales: ["en"] },

  customFields: {
    analytics: analyticsFromEnv(process.env),
    search,
  },

  clientModules: [
    "./src/analytics/pageview.ts",
    "./src/navigation/idlePrefetch.ts",
  ],
  headTags: [
    {
      tagName: "script",
      attributes: {},
      innerHTML: earlySearchKeysScript,
    },
  ],

  presets: [
    [
      "classic",
      {
        docs: {
          routeBasePath: "/",
          sidebarPath: "./sidebars.ts",
          breadcrumbs: false,
          editUrl: `${urls.docsRepository}/edit/main/`,
          // Before Docusaurus's own, so the sections it writes get heading
          // ids and reach the table of contents.
          beforeDefaultRemarkPlugins: buildOnlyEntries([
            [remarkReleaseChanges, { siteDir: __dirname }],
          ]),
          // Their options stay out of the browser bundle (buildOnly).
          remarkPlugins: buildOnlyEntries([
            [remarkCodeIncludes, { siteDir: __dirname }],
            [remarkPinnedVersions, { siteDir: __dirname }],
            circuits.remarkPlugin,
            props.remarkPlugin,
            [
              remarkPinsTables,
              { siteDir: __dirname, timeoutMs: circuits.timeoutMs },
            ],
            [
              remarkFabricationFiles,
              { siteDir: __dirname, timeoutMs: circuits.timeoutMs },
            ],
            [remarkCliOptions, { siteDir: __dirname }],
            // After every plugin that adds code blocks, and before the
            // Markdown export, so its copy loses the highlight comments too.
            code.remarkPlugin,
            // Last: it serializes what the plugins above filled in.
            markdown.remarkPlugin,
            // After the export, which keeps the diagram's Mermaid source.
            [remarkDiagrams, { siteDir: __dirname }],
            [remarkFootprints, { siteDir: __dirname }],
            // After the export, which keeps the plain Markdown tables.
            remarkTableRegions,
            // Last: it wraps what every plugin above produced.
            remarkHydrationChunks,
          ]),
        },
        blog: false,
        theme: { customCss: "./src/css/custom.css" },
        // The search page is a tool, not content: it stays out of the sitemap.
        sitemap: { ignorePatterns: ["/search"] },
      } satisfies Preset.Options,
    ],
  ],

  plugins: buildOnlyEntries([
    "./plugins/short-tasks/index.ts",
    "./plugins/hydration-chunks/index.ts",
    code.plugin,
    circuits.plugin,
    props.plugin,
    markdown.plugin,
    "./plugins/site-search/index.ts",
    "./plugins/elements-index/index.ts",
    "./plugins/serve-manifest/index.ts",
    "./plugins/paint-first/index.ts",
    [
      "@docusaurus/plugin-client-redirects",
      { redirects: liveRedirects(redirects, docExists) },
    ],
  ]),

  themeConfig: {
    image: "img/social-card.png",
    colorMode: {
      defaultMode: "light",
      disableSwitch: false,
      // A visitor whose system is dark gets dark until they choose.
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: "examples-compiled-2025",
      content:
        'New to tscircuit? Build your first board in the browser with the <a href="/intro/quickstart-web">web quickstart</a>.',
      backgroundColor: "#0b3d2e",
      textColor: "#ffffff",
      isCloseable: true,
    },
    docs: {
      sidebar: { hideable: true, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar: {
      title: "tscircuit",
      hideOnScroll: true,
      logo: {
        alt: "tscircuit logo",
        src: "img/logo.svg",
        width: 32,
        height: 32,
      },
      items: [
        {
          to: "/intro/quickstart-web",
          position: "left",
          label: "Quickstart",
          // Highlighted on the Intro section only, not on every doc page.
          activeBaseRegex: "^/(intro/|category/intro$)",
        },
        { href: urls.blog, label: "Blog", position: "left" },
        { href: urls.onlineEditor, label: "Use Online", position: "left" },
        {
          href: urls.chat,
          position: "right",
          className: "navbar-icon-link navbar-icon-link--chat",
          "aria-label": "Chat with the community on Discord",
        },
        {
          href: urls.sourceCode,
          position: "right",
          className: "navbar-icon-link navbar-icon-link--source",
          "aria-label": "tscircuit source code on GitHub",
        },
      ],
    },
    footer: {
      style: "dark",
      links: [
        { label: "Terms of Service", href: urls.termsOfService },
        { label: "Privacy Policy", href: urls.privacyPolicy },
        { label: contactEmail, href: `mailto:${contactEmail}` },
      ],
      copyright: copyrightLine,
    },
    algolia: {
      appId: search.appId,
      apiKey: search.apiKey,
      indexName: search.indexName,
      contextualSearch: true,
      searchPagePath: "search",
      insights: false,
    },
    prism,
  } satisfies Preset.ThemeConfig,
};

export default config;
