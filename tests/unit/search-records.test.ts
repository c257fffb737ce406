import assert from "node:assert/strict";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { searchableAttributes } from "../../search/engine/attributes";
import { extractRecords } from "../../search/records/extract-records";
import { extractSite, pagePath } from "../../search/records/extract-site";
import { objectIdFor } from "../../search/records/object-id";
import {
  writeAlgoliaRecords,
  writeAlgoliaSettings,
} from "../../search/records/write-records";

const fixtureBuild = path.join(__dirname, "../fixtures/search/build");

/** A Docusaurus-like doc page around `article`, with navbar and sidebar. */
function page(
  article: string,
  options: { head?: string; sidebar?: string; navbar?: string } = {},
): string {
  return `<!doctype html><html><head>
    <title>Page | tscircuit docs</title>
    <meta name="docsearch:language" content="en">
    ${options.head ?? ""}
  </head><body>
    <nav class="navbar"><div class="navbar__items">
      ${options.navbar ?? '<a class="navbar__item navbar__link" href="/">Docs</a>'}
    </div></nav>
    <aside class="theme-doc-sidebar-container"><nav class="menu"><ul class="menu__list">
      ${options.sidebar ?? ""}
    </ul></nav></aside>
    <main><article>${article}</article></main>
    <footer class="footer"><ul><li>Footer link</li></ul></footer>
  </body></html>`;
}

const activeCategory = (label: string, inner = "") =>
  `<li class="menu__list-item"><div class="menu__list-item-collapsible">
    <a class="menu__link menu__link--sublist menu__link--active" href="#">${label}</a>
    <button class="clean-btn menu__caret"></button></div>
    <ul class="menu__list">${inner}</ul></li>`;

const heading = (level: number, id: string, text: string) =>
  `<h${level} class="anchor" id="${id}">${text}<a href="#${id}" class="hash-link" aria-label="Direct link">&#8203;</a></h${level}>`;

describe("extractRecords: hierarchy", () => {
  it("takes lvl0 from the deepest active sidebar category", () => {
    // Given a page inside "Guides" > "Routing" in the sidebar
    const html = page("<header><h1>Autorouting</h1></header><p>Text.</p>", {
      navbar:
        '<a class="navbar__item navbar__link navbar__link--active" href="/">Docs</a>',
      sidebar: activeCategory(
        "Guides",
        activeCategory(
          "Routing",
          '<li><a class="menu__link menu__link--active">Autorouting</a></li>',
        ),
      ),
    });
    // When records are extracted, then each has lvl0 "Routing"
    const records = extractRecords(html, "/guides/autorouting");
    assert.deepEqual(
      records.map((r) => r.hierarchy.lvl0),
      ["Routing", "Routing"],
    );
  });

  it("falls back to the active navbar item, then to Documentation", () => {
    const withNavbar = page("<h1>Blog</h1><p>Hello.</p>", {
      navbar:
        '<a class="navbar__item navbar__link navbar__link--active" href="/blog">Blog</a>',
    });
    assert.equal(
      extractRecords(withNavbar, "/blog")[0]?.hierarchy.lvl0,
      "Blog",
    );
    const bare = page("<h1>Home</h1><p>Hello.</p>");
    assert.equal(extractRecords(bare, "/")[0]?.hierarchy.lvl0, "Documentation");
  });

  it("gives each record the title and the headings above it", () => {
    // Given h2 > h3 nesting followed by a second h2
    const html = page(`<header><h1>Board</h1></header>
      <p>Intro.</p>
      ${heading(2, "layout", "Layout")}
      ${heading(3, "grid", "Grid")}
      <p>Grid text.</p>
      ${heading(2, "routing", "Routing")}
      <p>Routing text.</p>`);
    const records = extractRecords(html, "/elements/board");
    const summary = records.map((r) => [
      r.type,
      r.hierarchy.lvl1,
      r.hierarchy.lvl2,
      r.hierarchy.lvl3,
      r.content,
    ]);
    // Then the second h2 clears the h3 above it
    assert.deepEqual(summary, [
      ["lvl1", "Board", null, null, null],
      ["content", "Board", null, null, "Intro."],
      ["lvl2", "Board", "Layout", null, null],
      ["lvl3", "Board", "Layout", "Grid", null],
      ["content", "Board", "Layout", "Grid", "Grid text."],
      ["lvl2", "Board", "Routing", null, null],
      ["content", "Board", "Routing", null, "Routing text."],
    ]);
  });

  it("weighs headings like DocSearch and numbers records in page order", () => {
    const html = page(
      `<h1>T</h1>${heading(2, "a", "A")}${heading(3, "b", "B")}<p>x</p>`,
    );
    const records = extractRecords(html, "/t", { pageRank: 5 });
    assert.deepEqual(
      records.map((r) => r.weight),
      [
        { pageRank: 5, level: 100, position: 0 },
        { pageRank: 5, level: 90, position: 1 },
        { pageRank: 5, level: 80, position: 2 },
        { pageRank: 5, level: 0, position: 3 },
      ],
    );
  });
});

