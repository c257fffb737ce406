/**
 * What the build adds to each circuit picture: alt text from the circuit,
 * the smallest text's size (for the viewer's opening zoom), the dark-mode
 * variants, the 3D view turned the right way round, and the circuit's
 * warnings grouped by code.
 */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  altText,
  describeCircuit,
  readableValue,
} from "../../plugins/circuit-previews/alt-text";
import {
  darkBackground,
  lightenForDark,
  withColorsForDark,
} from "../../plugins/circuit-previews/dark-colors";
import { RenderPool } from "../../plugins/circuit-previews/pool";
import {
  orient3d,
  smallestTextPx,
  svgSize,
} from "../../plugins/circuit-previews/svg";
import { groupWarnings } from "../../plugins/circuit-previews/warnings";
import {
  fitScale,
  maxOpeningScale,
  openingScale,
} from "../../src/components/CircuitPreview/zoom";

const divider = [
  {
    type: "source_component",
    ftype: "simple_resistor",
    name: "R1",
    display_resistance: "10kΩ",
  },
  {
    type: "source_component",
    ftype: "simple_capacitor",
    name: "C1",
    display_capacitance: "100nF",
  },
  { type: "source_component", ftype: "simple_led", name: "D1", color: "red" },
  {
    type: "source_component",
    ftype: "simple_chip",
    name: "U1",
    manufacturer_part_number: "NE555",
  },
  { type: "source_trace" },
  { type: "source_trace" },
  { type: "pcb_board", width: 20, height: 15 },
];

describe("alt text", () => {
  it("names each component with its value and kind, the traces and the board", () => {
    assert.equal(
      describeCircuit(divider),
      "R1 (10 kΩ resistor), C1 (100 nF capacitor), D1 (red LED) and U1 (NE555 chip), joined by 2 traces, on a 20 × 15 mm board",
    );
  });

  it("starts with the view, so each tab's picture has its own text", () => {
    const description = describeCircuit(divider);
    const texts = (["pcb", "schematic", "3d"] as const).map((view) =>
      altText(view, description),
    );
    assert.equal(new Set(texts).size, 3);
    assert.match(texts[1], /^Schematic of R1 \(10 kΩ resistor\)/);
  });

  it("differs between circuits", () => {
    const one = describeCircuit(divider.slice(0, 1));
    assert.equal(one, "R1 (10 kΩ resistor)");
    assert.notEqual(one, describeCircuit(divider));
  });

  it("lists ten components, then how many more", () => {
    const many = Array.from({ length: 13 }, (_, i) => ({
      type: "source_component",
      ftype: "simple_resistor",
      name: `R${i + 1}`,
    }));
    const text = describeCircuit(many);
    assert.match(text, /R10 \(resistor\) and 3 more parts$/);
    assert.doesNotMatch(text, /R11/);
  });

  it("spaces values from their unit and writes µ for u", () => {
    assert.equal(readableValue("10kΩ"), "10 kΩ");
    assert.equal(readableValue("10uF"), "10 µF");
    assert.equal(readableValue("470Ω"), "470 Ω");
    assert.equal(readableValue("green"), "green");
  });
});

describe("warnings", () => {
  it("groups warnings by code in order of first appearance, with every message", () => {
    const groups = groupWarnings([
      "source_unnamed_trace_warning: trace 1 is missing a name",
      "source_pin_missing_trace_warning: Port pin1 on R3 is missing a trace",
      "source_unnamed_trace_warning: trace 2 is missing a name",
    ]);
    assert.deepEqual(groups, [
      {
        code: "source_unnamed_trace_warning",
        messages: ["trace 1 is missing a name", "trace 2 is missing a name"],
      },
      {
        code: "source_pin_missing_trace_warning",
        messages: ["Port pin1 on R3 is missing a trace"],
      },
    ]);
  });

  it("keeps a message whose own text has colons whole", () => {
    const [group] = groupWarnings(["a_warning: use x: y instead"]);
    assert.deepEqual(group, {
      code: "a_warning",
      messages: ["use x: y instead"],
    });
  });
});

describe("the viewer's opening zoom", () => {
  it("opens small text at the body text's size at least", () => {
    // The 555 timer's pin labels: 11 px at the schematic's 1,200 px width.
    const fit = fitScale(
      { width: 1200, height: 600 },
      { width: 390, height: 700 },
    );
    const scale = openingScale({ fit, minTextPx: 11.07, bodyTextPx: 16 });
    assert.ok(11.07 * scale >= 16, `text at ${11.07 * scale} px`);
    assert.ok(scale > fit);
  });

  it("follows a larger body text", () => {
    const scale = openingScale({ fit: 0.5, minTextPx: 10, bodyTextPx: 20 });
    assert.ok(10 * scale >= 20);
  });

  it("fits the screen when the text is readable there", () => {
    const fit = fitScale(
      { width: 800, height: 600 },
      { width: 1280, height: 800 },
    );
    assert.equal(openingScale({ fit, minTextPx: 23, bodyTextPx: 16 }), fit);
    assert.equal(openingScale({ fit, bodyTextPx: 16 }), fit);
  });

  it("stops at a limit for text too small to matter", () => {
    assert.equal(
      openingScale({ fit: 0.5, minTextPx: 0.1, bodyTextPx: 16 }),
      maxOpeningScale,
    );
  });
});

