import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { findExamples } from "../../plugins/circuit-previews/scan";
import { problemsOf, readPage } from "../../scripts/content/rules";

const words = (count: number) => Array(count).fill("word").join(" ");
const page = (front: string, body: string) => `---\n${front}\n---\n\n${body}\n`;
const front = 'title: "<diode>"\ndescription: "A diode."';
const example = "```tsx circuit\nexport default () => <board />\n```";
const noPins = { hasPins: () => false };

describe("content rules", () => {
  it("needs a title and a description", () => {
    const facts = readPage("intro/a.mdx", page("title: A", words(500)));
    assert.deepEqual(problemsOf(facts, noPins), [
      "front matter has no description",
    ]);
  });

  it("counts prose outside code: 150 words on reference pages, 400 on guides", () => {
    const body = `${words(200)}\n\n\`\`\`ts\n${words(500)}\n\`\`\`\n\nand \`${words(50)}\``;
    const reference = readPage("advanced/units.mdx", page(front, body));
    assert.equal(reference.proseWords, 201);
    assert.deepEqual(problemsOf(reference, noPins), []);
    const guide = readPage("guides/x.mdx", page(front, body));
    assert.match(
      problemsOf(guide, noPins).join(),
      /201 words of prose; a guide page needs at least 400/,
    );
  });

  it("refuses placeholder wording", () => {
    const facts = readPage(
      "intro/a.mdx",
      page(front, `${words(400)} Coming soon.`),
    );
    assert.deepEqual(problemsOf(facts, noPins), [
      'placeholder wording "Coming soon"',
    ]);
  });

  it("refuses a style of the page's own", () => {
    const facts = readPage(
      "intro/a.mdx",
      page(
        front,
        `${words(400)}\n\n<span style={{ color: "#999" }}>faint</span>`,
      ),
    );
    assert.deepEqual(problemsOf(facts, noPins), [
      "<span style=…> sets its own style; use the theme's classes and components",
    ]);
  });

  it("asks element pages for a props table, two examples and, with pins, a pins table", () => {
    const bare = readPage("elements/diode.mdx", page(front, words(200)));
    assert.deepEqual(problemsOf(bare, noPins), [
      "no <PropsTable> on an element page",
      "0 compiled examples; an element page needs at least 2",
    ]);
    const tabled = readPage(
      "elements/diode.mdx",
      page(
        front,
        `${words(200)}\n\n<PropsTable element="diode" />\n\n${example}\n\n${example}`,
      ),
    );
    assert.deepEqual(problemsOf(tabled, noPins), []);
    assert.deepEqual(problemsOf(tabled, { hasPins: () => true }), [
      '<diode> has pins but the page has no <PinsTable element="diode" />',
    ]);
    const primitive = readPage(
      "footprints/smtpad.mdx",
      page(front, words(200)),
    );
    assert.equal(problemsOf(primitive, noPins).length, 2);
    const guide = readPage(
      "footprints/kicad-footprints.mdx",
      page(front, words(200)),
    );
    assert.deepEqual(problemsOf(guide, noPins), []);
  });

  it("finds the same circuit fences as the build: tildes, blockquotes, lists", () => {
    const source = [
      "~~~tsx circuit",
      "export default () => <board />",
      "~~~",
      "",
      '> ```tsx circuit view="schematic"',
      "> export default () => <board />",
      "> ```",
      "",
      "- item",
      "",
      "  ````tsx circuit",
      "  export default () => <board />",
      "  ````",
      "",
      "```tsx",
      "not a circuit",
      "```",
    ].join("\n");
    const found = findExamples(source, "odd.mdx");
    assert.deepEqual(
      found.map((example) => [example.line, example.defaultView, example.code]),
      [
        [1, "pcb", "export default () => <board />"],
        [5, "schematic", "export default () => <board />"],
        [11, "pcb", "export default () => <board />"],
      ],
    );
  });
});
