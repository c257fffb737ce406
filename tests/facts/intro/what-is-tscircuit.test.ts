import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import { fp } from "@tscircuit/footprinter";
import { Connectivity, exampleCode } from "../../support/board-facts";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const page = "docs/intro/what-is-tscircuit.mdx";

describe("/intro/what-is-tscircuit", () => {
  let json: CircuitJsonElement[] = [];
  let net: Connectivity;
  before(async () => {
    json = await circuitJsonOf(exampleCode(page, "divider.tsx"));
    net = new Connectivity(json);
  });

  it("the divider compiles with no errors and is routed", () => {
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
    assert.ok(json.some((e) => e.type === "pcb_trace"));
  });

  it("divides VIN with two 10 kΩ resistors into OUT = 2.5 V at 5 V", () => {
    const r = (name: string) =>
      json.find((e) => e.type === "source_component" && e.name === name)
        ?.resistance as number;
    assert.equal(r("R1"), 10_000);
    assert.equal(r("R2"), 10_000);
    assert.equal((5 * r("R2")) / (r("R1") + r("R2")), 2.5);
    assert.ok(net.joined("J1.VIN", "R1.pin1"));
    assert.ok(net.joined("R1.pin2", "J1.OUT"));
    assert.ok(net.joined("R2.pin1", "J1.OUT"));
    assert.ok(net.joined("R2.pin2", "J1.GND"));
    assert.ok(!net.joined("J1.VIN", "J1.OUT"));
    assert.ok(!net.joined("J1.OUT", "J1.GND"));
  });

  it("the schematic shows the resistance labels and the circuit JSON has source, schematic and PCB elements", () => {
    for (const type of [
      "source_component",
      "schematic_component",
      "pcb_component",
      "pcb_smtpad",
    ])
      assert.ok(
        json.some((e) => e.type === type),
        type,
      );
  });

  it("names packages that the release really contains", () => {
    const release = JSON.parse(readFileSync("tscircuit-release.json", "utf8"))
      .releaseDependencies as Record<string, string>;
    for (const name of [
      "@tscircuit/core",
      "@tscircuit/cli",
      "@tscircuit/props",
      "@tscircuit/footprinter",
    ])
      assert.ok(name in release, name);
  });

  it("footprint strings such as 0603 and soic8 are expanded by @tscircuit/footprinter", () => {
    const pads = (s: string) =>
      (fp.string(s).circuitJson() as { type: string }[]).filter(
        (e) => e.type === "pcb_smtpad",
      ).length;
    assert.equal(pads("0603"), 2);
    assert.equal(pads("soic8"), 8);
    const r1 = json.find(
      (e) =>
        e.type === "cad_component" &&
        e.source_component_id ===
          json.find((c) => c.type === "source_component" && c.name === "R1")
            ?.source_component_id,
    );
    // The core passes the string to the footprinter, with the part kind in front.
    assert.equal(r1?.footprinter_string, "res0603");
  });

  it("Circuit JSON is one flat list of typed elements", () => {
    assert.ok(Array.isArray(json));
    for (const e of json) assert.equal(typeof e.type, "string");
    for (const type of ["source_component", "pcb_smtpad", "pcb_trace"])
      assert.ok(
        json.some((e) => e.type === type),
        type,
      );
  });

  it("checks add errors for a pin wired to nothing else and a part outside the board", async () => {
    const checked = await circuitJsonOf(`export default () => (
      <board width="10mm" height="10mm">
        <resistor name="R1" resistance="1k" footprint="0603" connections={{ pin1: "net.LONELY" }} />
        <resistor name="R2" resistance="1k" footprint="0603" pcbX={20} />
      </board>
    )`);
    const types = checked.map((e) => e.type);
    assert.ok(types.includes("pcb_port_not_connected_error"), types.join());
    assert.ok(
      types.includes("pcb_component_outside_board_error"),
      types.join(),
    );
  });

  it("the tsci tool previews, builds, exports Gerbers, KiCad files and 3D models, and publishes", () => {
    const snapshot = JSON.parse(
      readFileSync("plugins/cli-reference/cli-snapshot.json", "utf8"),
    ) as {
      commands: {
        name: string;
        options: { long?: string; description: string }[];
      }[];
    };
    const names = snapshot.commands.map((c) => c.name);
    for (const name of ["dev", "build", "export", "push"])
      assert.ok(names.includes(name), name);
    const format = snapshot.commands
      .find((c) => c.name === "export")
      ?.options.find((o) => o.long === "--format")?.description;
    for (const f of ["gerbers", "kicad_pcb", "kicad_zip", "step", "glb"])
      assert.match(String(format), new RegExp(`\\b${f}\\b`), f);
  });

  it("agrees with the home page's title", () => {
    const home = readFileSync("docs/index.mdx", "utf8");
    assert.match(home, /^title: What is tscircuit\?$/m);
    assert.match(readFileSync(page, "utf8"), /\[introduction\]\(\/\)/);
  });
});
