/**
 * The groups of the Elements section, shared by the sidebar (sidebars.ts)
 * and the /elements index, so both list the same elements in the same
 * order. An element is named by its JSX tag; its page is
 * `docs/elements/<tag>.mdx` unless `pageOf` says otherwise.
 *
 * Every element the pinned core accepts must be in a group (the index
 * fails otherwise). An element whose reference lives on a page outside
 * docs/elements (a footprint primitive under docs/footprints, a member of a
 * namespace reference) is linked to the page holding its props table; an
 * element with no page at all is listed by what `@tscircuit/props` knows,
 * and the sidebar skips it.
 */
export interface ElementGroup {
  readonly label: string;
  readonly tags: readonly string[];
  /**
   * Pages of docs/elements in this group that are not one element's
   * reference: how-to pages and namespace references. Sidebar only.
   */
  readonly pages?: readonly string[];
}

export const elementGroups: readonly ElementGroup[] = [
  {
    label: "Board and structure",
    tags: [
      "board",
      "group",
      "subcircuit",
      "component",
      "port",
      "constrainedlayout",
    ],
  },
  {
    label: "Parts",
    tags: [
      "antenna",
      "battery",
      "bug",
      "capacitor",
      "chip",
      "connector",
      "crystal",
      "diode",
      "fuse",
      "inductor",
      "jumper",
      "led",
      "mosfet",
      "opamp",
      "pinheader",
      "pinout",
      "potentiometer",
      "powersource",
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
      "bus",
      "differentialpair",
      "interconnect",
      "pcbtrace",
      "tracehint",
      "breakout",
      "breakoutpoint",
      "fanout",
      "fanoutpoint",
      "autoroutingphase",
      "drccheck",
    ],
  },
  {
    label: "Board features",
    tags: [
      "copperpour",
      "cutout",
      "keepout",
      "fiducial",
      "pcbbend",
      "pcbstiffener",
    ],
    pages: ["groundplane"],
  },
  {
    label: "PCB primitives",
    tags: [
      "footprint",
      "smtpad",
      "platedhole",
      "hole",
      "constraint",
      "coppertext",
      "solderpaste",
      "pcbsoldermaskopening",
      "courtyardrect",
      "courtyardcircle",
      "courtyardoutline",
      "silkscreentext",
      "silkscreenline",
      "silkscreenrect",
      "silkscreencircle",
      "silkscreenpath",
      "silkscreengraphic",
      "fabricationnotetext",
      "fabricationnoterect",
      "fabricationnotepath",
      "fabricationnotedimension",
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
      "schematicsymbol",
      "schematicarc",
      "schematicbox",
      "schematiccircle",
      "schematicgraphic",
      "schematicline",
      "schematicpath",
      "schematicrect",
      "schematictext",
    ],
  },
  {
    label: "Schematic sheets and tables",
    tags: [
      "schematicsheet",
      "schematicsection",
      "schematictable",
      "schematicrow",
      "schematiccell",
    ],
  },
  {
    label: "Panels",
    tags: ["panel", "subpanel", "mountedboard"],
  },
  {
    label: "3D models",
    tags: [
      "cadmodel",
      "cadassembly",
      "assembly.device",
      "assembly.part",
      "assembly.printedpart",
      "assembly.bolt",
      "assembly.cable",
      "assembly.motor",
      "assembly.screen",
      "assembly.subassembly",
      "assembly.cadassembly",
      "assembly.referencesurface",
      "assembly.explosion.stage",
      "assembly.explosion.move",
      "assembly.drawing.page",
      "assembly.drawing.partview",
      "assembly.drawing.titleblock",
      "assembly.drawing.dimension",
      "enclosure.fdm.box",
      "enclosure.cutoutaperture",
    ],
    pages: ["assembly", "enclosure"],
  },
  {
    label: "Simulation",
    tags: [
      "analogsimulation",
      "analogtransientsimulation",
      "analogdcsweepsimulation",
      "analogacsweepsimulation",
      "analogdcoperatingpointsimulation",
      "analogsweepparameter",
      "analogdigitalstimulus",
      "analogeyediagram",
      "voltagesource",
      "currentsource",
      "voltageprobe",
      "ammeter",
      "spicemodel",
      "ibismodel",
      "pcbreturncurrentsimulation",
      "pcbreturncurrentexcitation",
    ],
  },
  {
    label: "System block diagrams",
    tags: [
      "systemblock.page",
      "systemblock.group",
      "systemblock.component",
      "systemblock.connection",
    ],
    pages: ["systemblock"],
  },
];

/** Pages whose file name is not the element's tag. */
export const pageOf: Readonly<Record<string, string>> = {
  // The four analyses share the page of <analogsimulation>, one props
  // table each.
  analogtransientsimulation: "analogsimulation",
  analogdcoperatingpointsimulation: "analogsimulation",
  analogdcsweepsimulation: "analogsimulation",
  analogacsweepsimulation: "analogsimulation",
};

/**
 * Tags that are other names for an element: core registers the same
 * component under both, so they share the other tag's page.
 */
export const aliasOf: Readonly<Record<string, string>> = {
  bug: "chip",
  fanout: "breakout",
  fanoutpoint: "breakoutpoint",
};

/** The page of an element under docs/elements/, without extension. */
export function pageName(tag: string): string {
  const target = aliasOf[tag] ?? tag;
  return pageOf[target] ?? target;
}