describe("extractRecords: URLs and anchors", () => {
  const html = page(`<header><h1>Trace</h1></header>
    <p>Before any section.</p>
    ${heading(2, "width", "Width")}
    <p>In the width section.</p>`);
  const records = extractRecords(
    html,
    "https://docs.tscircuit.com/elements/trace",
  );

  it("has no anchor before the first h2", () => {
    for (const r of records.slice(0, 2)) {
      assert.equal(r.url, "https://docs.tscircuit.com/elements/trace");
      assert.equal(r.anchor, null);
    }
  });

  it("points records after a heading at the heading's id", () => {
    for (const r of records.slice(2)) {
      assert.equal(r.url, "https://docs.tscircuit.com/elements/trace#width");
      assert.equal(
        r.url_without_anchor,
        "https://docs.tscircuit.com/elements/trace",
      );
      assert.equal(r.anchor, "width");
    }
  });

  it("gives stable, distinct objectIDs", () => {
    const again = extractRecords(
      html,
      "https://docs.tscircuit.com/elements/trace",
    );
    assert.deepEqual(
      again.map((r) => r.objectID),
      records.map((r) => r.objectID),
    );
    assert.equal(new Set(records.map((r) => r.objectID)).size, records.length);
  });
});

describe("extractRecords: content", () => {
  it("takes text from paragraphs, list items and table rows", () => {
    const html = page(`<h1>Props</h1>
      <p>A   paragraph
         over lines.</p>
      <ul><li>First <ul><li>Nested</li></ul></li><li><p>In a p</p></li></ul>
      <table><tr><th>Name</th><th>Meaning</th></tr><tr><td>pcbX</td><td>Offset<br>in mm</td></tr></table>`);
    const contents = extractRecords(html, "/props")
      .filter((r) => r.type === "content")
      .map((r) => r.content);
    assert.deepEqual(contents, [
      "A paragraph over lines.",
      "First",
      "Nested",
      "In a p",
      "pcbX — Offset in mm",
    ]);
  });

  it("makes one record of a table row, its row heading included, and none of the head", () => {
    // Given a props table as PropsTable renders it: column headings in
    // thead, each prop's name in a row heading
    const html = page(`<h1>Chip</h1>
      <table><thead><tr><th scope="col">Prop</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
      <tbody><tr><th scope="row"><code>pinLabels</code></th><td><code>Record&lt;string, string&gt;</code></td><td>Names for the pins.</td></tr>
      <tr><th scope="row"><code>schWidth</code></th><td></td><td>Width of the box.</td></tr></tbody></table>`);
    // When records are extracted
    const contents = extractRecords(html, "/elements/chip")
      .filter((r) => r.type === "content")
      .map((r) => r.content);
    // Then each row is one record that starts with the prop's name, its
    // text escaped as the DocSearch crawler stores it
    assert.deepEqual(contents, [
      "pinLabels — Record&lt;string, string&gt; — Names for the pins.",
      "schWidth — Width of the box.",
    ]);
  });

  it("marks items made mostly of links to other pages as pointers", () => {
    // Given a "where to go next" list and a paragraph with one link in it
    const html = page(`<h1>Resistor</h1>
      <ul><li><a href="/guides/importing-from-kicad">Importing from KiCad</a>: its footprints.</li></ul>
      <p>A resistor limits current; see <a href="/elements/led">LED</a> for one use of it in a circuit.</p>
      <p><a href="#props">Props</a> below.</p>`);
    // When records are extracted
    const records = extractRecords(html, "/elements/resistor").filter(
      (r) => r.type === "content",
    );
    // Then only the list item, mostly another page's name, is a pointer;
    // a link within the page does not count
    assert.deepEqual(
      records.map((r) => [r.content, r.weight.pointer === true]),
      [
        ["Importing from KiCad: its footprints.", true],
        [
          "A resistor limits current; see LED for one use of it in a circuit.",
          false,
        ],
        ["Props below.", false],
      ],
    );
  });

  it("leaves out page controls marked data-search-ignore", () => {
    const html = page(`<h1>Resistor</h1>
      <div data-search-ignore=""><ul><li><a href="/elements/resistor.md">View as Markdown</a></li></ul></div>
      <p data-search-ignore><a href="https://tscircuit.com/editor">Open in the online editor</a></p>
      <p>Kept.</p>`);
    const contents = extractRecords(html, "/elements/resistor")
      .filter((r) => r.type === "content")
      .map((r) => r.content);
    assert.deepEqual(contents, ["Kept."]);
  });

  it("keeps shell commands as one paragraph per block", () => {
    // Given a page with a bash block (Prism lines, a prompt) and a tsx block
    const shellBlock = (lines: string[]) =>
      `<div class="language-bash codeBlockContainer_x theme-code-block"><div><pre class="prism-code language-bash"><code>${lines
        .map((line) => `<span class="token-line">${line}</span>`)
        .join("\n")}</code></pre><button>Copy</button></div></div>`;
    const html = page(
      `${heading(1, "t", "Quickstart")}${heading(2, "publish", "Publish")}
      ${shellBlock(["tsci login", "$ tsci push"])}
      <div class="language-tsx theme-code-block"><pre class="prism-code language-tsx"><code>const x = 1</code></pre></div>`,
    );
    // When records are extracted
    const records = extractRecords(html, "/intro/quickstart");
    // Then the commands are one content record under their heading
    const commands = records.filter((r) => r.content?.includes("tsci"));
    assert.deepEqual(
      commands.map((r) => [r.content, r.anchor]),
      [["tsci login; tsci push", "publish"]],
    );
    // And the tsx block and the copy button stay out
    const text = JSON.stringify(records);
    assert.ok(!text.includes("const x"));
    assert.ok(!text.includes("Copy"));
  });

  it("leaves out navigation, anchors, tabs and code blocks", () => {
    // Given the fixture page with breadcrumbs, TOC, footer, tabs and code
    const html = readFileSync(
      path.join(fixtureBuild, "elements/resistor.html"),
      "utf8",
    );
    const records = extractRecords(html, "/elements/resistor");
    const text = JSON.stringify(records.map((r) => [r.hierarchy, r.content]));
    for (const noise of [
      "Home", // breadcrumbs
      "On this page", // mobile TOC
      "Edit this page", // doc footer
      "Discord", // site footer
      "Capacitor", // sidebar and pagination
      "Copy", // code block button
      'name=\\"R1\\"', // code block line
      'name=\\"R2\\"', // code block inside a list item
      "\u200b", // hash-link character
      "#",
    ]) {
      assert.ok(!text.includes(noise), `records contain ${noise}`);
    }
    // And inline code inside prose is kept as text
    assert.ok(
      records.some(
        (r) =>
          r.content ===
          "The &lt;resistor /&gt; element limits current through a trace.",
      ),
    );
  });

  it("stores text HTML-escaped as the DocSearch scraper does, its objectID from the stored text", () => {
    const html = page(`<h1>Tips &amp; <code>&lt;chip&gt;</code></h1>
      <h2 id="q">Don't "quote" me</h2><p>Use <code>&lt;resistor value="1k" /&gt;</code> &amp; more.</p>`);
    const records = extractRecords(html, "/tips");
    const [title, subheading, paragraph] = records;
    // <, >, " and ' become references; & stays as it is
    assert.equal(title?.hierarchy.lvl1, "Tips & &lt;chip&gt;");
    assert.equal(subheading?.hierarchy.lvl2, "Don&#x27;t &quot;quote&quot; me");
    assert.equal(
      paragraph?.content,
      "Use &lt;resistor value=&quot;1k&quot; /&gt; & more.",
    );
    // The ID can be worked out again from the record as stored
    assert.equal(
      paragraph?.objectID,
      objectIdFor(paragraph.url, "content", 2, paragraph.content ?? ""),
    );
    assert.equal(
      subheading?.objectID,
      objectIdFor(subheading.url, "lvl2", 1, subheading.hierarchy.lvl2 ?? ""),
    );
  });

  it("drops heading anchor links, whether zero-width or '#'", () => {
    const html = page(`<h1>Pins</h1>
      <h2 id="a">Pin labels<a class="hash-link" href="#a">#</a></h2>
      <h3 id="b">C# bindings<a class="hash-link" href="#b">&#8203;</a></h3>`);
    const headings = extractRecords(html, "/pins").map(
      (r) => r.hierarchy[r.type === "lvl3" ? "lvl3" : "lvl2"],
    );
    assert.deepEqual(headings, [null, "Pin labels", "C# bindings"]);
  });

  it("reads language, docusaurus_tag and version from the docsearch meta tags", () => {
    const html = page("<h1>T</h1><p>x</p>", {
      head: `<meta name="docsearch:version" content="current">
        <meta name="docsearch:docusaurus_tag" content="docs-default-current">`,
    });
    const [first] = extractRecords(html, "/t");
    assert.equal(first?.language, "en");
    assert.equal(first?.docusaurus_tag, "docs-default-current");
    assert.equal(first?.version, "current");
  });

  it("yields nothing for noindex pages or pages without an article", () => {
    const noindex = page("<h1>Draft</h1><p>x</p>", {
      head: '<meta name="robots" content="noindex, nofollow">',
    });
    assert.deepEqual(extractRecords(noindex, "/draft"), []);
    assert.deepEqual(
      extractRecords("<html><body><h1>Hi</h1><p>x</p></body></html>", "/"),
      [],
    );
  });
});

