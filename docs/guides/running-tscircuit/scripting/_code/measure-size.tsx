import { pathToFileURL } from "node:url";
import { RootCircuit } from "@tscircuit/core";
import React from "react";

/** The part of the design we want to measure: an LED with its resistor and a two-pin header. */
const StatusLight = () => (
  <group name="status-light">
    <pinheader
      name="J1"
      pinCount={2}
      pinLabels={["VCC", "GND"]}
      pcbX={-6}
      pcbRotation={90}
    />
    <resistor name="R1" resistance="330" footprint="0603" pcbX={0} pcbY={1.5} />
    <led name="D1" color="green" footprint="0805" pcbX={5} pcbY={0} />
    <trace from=".J1 > .VCC" to=".R1 > .pin1" />
    <trace from=".R1 > .pin2" to=".D1 > .anode" />
    <trace from=".D1 > .cathode" to=".J1 > .GND" />
  </group>
);

interface Element {
  type: string;
  [key: string]: unknown;
}

interface Box {
  center: { x: number; y: number };
  width: number;
  height: number;
}

/** The smallest rectangle around every pcb_component, in mm. */
export function componentExtent(json: Element[]) {
  const boxes = json.filter(
    (e) => e.type === "pcb_component",
  ) as unknown as Box[];
  const minX = Math.min(...boxes.map((b) => b.center.x - b.width / 2));
  const maxX = Math.max(...boxes.map((b) => b.center.x + b.width / 2));
  const minY = Math.min(...boxes.map((b) => b.center.y - b.height / 2));
  const maxY = Math.max(...boxes.map((b) => b.center.y + b.height / 2));
  return { minX, maxX, minY, maxY, width: maxX - minX, height: maxY - minY };
}

export async function measure() {
  const circuit = new RootCircuit();
  // No width or height: the board grows to fit what is on it.
  circuit.add(
    <board>
      <StatusLight />
    </board>,
  );
  await circuit.renderUntilSettled();
  const json = circuit.getCircuitJson() as Element[];

  const errors = json.filter((e) => e.type.endsWith("_error"));
  const board = json.find((e) => e.type === "pcb_board") as unknown as Box;
  const group = json.find(
    (e) => e.type === "pcb_group" && e.name === "status-light",
  ) as unknown as Box;
  return { errors, board, group, components: componentExtent(json) };
}

const mm = (n: number) => `${n.toFixed(2)} mm`;

// Print a report when run as a script (not when imported).
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { errors, board, group, components } = await measure();
  if (errors.length > 0) {
    for (const e of errors) console.error(`${e.type}: ${e.message}`);
    process.exit(1);
  }
  console.log(`parts:  ${mm(components.width)} x ${mm(components.height)}`);
  console.log(`group:  ${mm(group.width)} x ${mm(group.height)}`);
  console.log(`board:  ${mm(board.width)} x ${mm(board.height)}`);
}
