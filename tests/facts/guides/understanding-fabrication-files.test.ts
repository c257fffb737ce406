import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import { findExamples } from "../../../plugins/circuit-previews/scan";
import {
  type CircuitElement,
  fabricationSetOf,
} from "../../../plugins/fabrication-files/convert";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const page = "docs/guides/understanding-fabrication-files.mdx";

function exampleCode(title: string): string {
  const found = findExamples(readFileSync(page, "utf8"), page).find(
    (example) => example.title === title,
  );
  assert.ok(found, `${page} has an example titled ${title}`);
  return found.code;
}

async function filesOf(code: string): Promise<Record<string, string>> {
  const json = await circuitJsonOf(code);
  return (await fabricationSetOf(json as unknown as CircuitElement[])).files;
}

function lines(text: string): string[] {
  return text.replace(/\r\n/g, "\n").trimEnd().split("\n");
}

describe("/guides/understanding-fabrication-files", () => {
  let json: CircuitJsonElement[] = [];
  let files: Record<string, string> = {};

  before(async () => {
    json = await circuitJsonOf(exampleCode("indicator.tsx"));
    files = (await fabricationSetOf(json as unknown as CircuitElement[])).files;
  });

  it("the example has no errors, only the three kinds of warning the page names", () => {
    assert.equal(json.filter((e) => e.type.endsWith("_error")).length, 0);
    const kinds = new Set(
      json.filter((e) => e.type.endsWith("_warning")).map((e) => e.type),
    );
    assert.deepEqual([...kinds].sort(), [
      "schematic_missing_sheet_warning",
      "source_missing_manufacturer_part_number_warning",
      "source_unnamed_trace_warning",
    ]);
  });

  it("writes one Gerber file per layer, named after the layer", () => {
    for (const layer of [
      "F_Cu",
      "B_Cu",
      "F_Mask",
      "B_Mask",
      "F_SilkScreen",
      "B_SilkScreen",
      "F_Paste",
      "B_Paste",
      "Edge_Cuts",
    ])
      assert.ok(`${layer}.gbr` in files, `${layer}.gbr`);
  });

  it("starts the top copper with the attributes the page explains", () => {
    const copper = lines(files["F_Cu.gbr"]);
    assert.ok(copper.includes("%TF.FileFunction,Copper,L1,Top*%"));
    assert.ok(copper.includes("%FSLAX46Y46*%"));
    assert.ok(copper.includes("%MOMM*%"));
    assert.ok(copper.some((line) => line.startsWith("G04 ")));
    assert.equal(copper.at(-1), "M02*");
  });

  it("draws the 20 mm outline from X-10000000 with D02 then D01", () => {
    const outline = lines(files["Edge_Cuts.gbr"]);
    assert.ok(outline.includes("%TF.FileFunction,Profile,NP*%"));
    assert.ok(outline.some((line) => /^X-10000000Y.*D02\*$/.test(line)));
    assert.equal(outline.filter((line) => line.endsWith("D01*")).length, 4);
    assert.ok(outline.length <= 40, "the page shows it whole");
  });

  it("puts the plated header holes in an Excellon file", () => {
    const name = Object.keys(files).find(
      (file) => file.endsWith(".drl") && !file.includes("npth"),
    );
    assert.ok(name, "a plated drill file");
    const drill = lines(files[name]);
    assert.equal(drill[0], "M48");
    for (const line of ["METRIC", "%", "G90", "G05", "T10", "M30"])
      assert.ok(drill.includes(line), line);
    assert.ok(drill.some((line) => /^T10C\d/.test(line)));
    assert.ok(drill.includes("; #@! TF.FileFunction,Plated,1,2,PTH"));
    assert.ok(
      drill.includes("; #@! TA.AperFunction,Plated,PTH,ComponentDrill"),
    );
    const vias = json.filter((e) => e.type === "pcb_via").length;
    assert.equal(
      drill.includes("; #@! TA.AperFunction,Plated,PTH,ViaDrill"),
      vias > 0,
      "vias are marked ViaDrill",
    );
  });

  it("fills Comment and Value for the resistor only", () => {
    const bom = lines(files["bom.csv"]);
    assert.equal(bom[0], "Designator,Comment,Value,Footprint");
    assert.ok(bom.includes("R1,330,330,0603"));
    assert.ok(bom.includes("D1,,,0603"));
    assert.ok(bom.includes("J1,,,pinrow2"));
  });

  it("adds a JLCPCB Part # column for a supplier part number", async () => {
    const withNumber = await filesOf(
      `export default () => (<board width="10mm" height="10mm"><resistor name="R1" resistance="330" footprint="0603" supplierPartNumbers={{ jlcpcb: ["C23138"] }} /></board>)`,
    );
    assert.match(lines(withNumber["bom.csv"])[0], /JLCPCB Part #/);
    assert.doesNotMatch(lines(files["bom.csv"])[0], /JLCPCB/);
  });

  it("gives centres in board coordinates and rotations from 0 to 359", async () => {
    const pnp = lines(files["pnp.csv"]);
    assert.equal(pnp[0], "Designator,Mid X,Mid Y,Layer,Rotation");
    assert.ok(pnp.includes("J1,-6.000,0.000,top,90"));
    assert.ok(pnp.includes("R1,0.000,2.000,top,0"));
    const turned = await filesOf(
      `export default () => (<board width="10mm" height="10mm"><resistor name="R1" resistance="330" footprint="0603" pcbRotation={-90} /></board>)`,
    );
    assert.ok(lines(turned["pnp.csv"]).includes("R1,0.000,0.000,top,270"));
  });

  it("fills Comment and Value for capacitors, leaves Footprint to the caller", async () => {
    const code = `export default () => (<board width="10mm" height="10mm"><capacitor name="C1" capacitance="100nF" footprint="0402" /></board>)`;
    const withCap = await filesOf(code);
    // Comment and Value come from the capacitance; the Footprint column is
    // this site's, from the part's footprint string (cap0402_nonpolarized).
    const row = lines(withCap["bom.csv"]).find((l) => l.startsWith("C1,"));
    assert.match(String(row), /^C1,100n,100n,\S*0402\S*$/);
    const { convertCircuitJsonToBomRows } = await import(
      "circuit-json-to-bom-csv"
    );
    const rows = await convertCircuitJsonToBomRows({
      circuitJson: (await circuitJsonOf(code)) as never,
    });
    assert.equal(rows[0]?.footprint, "");
  });

  it("names the supplier column JLCPCB Part # for lcsc too, and adds none for others", async () => {
    const header = async (numbers: string) =>
      lines(
        (
          await filesOf(
            `export default () => (<board width="10mm" height="10mm"><resistor name="R1" resistance="330" footprint="0603" supplierPartNumbers={${numbers}} /></board>)`,
          )
        )["bom.csv"],
      )[0];
    assert.match(await header(`{ lcsc: ["C23138"] }`), /JLCPCB Part #/);
    assert.equal(
      await header(`{ digikey: ["311-330HRCT-ND"] }`),
      "Designator,Comment,Value,Footprint",
    );
  });

  it("writes non-plated holes to their own drill file and flashes pads with D03", async () => {
    const withHole = await filesOf(
      `export default () => (<board width="20mm" height="12mm"><hole name="H1" diameter="3mm" pcbX={5} /><resistor name="R1" resistance="330" footprint="0603" pcbX={-4} /></board>)`,
    );
    const npth = Object.keys(withHole).find((file) => file.includes("npth"));
    assert.ok(npth);
    assert.equal(
      Object.keys(files).filter((file) => file.includes("npth")).length,
      0,
      "no non-plated drill file for the example, which has no such holes",
    );
    assert.ok(
      lines(withHole[npth]).includes(
        "; #@! TF.FileFunction,NonPlated,1,2,NPTH",
      ),
    );
    assert.ok(lines(files["F_Cu.gbr"]).some((line) => line.endsWith("D03*")));
  });
});
