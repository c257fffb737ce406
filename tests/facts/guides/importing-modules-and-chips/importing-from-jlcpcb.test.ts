import "../../../../plugins/shared/node22-polyfills";
import assert from "node:assert/strict";
import { describe, it } from "node:test";

interface Element {
  type: string;
  name?: string;
  x?: number;
  message?: string;
  pcb_component_id?: string;
  supplier_part_numbers?: Record<string, string[]>;
}

const code =
  "../../../../docs/guides/importing-modules-and-chips/_code/jlcpcb-parts-engine";

async function oneChip(chipProps: Record<string, unknown>) {
  const React = (await import("react")).default;
  const { RootCircuit } = await import("@tscircuit/core");
  const { partsEngine } = await import(code);
  const circuit = new RootCircuit({ platform: { partsEngine } });
  circuit.add(
    React.createElement(
      "board",
      { width: "16mm", height: "10mm" },
      React.createElement("chip", { name: "U1", ...chipProps }),
    ),
  );
  await circuit.renderUntilSettled();
  return circuit.getCircuitJson() as Element[];
}

describe("/guides/importing-modules-and-chips/importing-from-jlcpcb", () => {
  it('footprint="jlcpcb:C100001" with the number in supplierPartNumbers loads the engine\'s pads', async () => {
    const { buildWithJlcpcbFootprint } = await import(code);
    const json = (await buildWithJlcpcbFootprint()) as Element[];
    assert.equal(json.filter((e) => e.type.endsWith("_error")).length, 0);
    const u1Pads = json
      .filter(
        (e) =>
          e.type === "pcb_smtpad" && e.pcb_component_id === "pcb_component_0",
      )
      .map((e) => e.x);
    assert.deepEqual(u1Pads, [-4, -2]);
    assert.ok(json.some((e) => e.type === "pcb_trace"));
  });

  it("without the number in supplierPartNumbers core has no jlcpcb resolver", async () => {
    const json = await oneChip({ footprint: "jlcpcb:C100001" });
    const err = json.find((e) => e.type === "external_footprint_load_error");
    assert.match(
      err?.message ?? "",
      /No footprint resolver is configured for library "jlcpcb"/,
    );
  });

  it("a footprint that differs from the supplier's gets supplier_footprint_mismatch_warning", async () => {
    const json = await oneChip({
      footprint: "soic8",
      supplierPartNumbers: { jlcpcb: ["C100001"] },
    });
    const warning = json.find(
      (e) => e.type === "supplier_footprint_mismatch_warning",
    );
    assert.match(
      warning?.message ?? "",
      /footprint "soic8" does not match supplier footprint jlcpcb:C100001/,
    );
  });
});
