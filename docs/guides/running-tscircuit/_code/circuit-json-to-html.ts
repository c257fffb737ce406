import type { AnyCircuitElement } from "circuit-json";
import {
  convertCircuitJsonToPcbSvg,
  convertCircuitJsonToSchematicSvg,
} from "circuit-to-svg";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A self-contained HTML page showing a circuit's schematic and PCB. */
export function circuitJsonToHtml(
  circuitJson: AnyCircuitElement[],
  title: string,
): string {
  const schematic = convertCircuitJsonToSchematicSvg(circuitJson, {
    width: 600,
    height: 400,
  });
  const pcb = convertCircuitJsonToPcbSvg(circuitJson, {
    width: 600,
    height: 400,
  });

  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${escapeHtml(title)}</title>
    <style>
      figure { display: inline-block; margin: 1rem; }
      svg { max-width: 100%; height: auto; }
    </style>
  </head>
  <body>
    <h1>${escapeHtml(title)}</h1>
    <figure>${schematic}<figcaption>Schematic</figcaption></figure>
    <figure>${pcb}<figcaption>PCB</figcaption></figure>
  </body>
</html>`;
}
