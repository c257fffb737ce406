import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { AnyCircuitElement } from "circuit-json";
import {
  convertCircuitJsonToPcbSvg,
  convertCircuitJsonToSchematicSvg,
} from "circuit-to-svg";

/** Writes pcb.svg and schematic.svg for a circuit into `outDir`. */
export async function writeSvgs(
  circuitJson: AnyCircuitElement[],
  outDir: string,
) {
  const pcb = convertCircuitJsonToPcbSvg(circuitJson, {
    width: 800,
    height: 600,
  });
  const schematic = convertCircuitJsonToSchematicSvg(circuitJson);

  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, "pcb.svg"), pcb);
  await writeFile(join(outDir, "schematic.svg"), schematic);
  return { pcb, schematic };
}