describe("extractSite", () => {
  it("maps built files to page paths", () => {
    assert.equal(pagePath("index.html"), "/");
    assert.equal(pagePath("intro/installation.html"), "/intro/installation");
    assert.equal(
      pagePath("category/elements/index.html"),
      "/category/elements",
    );
  });

  it("extracts every page but the 404 page and redirect pages", () => {
    // Given the fixture build: 3 pages, a noindex page, a 404 and a redirect
    const { records, pages } = extractSite(fixtureBuild, {
      siteUrl: "https://docs.tscircuit.com",
    });
    assert.deepEqual(
      pages.map((p) => [p.file, p.url]),
      [
        ["draft.html", "https://docs.tscircuit.com/draft"],
        [
          "elements/resistor.html",
          "https://docs.tscircuit.com/elements/resistor",
        ],
        ["index.html", "https://docs.tscircuit.com/"],
        [
          "intro/installation.html",
          "https://docs.tscircuit.com/intro/installation",
        ],
      ],
    );
    assert.equal(pages[0]?.records, 0);
    assert.equal(
      records.length,
      pages.reduce((sum, p) => sum + p.records, 0),
    );
    assert.deepEqual(
      [...new Set(records.map((r) => r.hierarchy.lvl1))],
      ["Resistor", "Welcome to tscircuit", "Installation"],
    );
  });

  it("writes records as one JSON array for saveObjects", async () => {
    const { records } = extractSite(fixtureBuild);
    const file = path.join(
      mkdtempSync(path.join(tmpdir(), "records-")),
      "search/records.json",
    );
    await writeAlgoliaRecords(records, file);
    const saved = JSON.parse(readFileSync(file, "utf8"));
    assert.ok(Array.isArray(saved));
    assert.deepEqual(saved, records);
    assert.equal(saved[0].url, "/elements/resistor");
  });
});

