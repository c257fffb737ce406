import type { AnyCircuitElement } from "circuit-json";
import { convertCircuitJsonToPcbSvg } from "circuit-to-svg";

/** Browser code: fetch a circuit JSON file and draw its PCB into `target`. */
export async function showPcb(url: string, target: { innerHTML: string }) {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url}: ${response.status} ${response.statusText}`);
  }
  const circuitJson = (await response.json()) as AnyCircuitElement[];

  target.innerHTML = convertCircuitJsonToPcbSvg(circuitJson, {
    width: 500,
    height: 350,
  });
}

// In a page: showPcb("/boards/divider.json", document.getElementById("pcb")!)
