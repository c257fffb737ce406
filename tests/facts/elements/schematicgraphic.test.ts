import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface Graphic extends CircuitJsonElement {
  asset: { project_relative_path: string; url: string; mimetype: string };
  width?: number;
  height?: number;
  schematic_sheet_id?: string;
}

const graphics = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type === "schematic_graphic") as Graphic[];
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10"><circle cx="5" cy="5" r="4" fill="#9bc4e2"/></svg>`;

describe("/elements/schematicgraphic", () => {
  it("svgContent becomes an inline SVG data-URL asset with width/height and no position", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="10mm" height="10mm" routingDisabled>
        <schematicgraphic svgContent={${JSON.stringify(svg)}} width={3} height={3} />
      </board>
    )`);
    const [g] = graphics(json);
    assert.equal(g.asset.project_relative_path, "inline");
    assert.equal(g.asset.mimetype, "image/svg+xml");
    assert.ok(g.asset.url.startsWith("data:image/svg+xml,"));
    assert.equal(g.width, 3);
    assert.equal(g.height, 3);
    for (const key of ["x", "y", "center", "position", "anchor_position"])
      assert.equal(key in g, false, key);
    assert.equal(g.schematic_sheet_id, undefined);
  });

  it("imageUrl takes an SVG data URL and the graphic joins its sheet; a PNG gives nothing and no error; neither source fails", async () => {
    const url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
    const json = await circuitJsonOf(`export default () => (
      <board width="10mm" height="10mm" routingDisabled>
        <schematicsheet name="main">
          <schematicgraphic imageUrl={${JSON.stringify(url)}} />
        </schematicsheet>
      </board>
    )`);
    const [g] = graphics(json);
    const [sheet] = json.filter((e) => e.type === "schematic_sheet");
    assert.equal(g.schematic_sheet_id, sheet.schematic_sheet_id);
    assert.equal(g.width, undefined);

    const png =
      "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
    const bitmap = await circuitJsonOf(
      `export default () => (<board width="10mm" height="10mm" routingDisabled><schematicgraphic imageUrl="${png}" /></board>)`,
    );
    assert.equal(graphics(bitmap).length, 0);
    assert.equal(
      bitmap.some((e) => e.type.endsWith("_error")),
      false,
    );

    let failed = false;
    try {
      const out = await circuitJsonOf(
        `export default () => (<board width="10mm" height="10mm" routingDisabled><schematicgraphic width={1} /></board>)`,
      );
      failed =
        out.some((e) => e.type.endsWith("_error")) &&
        graphics(out).length === 0;
    } catch {
      failed = true;
    }
    assert.ok(
      failed,
      "a graphic with neither svgContent nor imageUrl should fail",
    );
  });
});
