import assert from "node:assert/strict";
import { test } from "node:test";
import { codeHighlight, prismClientModule } from "../../plugins/code-highlight";
import { highlightToHtml } from "../../plugins/code-highlight/highlight";
import {
  lineNumbersStart,
  markLines,
  metaLineRange,
} from "../../plugins/code-highlight/lines";
import { highlightFence } from "../../plugins/code-highlight/remark";
import { codeTheme } from "../../src/config/prism";

const options = { theme: codeTheme, additionalLanguages: ["bash"] };

/** The text a browser shows for the HTML: tags dropped, entities decoded. */
function text(html: string): string {
  return html
    .replace(/<br>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

test("highlighted HTML shows exactly the code, one line element per line", () => {
  const code =
    'export default () => (\n  <resistor name="R1" resistance="1k & 2k" />\n\n)';
  const html = highlightToHtml(code, "tsx", options);
  assert.equal(text(html), `${code}\n`);
  assert.equal(html.match(/<div class="token-line">/g)?.length, 4);
  assert.match(
    html,
    /<span class="token keyword" style="color:var\(--code-keyword\)">export<\/span>/,
  );
  assert.doesNotMatch(html, /<resistor/, "the code's own tags are escaped");
});

test("text in the plain colour gets no element, and alike neighbours share one", () => {
  const html = highlightToHtml("a + b", "js", options);
  assert.equal(html, '<div class="token-line">a + b<br></div>');
  const tag = highlightToHtml("<board />", "tsx", options);
  assert.equal(tag.match(/<span/g)?.length, 1, tag);
});

test("extra grammars load: bash is highlighted, an unknown language is plain", () => {
  assert.match(
    highlightToHtml("npm install -g tscircuit # global", "bash", options),
    /class="token comment"/,
  );
  assert.equal(
    highlightToHtml("GET /x <y>", "no-such-language", options),
    '<div class="token-line">GET /x &lt;y&gt;<br></div>',
  );
});

test("highlight comments and ranges mark lines and leave the code", () => {
  const marked = markLines(
    "a\n// highlight-next-line\nb\n# highlight-start\nc\nd\n# highlight-end\ne",
    'title="x" {5}',
  );
  assert.equal(marked.code, "a\nb\nc\nd\ne");
  const on = "theme-code-block-highlighted-line";
  assert.deepEqual(marked.lineClasses, [[], [on], [on], [on], [on]]);
  assert.deepEqual([...metaLineRange("{1,3-4}")], [1, 3, 4]);
  assert.equal(lineNumbersStart("showLineNumbers"), 1);
  assert.equal(lineNumbersStart('title="a" showLineNumbers=7'), 7);
  assert.equal(lineNumbersStart('title="showLineNumbers"'), undefined);
  const html = highlightToHtml("x\ny", "text", options, [[on], []], true);
  assert.match(
    html,
    /^<div class="token-line theme-code-block-highlighted-line code-line-numbered"><span class="code-line-number"><\/span>/,
  );
});

test("the remark step cleans the fence and hands the HTML to CodeBlock; diagrams are left alone", () => {
  const fence = {
    type: "code" as const,
    lang: "ts",
    meta: null,
    value: "// highlight-next-line\nconst a = 1",
  };
  highlightFence(fence, options);
  assert.equal(fence.value, "const a = 1");
  const highlighted = (
    fence as { data?: { hProperties?: { highlighted?: string } } }
  ).data?.hProperties?.highlighted;
  assert.match(highlighted ?? "", /theme-code-block-highlighted-line/);
  const diagram = {
    type: "code" as const,
    lang: "mermaid",
    meta: null,
    value: "graph TD; A-->B",
  };
  highlightFence(diagram, options);
  assert.equal((diagram as { data?: unknown }).data, undefined);
});

test("the plugin swaps out the theme's browser Prism module and refuses bad options", () => {
  assert.ok(
    prismClientModule.test(
      "/x/node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js",
    ),
  );
  assert.throws(
    () => codeHighlight({ theme: {} as typeof codeTheme }),
    /prism-react-renderer theme/,
  );
  assert.throws(
    () => codeHighlight({ theme: codeTheme, additionalLanguages: ["../x"] }),
    /not a Prism language/,
  );
});
