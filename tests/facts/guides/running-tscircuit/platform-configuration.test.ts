import "../../../../plugins/shared/node22-polyfills";
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { PlatformConfig } from "@tscircuit/props";

interface Element {
  type: string;
  name?: string;
  text?: string;
  x?: number;
  pcb_component_id?: string;
  supplier_part_numbers?: Record<string, string[]>;
  message?: string;
}

const code = "../../../../docs/guides/running-tscircuit/_code/platform-config";

describe("/guides/running-tscircuit/platform-configuration", () => {
  it("the parts engine fills supplier_part_numbers from the table", async () => {
    const { buildWithPlatform } = await import(code);
    const json = (await buildWithPlatform()) as Element[];
    assert.equal(json.filter((e) => e.type.endsWith("_error")).length, 0);
    const parts = json.filter((e) => e.type === "source_component");
    assert.deepEqual(
      parts.map((p) => [p.name, p.supplier_part_numbers]),
      [
        ["R1", { jlcpcb: ["C25744"] }],
        ["R2", { jlcpcb: ["C11702"] }],
      ],
    );
    assert.ok(json.some((e) => e.type === "pcb_trace"));
  });

  it("prints name, v-prefixed version and url on the board silkscreen", async () => {
    const { buildWithPlatform } = await import(code);
    const json = (await buildWithPlatform()) as Element[];
    const info = json.find(
      (e) =>
        e.type === "pcb_silkscreen_text" &&
        e.pcb_component_id === "pcb_board_0",
    );
    assert.equal(info?.text, "divider\nv1.2.0\nhttps://example.com/divider");
  });

  it('footprint="shop:pads-2x1.6" uses the library function: pads 1.6 mm apart', async () => {
    const { buildWithPlatform } = await import(code);
    const json = (await buildWithPlatform()) as Element[];
    const r1 = json.find(
      (e) => e.type === "pcb_component" && e.pcb_component_id,
    )?.pcb_component_id;
    assert.ok(r1);
    const pads = json
      .filter((e) => e.type === "pcb_smtpad" && e.pcb_component_id === r1)
      .map((e) => e.x ?? Number.NaN)
      .sort((a, b) => a - b);
    assert.deepEqual(pads, [-4.8, -3.2]);
  });

  it("a partsEngine prop on the board wins over the platform's", async () => {
    const React = (await import("react")).default;
    const { RootCircuit } = await import("@tscircuit/core");
    const { platform } = await import(code);
    const circuit = new RootCircuit({ platform });
    circuit.add(
      React.createElement(
        "board",
        {
          width: "10mm",
          height: "10mm",
          partsEngine: { findPart: () => ({ lcsc: ["C1"] }) },
        },
        React.createElement("resistor", {
          name: "R1",
          resistance: "10k",
          footprint: "0603",
        }),
      ),
    );
    await circuit.renderUntilSettled();
    const r1 = (circuit.getCircuitJson() as Element[]).find(
      (e) => e.type === "source_component",
    );
    assert.deepEqual(r1?.supplier_part_numbers, { lcsc: ["C1"] });
  });

  it("routingDisabled leaves the board without traces", async () => {
    const React = (await import("react")).default;
    const { RootCircuit } = await import("@tscircuit/core");
    const circuit = new RootCircuit({ platform: { routingDisabled: true } });
    circuit.add(
      React.createElement(
        "board",
        { width: "20mm", height: "12mm" },
        React.createElement("resistor", {
          name: "R1",
          resistance: "1k",
          footprint: "0603",
          pcbX: -4,
        }),
        React.createElement("resistor", {
          name: "R2",
          resistance: "1k",
          footprint: "0603",
          pcbX: 4,
        }),
        React.createElement("trace", {
          from: ".R1 > .pin2",
          to: ".R2 > .pin1",
        }),
      ),
    );
    await circuit.renderUntilSettled();
    const json = circuit.getCircuitJson() as Element[];
    assert.ok(json.some((e) => e.type === "source_trace"));
    assert.equal(json.filter((e) => e.type === "pcb_trace").length, 0);
  });

  it("a string from findPart leaves {} and records source_part_not_found_warning", async () => {
    const json = await oneResistor({
      partsEngine: { findPart: () => "Not found" as never },
    });
    const r1 = json.find((e) => e.type === "source_component");
    assert.deepEqual(r1?.supplier_part_numbers, {});
    assert.ok(json.some((e) => e.type === "source_part_not_found_warning"));
  });

  it("an unknown library prefix records external_footprint_load_error", async () => {
    const json = await oneResistor({}, {}, "nolib:abc");
    const err = json.find((e) => e.type === "external_footprint_load_error");
    assert.match(
      err?.message ?? "",
      /No footprint resolver is configured for library "nolib"\.$/,
    );
    assert.equal(json.filter((e) => e.type === "pcb_smtpad").length, 0);
  });

  it("platform schematicDisabled wins over the board prop", async () => {
    const json = await oneResistor(
      { schematicDisabled: true },
      { schematicDisabled: false },
    );
    assert.equal(
      json.filter((e) => e.type === "schematic_component").length,
      0,
    );
    assert.ok(json.some((e) => e.type === "pcb_component"));
  });
});

async function oneResistor(
  platform: PlatformConfig,
  boardProps: Record<string, unknown> = {},
  footprint = "0603",
): Promise<Element[]> {
  const React = (await import("react")).default;
  const { RootCircuit } = await import("@tscircuit/core");
  const circuit = new RootCircuit({ platform });
  circuit.add(
    React.createElement(
      "board",
      { width: "10mm", height: "10mm", ...boardProps },
      React.createElement("resistor", {
        name: "R1",
        resistance: "10k",
        footprint,
      }),
    ),
  );
  await circuit.renderUntilSettled();
  return circuit.getCircuitJson() as Element[];
}