describe("reading rendered SVG", () => {
  it("finds the smallest text through font-size inheritance, transforms and the viewBox", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 200 100">
      <style>.x { font-size: 2px }</style>
      <text font-size="12px">big</text>
      <g font-size="10" transform="matrix(0.5,0,0,0.5,3,4)"><text>small</text><text font-size="50%"> </text></g>
      <text style="font-size: 8px" transform="rotate(30)">mid</text>
    </svg>`;
    // 10 × 0.5 (transform) × 2 (viewBox) = 10 px; the blank text does not count.
    assert.equal(smallestTextPx(svg), 10);
    assert.deepEqual(svgSize(svg), { width: 400, height: 200 });
  });

  it("finds no text in a drawing without any", () => {
    assert.equal(
      smallestTextPx('<svg width="10" height="10"><rect/></svg>'),
      undefined,
    );
  });
});

describe("colours the circuit sets, on the dark schematic", () => {
  it("lightens dark colours, keeping their hue, and leaves light ones", () => {
    assert.equal(lightenForDark("#006464"), "hsl(180, 100%, 75%)");
    assert.equal(lightenForDark("rgb(132, 0, 0)"), "hsl(0, 100%, 75%)");
    assert.equal(lightenForDark("#ffe066"), "#ffe066");
    assert.equal(lightenForDark("currentColor"), "currentColor");
  });

  it("changes only schematic elements' colours", () => {
    const [text, pad] = withColorsForDark([
      { type: "schematic_text", color: "#006464", text: "U1" },
      { type: "pcb_silkscreen_text", color: "#006464" },
    ]);
    assert.deepEqual(text, {
      type: "schematic_text",
      color: "hsl(180, 100%, 75%)",
      text: "U1",
    });
    assert.equal((pad as { color: string }).color, "#006464");
  });
});

describe("the 3D view's orientation", () => {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="-200 -200 400 400"><rect x="-200" y="-200" width="400" height="400" fill="white"/><g font-size="14" transform="matrix(-0.8,-0.5,0.9,-0.5,10,20)"><text x="3" y="4" fill="white">U1</text></g></svg>`;

  it("mirrors the whole picture about its centre and turns each label over in place", () => {
    const turned = orient3d(scene);
    assert.match(
      turned,
      /^<svg[^>]*><g transform="translate\(0 0\) scale\(-1 1\)"><rect/,
    );
    assert.match(
      turned,
      /<g transform="translate\(3 4\) scale\(1 -1\) translate\(-3 -4\)"><text x="3" y="4" fill="white">U1<\/text><\/g>/,
    );
    assert.match(turned, /<\/g><\/svg>$/);
  });
});

describe("pictures the worker draws", () => {
  const pool = new RenderPool({ size: 1, timeoutMs: 120_000 });
  after(() => pool.close());

  it("draws alt text, text size and dark variants for each view", async () => {
    const result = await pool.render({
      code: `export default () => (
  <board width="12mm" height="10mm">
    <resistor name="R1" resistance="1k" footprint="0402" pcbX={-3} />
    <led name="D1" color="red" footprint="0603" pcbX={3} />
    <trace from=".R1 > .pin2" to=".D1 > .anode" />
  </board>
)`,
      filename: "pictures.tsx",
      views: ["pcb", "schematic", "3d"],
    });
    assert.ok(result.ok, JSON.stringify(!result.ok && result.error));
    const [pcb, schematic, model] = result.pictures;
    assert.equal(
      schematic.alt,
      "Schematic of R1 (1 kΩ resistor) and D1 (red LED), joined by 1 trace, on a 12 × 10 mm board",
    );
    assert.equal(new Set(result.pictures.map((p) => p.alt)).size, 3);
    for (const picture of result.pictures)
      assert.ok((picture.minTextPx ?? 0) > 0, picture.view);
    // The PCB is dark already; the others get a dark variant.
    assert.equal(pcb.dark, undefined);
    assert.ok(schematic.dark?.includes(darkBackground));
    assert.ok(!schematic.svg.includes(darkBackground));
    assert.ok(model.dark?.includes(darkBackground));
    assert.match(model.svg, /scale\(-1 1\)/);
  });
});
