/**
 * The groups of the Elements section, shared by the sidebar (sidebars.ts)
 * and the /elements index, so both list the same elements in the same
 * order. An element is named by its JSX tag; its page is
 * `docs/elements/<tag>.mdx` unless `pageOf` says otherwise.
 *
 * To list an element that has no page yet, add its tag to a group: the
 * index shows it with what `@tscircuit/props` knows, the sidebar skips it.
 */
export interface ElementGroup {
  readonly label: string;
  readonly tags: readonly string[];
}

export const elementGroups: readonly ElementGroup[] = [
  {
    label: "Board and structure",
    tags: ["board", "group", "subcircuit"],
  },
  {
    label: "Parts",
    tags: [
      "battery",
      "capacitor",
      "chip",
      "crystal",
      "diode",
      "fuse",
      "inductor",
      "jumper",
      "led",
      "mosfet",
      "pinheader",
      "potentiometer",
      "pushbutton",
      "resistor",
      "resonator",
      "solderjumper",
      "switch",
      "testpoint",
      "transistor",
    ],
  },
  {
    label: "Connections and routing",
    tags: [
      "trace",
      "net",
      "netlabel",
      "via",
      "copperpour",
      "breakout",
      "breakoutpoint",
    ],
  },
  {
    label: "PCB primitives",
    tags: [
      "footprint",
      "hole",
      "pcbnotedimension",
      "pcbnoteline",
      "pcbnotepath",
      "pcbnoterect",
      "pcbnotetext",
    ],
  },
  {
    label: "Schematic primitives",
    tags: [
      "symbol",
      "schematicarc",
      "schematiccircle",
      "schematicline",
      "schematicrect",
      "schematictext",
    ],
  },
  {
    label: "3D models",
    tags: ["cadmodel", "cadassembly"],
  },
];

/** Pages whose file name is not the element's tag (the spec's routes). */
export const pageOf: Readonly<Record<string, string>> = {
  copperpour: "groundplane",
};

/** The page of an element under docs/elements/, without extension. */
export function pageName(tag: string): string {
  return pageOf[tag] ?? tag;
}
