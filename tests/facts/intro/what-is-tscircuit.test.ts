import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
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

  it("agrees with the home page's title", () => {
    const home = readFileSync("docs/index.mdx", "utf8");
    assert.match(home, /^title: What is tscircuit\?$/m);
    assert.match(readFileSync(page, "utf8"), /\[introduction\]\(\/\)/);
  });
});
