import { RootCircuit } from "@tscircuit/core";
import type { PartsEngine } from "@tscircuit/props";
import type { PcbSmtPad } from "circuit-json";
import React from "react";

/** A two-pad part with 2 mm pad spacing, as a parts service would return it. */
function twoPads(pitchMm: number): PcbSmtPad[] {
  return [1, 2].map((pin) => ({
    type: "pcb_smtpad",
    pcb_smtpad_id: `pad${pin}`,
    shape: "rect",
    layer: "top",
    x: ((pin === 1 ? -1 : 1) * pitchMm) / 2,
    y: 0,
    width: 0.9,
    height: 1.1,
    port_hints: [String(pin)],
  }));
}

/**
 * A stand-in for a JLCPCB-backed parts engine. C100001 is a made-up part
 * number; a real engine asks a service over the network instead.
 */
export const catalog: Record<string, PcbSmtPad[]> = {
  C100001: twoPads(2),
};

export const partsEngine: PartsEngine = {
  findPart: () => ({}),
  fetchPartCircuitJson: ({ supplierPartNumber }) =>
    supplierPartNumber ? catalog[supplierPartNumber] : undefined,
};

export async function buildWithJlcpcbFootprint() {
  const circuit = new RootCircuit({ platform: { partsEngine } });
  circuit.add(
    <board width="16mm" height="10mm">
      <chip
        name="U1"
        pinLabels={{ pin1: "VIN", pin2: "GND" }}
        supplierPartNumbers={{ jlcpcb: ["C100001"] }}
        footprint="jlcpcb:C100001"
        pcbX={-3}
      />
      <resistor name="R1" resistance="10k" footprint="0603" pcbX={4} />
      <trace from=".U1 > .VIN" to=".R1 > .pin1" />
    </board>,
  );
  await circuit.renderUntilSettled();
  return circuit.getCircuitJson();
}
