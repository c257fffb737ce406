/**
 * Turns the circuit JSON of a board into the files a factory asks for:
 * Gerber layers and Excellon drill files (circuit-json-to-gerber), a bill of
 * materials (circuit-json-to-bom-csv) and a pick-and-place file
 * (circuit-json-to-pnp-csv), plus the grouped parts list the docs show.
 *
 * The converters are ES modules, loaded on first use, so pages without
 * fabrication data never load them.
 */
import type { AnyCircuitElement } from "circuit-json";
import type { PartsListRow } from "./types";

export interface CircuitElement {
  type: string;
  [key: string]: unknown;
}

export interface FabricationSet {
  /** Every file by name: `F_Cu.gbr`, `drill-L1-L2.drl`, `bom.csv`, `pnp.csv`… */
  files: Record<string, string>;
  parts: PartsListRow[];
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== ""
    ? value.trim()
    : undefined;
}

function byId(
  circuitJson: CircuitElement[],
  type: string,
  key: string,
  id: unknown,
): CircuitElement | undefined {
  return circuitJson.find(
    (element) => element.type === type && element[key] === id,
  );
}

/**
 * The footprint a parts list and BOM show. Core records passives with their
 * kind in front (`res0603`, `cap0402`, `led0805`); a factory knows them by
 * the imperial size code alone, so that prefix is dropped; so is the colour
 * core appends to LED footprints.
 */
export function footprintName(footprinterString: string | undefined): string {
  if (!footprinterString) return "custom";
  // LEDs also carry their colour (`0805_color(white)`), already in the value.
  const plain = footprinterString.replace(/_color\([^)]*\)$/, "");
  const size = plain.match(/^(?:res|cap|led|diode|ind)(\d{4})$/);
  return size ? size[1] : plain;
}

/** "simple_push_button" → "push button". */
function kindOf(ftype: string | undefined): string {
  return (ftype ?? "part").replace(/^simple_/, "").replace(/_/g, " ");
}

/** The value a parts list shows for one source component. */
export function partValue(source: CircuitElement): string {
  const partNumber =
    text(source.manufacturer_part_number) ?? text(source.mfn) ?? undefined;
  if (partNumber) return partNumber;
  for (const key of [
    "display_resistance",
    "display_capacitance",
    "display_inductance",
    "display_frequency",
  ]) {
    const shown = text(source[key]);
    if (shown) return shown;
  }
  const ftype = text(source.ftype);
  const color = text(source.color);
  if (ftype === "simple_led") return color ? `${color} LED` : "LED";
  return kindOf(ftype);
}

/** R2 before R10. */
const natural = new Intl.Collator("en", { numeric: true }).compare;

/**
 * The placed parts of a board, one row per distinct value, footprint and
 * kind, from the board's circuit JSON (never typed by hand).
 */
export function partsListOf(circuitJson: CircuitElement[]): PartsListRow[] {
  const rows = new Map<string, PartsListRow>();
  for (const pcb of circuitJson) {
    if (pcb.type !== "pcb_component") continue;
    const source = byId(
      circuitJson,
      "source_component",
      "source_component_id",
      pcb.source_component_id,
    );
    if (!source) continue;
    const cad = byId(
      circuitJson,
      "cad_component",
      "pcb_component_id",
      pcb.pcb_component_id,
    );
    const designator = text(source.name) ?? String(pcb.pcb_component_id ?? "?");
    const value =
      pcb.do_not_place === true ? "do not place" : partValue(source);
    const footprint = footprintName(text(cad?.footprinter_string));
    const key = JSON.stringify([text(source.ftype), value, footprint]);
    const row = rows.get(key) ?? {
      designators: [],
      value,
      footprint,
      quantity: 0,
    };
    row.designators.push(designator);
    row.quantity += 1;
    rows.set(key, row);
  }
  return [...rows.values()]
    .map((row) => ({ ...row, designators: row.designators.sort(natural) }))
    .sort((a, b) => natural(a.designators[0], b.designators[0]));
}

/** Every fabrication file of a board, by file name. */
export async function fabricationFilesOf(
  circuitJson: CircuitElement[],
): Promise<Record<string, string>> {
  const [gerber, bom, pnp] = await Promise.all([
    import("circuit-json-to-gerber"),
    import("circuit-json-to-bom-csv"),
    import("circuit-json-to-pnp-csv"),
  ]);
  const elements = circuitJson as unknown as AnyCircuitElement[];
  const files: Record<string, string> = {
    ...gerber.convertCircuitJsonToGerberFiles(elements),
  };
  const bomRows = await bom.convertCircuitJsonToBomRows({
    circuitJson: elements,
    // The converter leaves the footprint empty; the footprinter string is
    // what a factory matches against its part library.
    resolvePart: async ({ pcb_component }) => ({
      footprint: footprintName(
        text(
          byId(
            circuitJson,
            "cad_component",
            "pcb_component_id",
            pcb_component.pcb_component_id,
          )?.footprinter_string,
        ),
      ),
    }),
  });
  files["bom.csv"] = bom.convertBomRowsToCsv(bomRows);
  files["pnp.csv"] = pnp.convertCircuitJsonToPickAndPlaceCsv(elements, {
    // A part without supplier data keeps its board rotation; that is the
    // expected case for docs examples, not something to print.
    onRotationWarning: () => {},
  });
  return files;
}

export async function fabricationSetOf(
  circuitJson: CircuitElement[],
): Promise<FabricationSet> {
  return {
    files: await fabricationFilesOf(circuitJson),
    parts: partsListOf(circuitJson),
  };
}
