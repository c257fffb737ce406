// Draw a circuit's schematic as an SVG in a "datasheet" style: a pale blue
// chip body, teal wires and bold black labels.
import { readFile, writeFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { convertCircuitJsonToSchematicSvg } from "circuit-to-svg";

type CircuitJson = Parameters<typeof convertCircuitJsonToSchematicSvg>[0];

// Every rule starts with the extra root class, so it cannot leak into other
// SVGs on the same web page.
export const datasheetCss = `
  .tscircuit-schematic.datasheet .sch-component-body {
    fill: #e0f2fe;
    stroke: #0c4a6e;
  }
  .tscircuit-schematic.datasheet .sch-trace-path {
    stroke: #0f766e;
    stroke-width: 2px;
  }
  .tscircuit-schematic.datasheet .sch-component-text,
  .tscircuit-schematic.datasheet .sch-text,
  .tscircuit-schematic.datasheet .sch-pin-label,
  .tscircuit-schematic.datasheet .sch-net-label-symbol-text {
    fill: #111827;
    font-weight: 700;
  }
`;

export function datasheetSchematicSvg(circuitJson: CircuitJson): string {
  return convertCircuitJsonToSchematicSvg(circuitJson, {
    className: "datasheet",
    css: datasheetCss,
  });
}

// From the command line:
//   npx tsx restyle-schematic.mts circuit.json schematic.svg
async function main(input = "circuit.json", output = "schematic.svg") {
  const circuitJson = JSON.parse(await readFile(input, "utf8")) as CircuitJson;
  await writeFile(output, datasheetSchematicSvg(circuitJson));
  console.log(`wrote ${output}`);
}

if (
  process.argv[1] &&
  import.meta.url === pathToFileURL(process.argv[1]).href
) {
  void main(process.argv[2], process.argv[3]);
}
