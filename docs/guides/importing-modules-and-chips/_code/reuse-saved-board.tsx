import { readFile, writeFile } from "node:fs/promises";
import { RootCircuit } from "@tscircuit/core";
import React from "react";

/** Step 1: compile a block once and save its circuit JSON. */
export async function saveDivider(path: string) {
  const circuit = new RootCircuit();
  circuit.add(
    <board width="10mm" height="8mm">
      <resistor name="R1" resistance="10k" footprint="0402" pcbX={-2} />
      <resistor name="R2" resistance="4.7k" footprint="0402" pcbX={2} />
      <trace from=".R1 > .pin2" to=".R2 > .pin1" />
    </board>,
  );
  await circuit.renderUntilSettled();
  await writeFile(path, JSON.stringify(circuit.getCircuitJson()));
}

/** Step 2: place the saved block on a new board and wire to it. */
export async function buildWithSavedDivider(path: string) {
  const divider = JSON.parse(await readFile(path, "utf8"));
  const circuit = new RootCircuit();
  circuit.add(
    <board width="30mm" height="15mm">
      <subcircuit name="divider" circuitJson={divider} pcbX={-6} />
      <led name="D1" color="red" footprint="0603" pcbX={8} />
      <trace from=".divider .R2 > .pin2" to=".D1 > .anode" />
    </board>,
  );
  await circuit.renderUntilSettled();
  return circuit.getCircuitJson();
}
