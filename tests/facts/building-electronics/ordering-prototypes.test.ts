import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const root = path.resolve(import.meta.dirname, "../../..");
const snapshot = JSON.parse(
  readFileSync(
    path.join(root, "plugins/cli-reference/cli-snapshot.json"),
    "utf8",
  ),
) as {
  version: string;
  commands: {
    name: string;
    options: { long?: string; description: string }[];
  }[];
};

const board = `export default () => (
  <board width="20mm" height="12mm">
    <resistor name="R1" resistance="330" footprint="0603" supplierPartNumbers={{ lcsc: ["C23138"] }} />
    <led name="D1" color="green" footprint="0603" pcbX={5} />
    <trace from=".R1 > .pin2" to=".D1 > .anode" />
  </board>
)`;

describe("/building-electronics/ordering-prototypes", () => {
  it("tsci export takes -f gerbers and kicad_zip and has --disable-parts-engine", () => {
    assert.equal(snapshot.version, "0.1.2430");
    const exportCommand = snapshot.commands.find((c) => c.name === "export");
    assert.ok(exportCommand);
    const format = exportCommand.options.find((o) => o.long === "--format");
    assert.match(String(format?.description), /\bgerbers\b/);
    assert.match(String(format?.description), /\bkicad_zip\b/);
    assert.ok(
      exportCommand.options.some((o) => o.long === "--disable-parts-engine"),
    );
  });

  it("the BOM and pick-and-place, made as tsci export makes them, look as the page says", async () => {
    const json = (await circuitJsonOf(board)) as never;
    const bom = await import("circuit-json-to-bom-csv");
    const pnp = await import("circuit-json-to-pnp-csv");
    const bomCsv = bom.convertBomRowsToCsv(
      await bom.convertCircuitJsonToBomRows({ circuitJson: json }),
    );
    const bomLines = bomCsv.replace(/\r\n/g, "\n").split("\n");
    assert.equal(
      bomLines[0],
      "Designator,Comment,Value,Footprint,JLCPCB Part #",
    );
    // The installed circuit-json-to-bom-csv is older than the one bundled in
    // the pinned CLI: that one fills Footprint from the part's
    // cad_component.footprinter_string, so only the other columns are
    // compared here, and the footprint name is read from the circuit JSON.
    assert.match(String(bomLines[1]), /^R1,330,330,.*,C23138$/);
    const cad = (
      json as unknown as { type: string; footprinter_string?: string }[]
    )
      .filter((e) => e.type === "cad_component")
      .map((e) => e.footprinter_string);
    assert.ok(cad.includes("res0603"), "R1's footprint name is res0603");

    const warnings: string[] = [];
    const pnpCsv = pnp.convertCircuitJsonToPickAndPlaceCsv(json, {
      supplier: "jlcpcb",
      onRotationWarning: (w: { message: string }) => warnings.push(w.message),
    });
    assert.equal(
      pnpCsv.replace(/\r\n/g, "\n").split("\n")[0],
      "Designator,Mid X,Mid Y,Layer,Rotation",
    );
    // Parts without orientation data keep their board rotation, with a warning.
    assert.ok(warnings.length > 0);
    assert.ok(pnpCsv.includes("R1,0.000,0.000,top,0"));
    for (const message of warnings)
      assert.match(message, /pick-and-place rotation .* is unverified/);
  });
});