describe("extractRecords: page summary", () => {
  it("puts the page description on the title record", () => {
    const html = page(`<h1>chip</h1><p>Body.</p>`, {
      head: '<meta name="description" content="An integrated circuit with named pins.">',
    });
    const title = extractRecords(html, "/elements/chip").find(
      (r) => r.type === "lvl1",
    );
    assert.equal(title?.content, "An integrated circuit with named pins.");
  });
});

describe("extractRecords: code blocks", () => {
  it("keeps the API names a code block imports or calls, not its keywords", () => {
    // Given a TypeScript example and a shell block
    const html = page(`<header><h1>Show a board</h1></header>
      <p>Draw the board as an SVG.</p>
      <div class="language-ts theme-code-block"><pre><code>import { convertCircuitJsonToPcbSvg } from "circuit-to-svg"
const svg = convertCircuitJsonToPcbSvg(circuitJson, { width: 400 })
process.env.BUN_UPDATE_SNAPSHOTS = "1"
console.log(svg.length)</code></pre></div>`);
    // When records are extracted
    const contents = extractRecords(html, "/show").map((r) => r.content);
    // Then the block becomes one paragraph of its API names, once each
    assert.ok(
      contents.includes("convertCircuitJsonToPcbSvg, BUN_UPDATE_SNAPSHOTS"),
      JSON.stringify(contents),
    );
    assert.ok(!contents.some((text) => text?.includes("console")));
  });
});

describe("writeAlgoliaSettings", () => {
  it("writes the settings for hosted Algolia, covering every attribute the engine searches", async () => {
    const file = path.join(
      mkdtempSync(path.join(tmpdir(), "settings-")),
      "search-settings.json",
    );
    await writeAlgoliaSettings(file);
    const settings = JSON.parse(readFileSync(file, "utf8")) as {
      searchableAttributes: string[];
      attributeForDistinct: string;
      customRanking: string[];
    };
    const named = settings.searchableAttributes.map((attribute) =>
      attribute.replace(/^unordered\((.*)\)$/, "$1"),
    );
    assert.deepEqual(named, [...searchableAttributes]);
    assert.equal(settings.attributeForDistinct, "url");
    assert.ok(settings.customRanking.includes("desc(weight.pageRank)"));
  });
});
