import { RootCircuit } from "@tscircuit/core";
import type { PlatformConfig } from "@tscircuit/props";
import React from "react";

/** The service the tscircuit CLI and RunFrame load kicad: footprints from. */
export const KICAD_CACHE = "https://kicad-mod-cache.tscircuit.com";

/** A footprint library for footprint="kicad:<Library>/<Footprint>". */
export function kicadLibrary(
  fetchImpl: typeof fetch = fetch,
): PlatformConfig["footprintLibraryMap"] {
  return {
    kicad: async (name: string) => {
      const url = `${KICAD_CACHE}/${name}.circuit.json`;
      const res = await fetchImpl(url);
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      return { footprintCircuitJson: await res.json() };
    },
  };
}

export async function buildWithKicadLibrary(fetchImpl: typeof fetch = fetch) {
  const circuit = new RootCircuit({
    platform: { footprintLibraryMap: kicadLibrary(fetchImpl) },
  });
  circuit.add(
    <board width="16mm" height="10mm">
      <chip
        name="D1"
        pinLabels={{ pin1: "K", pin2: "A" }}
        footprint="kicad:Diode_SMD/D_SOD-123"
        pcbX={-3}
      />
      <resistor name="R1" resistance="1k" footprint="0603" pcbX={4} />
      <trace from=".D1 > .A" to=".R1 > .pin1" />
    </board>,
  );
  await circuit.renderUntilSettled();
  return circuit.getCircuitJson();
}
