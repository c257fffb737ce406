import { RootCircuit } from "@tscircuit/core";
import type { PlatformConfig } from "@tscircuit/props";
import React from "react";

/** Resistances (in Ω) our stockroom holds, with example JLCPCB part numbers. */
const stockroom: Record<number, string> = {
  1000: "C11702",
  10000: "C25744",
};

/** Two-pad footprints the "shop" library can hand out, by name. */
const padPitchesMm: Record<string, number> = {
  "pads-2x1.6": 1.6,
  "pads-2x2.5": 2.5,
};

export const platform: PlatformConfig = {
  // Printed in the bottom-right corner of the board's top silkscreen.
  projectName: "divider",
  version: "1.2.0",
  url: "https://example.com/divider",
  printBoardInformationToSilkscreen: true,

  // Answers "which part can I buy for this component?" from a table.
  partsEngine: {
    findPart: ({ sourceComponent }) => {
      if (!("resistance" in sourceComponent)) return {};
      const part = stockroom[sourceComponent.resistance];
      return part ? { jlcpcb: [part] } : {};
    },
  },

  // footprint="shop:<name>" is resolved by this function.
  footprintLibraryMap: {
    shop: async (name) => {
      const pitch = padPitchesMm[name];
      if (pitch === undefined) throw new Error(`shop has no ${name}`);
      return {
        footprintCircuitJson: [1, 2].map((pin) => ({
          type: "pcb_smtpad",
          shape: "rect",
          layer: "top",
          x: pin === 1 ? -pitch / 2 : pitch / 2,
          y: 0,
          width: 1,
          height: 1.2,
          port_hints: [String(pin)],
        })),
      };
    },
  },
};

export async function buildWithPlatform() {
  const circuit = new RootCircuit({ platform });
  circuit.add(
    <board width="20mm" height="12mm">
      <resistor
        name="R1"
        resistance="10k"
        footprint="shop:pads-2x1.6"
        pcbX={-4}
      />
      <resistor name="R2" resistance="1k" footprint="0603" pcbX={4} />
      <trace from=".R1 > .pin2" to=".R2 > .pin1" />
    </board>,
  );
  await circuit.renderUntilSettled();
  return circuit.getCircuitJson();
}
