/**
 * The alt text of a circuit picture, written from the circuit JSON's source
 * components, so each picture says what it shows ("Schematic of R1 (10 kΩ
 * resistor) and D1 (red LED) …") instead of one text for every picture.
 */
import type { View } from "./types";

type Element = { type: string } & Record<string, unknown>;

export const viewNames: Record<View, string> = {
  pcb: "PCB layout",
  schematic: "Schematic",
  "3d": "3D view",
  pinout: "Pinout",
  simulation: "Simulation graph",
};

/** Component kinds whose name is an abbreviation or reads badly lower-cased. */
const kindNames: Record<string, string> = {
  led: "LED",
  mosfet: "MOSFET",
  pinheader: "pin header",
  pin_header: "pin header",
  pushbutton: "push button",
  testpoint: "test point",
  solderjumper: "solder jumper",
};

/** "10kΩ" → "10 kΩ", "10uF" → "10 µF": a space before the unit, µ for u. */
export function readableValue(value: string): string {
  const match = value.trim().match(/^([-+]?[\d.]+)\s*(\S+)$/);
  if (!match) return value.trim();
  const unit = match[2].replace(/^u/, "µ");
  return `${match[1]} ${unit}`;
}

function kindOf(component: Element): string {
  const ftype = String(component.ftype ?? "component").replace(/^simple_/, "");
  return kindNames[ftype] ?? ftype.replace(/_/g, " ");
}

/** One component as a reader would name it: "R1 (10 kΩ resistor)". */
export function describeComponent(component: Element): string {
  const name = String(component.name ?? "?");
  const detail = [
    component.display_resistance,
    component.display_capacitance,
    component.display_inductance,
    component.display_frequency,
    component.color,
    component.manufacturer_part_number,
  ].find((value): value is string => typeof value === "string" && !!value);
  const kind = kindOf(component);
  return `${name} (${detail ? `${readableValue(detail)} ` : ""}${kind})`;
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** How many components the text names before "and N more". */
const listed = 10;

/**
 * What the circuit holds, in words: its components (with values), how many
 * traces join them and the board's size. The same for every view.
 */
export function describeCircuit(circuitJson: readonly Element[]): string {
  const components = circuitJson.filter((e) => e.type === "source_component");
  const names = components.slice(0, listed).map(describeComponent);
  if (components.length > listed)
    names.push(`${components.length - listed} more parts`);
  const traces = circuitJson.filter((e) => e.type === "source_trace").length;
  const board = circuitJson.find((e) => e.type === "pcb_board");
  const parts = [names.length > 0 ? joinList(names) : "an empty circuit"];
  if (traces > 0)
    parts.push(`joined by ${traces} trace${traces === 1 ? "" : "s"}`);
  if (
    board &&
    typeof board.width === "number" &&
    typeof board.height === "number"
  )
    parts.push(`on a ${round(board.width)} × ${round(board.height)} mm board`);
  return parts.join(", ");
}

function round(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function altText(view: View, description: string): string {
  return `${viewNames[view]} of ${description}`;
}
