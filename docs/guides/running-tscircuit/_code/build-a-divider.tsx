import { RootCircuit } from "@tscircuit/core";
import React from "react";

/** Builds a two-resistor voltage divider and returns its circuit JSON. */
export async function buildDivider(top = "10k", bottom = "10k") {
  const circuit = new RootCircuit();

  circuit.add(
    <board width="20mm" height="12mm">
      <resistor name="R1" resistance={top} footprint="0603" pcbX={-4} />
      <resistor name="R2" resistance={bottom} footprint="0603" pcbX={4} />
      <trace from=".R1 > .pin2" to=".R2 > .pin1" />
    </board>,
  );

  // Runs every render phase, including the async ones (autorouting).
  await circuit.renderUntilSettled();

  return circuit.getCircuitJson();
}
