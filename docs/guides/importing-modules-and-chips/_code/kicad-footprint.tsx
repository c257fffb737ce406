import { readFile } from "node:fs/promises";
import { RootCircuit } from "@tscircuit/core";
import type { ChipProps } from "@tscircuit/props";
import { parseKicadModToCircuitJson } from "kicad-component-converter";
import React from "react";

/** Reads a .kicad_mod file and returns its footprint as circuit JSON. */
export async function loadKicadFootprint(path: string) {
  const kicadMod = await readFile(path, "utf8");
  return parseKicadModToCircuitJson(kicadMod);
}

/** Puts a part with the KiCad footprint on a board, wired to a resistor. */
export async function buildWithKicadFootprint(path: string) {
  // The footprint prop is typed for pads and holes only; core also keeps the
  // silkscreen and other elements the converter returns, hence the cast.
  const sod123 = (await loadKicadFootprint(
    path,
  )) as unknown as ChipProps["footprint"];
  const circuit = new RootCircuit();
  circuit.add(
    <board width="16mm" height="10mm">
      <chip
        name="D1"
        pinLabels={{ pin1: "K", pin2: "A" }}
        footprint={sod123}
        pcbX={-3}
      />
      <resistor name="R1" resistance="1k" footprint="0603" pcbX={4} />
      <trace from=".D1 > .A" to=".R1 > .pin1" />
    </board>,
  );
  await circuit.renderUntilSettled();
  return circuit.getCircuitJson();
}
