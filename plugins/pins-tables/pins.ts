/**
 * The pins of an element as the pinned core makes them: the element is
 * compiled alone on a board and each `source_port` of it becomes a row
 * (name, number, aliases from `port_hints`). Nothing here is typed by hand
 * but the sample values of props an element cannot compile without.
 */

export interface PinRow {
  name: string;
  number?: number;
  /** Other names a selector may use for this pin, in core's order. */
  aliases: string[];
}

export interface PinsTableData {
  element: string;
  /** Props the element was compiled with, shown under the table. */
  sampleProps: Record<string, string | number>;
  pins: PinRow[];
}

/**
 * Values for the props an element requires. Elements not listed compile
 * with only a name.
 */
export const sampleProps: Readonly<
  Record<string, Record<string, string | number>>
> = {
  resistor: { resistance: "1k", footprint: "0402" },
  capacitor: { capacitance: "100nF", footprint: "0402" },
  inductor: { inductance: "10uH", footprint: "0603" },
  crystal: { frequency: "16MHz", loadCapacitance: "18pF" },
  resonator: { frequency: "16MHz", loadCapacitance: "18pF" },
  potentiometer: { maxResistance: "10k" },
  fuse: { currentRating: "1A" },
  pinheader: { pinCount: 4 },
  led: { color: "red", footprint: "0603" },
  diode: { footprint: "0603" },
  netlabel: { net: "GND" },
  mosfet: { channelType: "n", mosfetMode: "enhancement" },
  transistor: { type: "npn" },
};

/**
 * Elements with no pins of their own that cannot be probed inside a board:
 * the board itself, `<panel>` and `<subpanel>`, which hold boards,
 * `<tracehint>`, which needs the trace it bends (`for`), and
 * `<constrainedlayout>` and `<component>`, which core 0.0.2261 types but
 * does not build ("Unsupported component type").
 */
const notProbed = new Set([
  "board",
  "panel",
  "subpanel",
  "tracehint",
  "constrainedlayout",
  "component",
]);

interface PortElement {
  type: string;
  name?: string;
  pin_number?: number;
  port_hints?: string[];
  source_component_id?: string;
}

/** JSX attributes for sample props: numbers in braces, strings quoted. */
export function attributesOf(props: Record<string, string | number>): string {
  return Object.entries(props)
    .map(([key, value]) =>
      typeof value === "number"
        ? `${key}={${value}}`
        : `${key}=${JSON.stringify(value)}`,
    )
    .join(" ");
}

/** The example compiled to find an element's pins. */
export function pinsProbeCode(element: string): string | undefined {
  if (notProbed.has(element)) return undefined;
  const props = sampleProps[element] ?? {};
  return `export default () => (<board width="20mm" height="20mm"><${element} name="X1" ${attributesOf(props)} /></board>)`;
}

/** Rows from a compiled probe's circuit JSON. */
export function pinsFromCircuitJson(
  element: string,
  circuitJson: readonly unknown[],
): PinsTableData {
  const elements = circuitJson as PortElement[];
  const component = elements.find(
    (e) => e.type === "source_component" && e.name === "X1",
  ) as { source_component_id?: string } | undefined;
  const pins = elements
    .filter(
      (e) =>
        e.type === "source_port" &&
        (!component || e.source_component_id === component.source_component_id),
    )
    .map((port) => {
      const name = port.name ?? "";
      const seen = new Set([name]);
      const aliases = (port.port_hints ?? []).filter((hint) => {
        // Bare numbers are how `pin_number` is matched; shown as the number.
        if (seen.has(hint) || /^\d+$/.test(hint)) return false;
        seen.add(hint);
        return true;
      });
      return { name, number: port.pin_number, aliases };
    });
  return { element, sampleProps: sampleProps[element] ?? {}, pins };
}
