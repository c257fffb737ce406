/**
 * What the fabrication-files plugin hands to its components, as JSON in a
 * `data` attribute. Types only: the components import nothing else from here.
 */

/** One line of a parts list: identical parts share a line. */
export interface PartsListRow {
  /** Reference designators, in natural order: `["R1", "R2", "R10"]`. */
  designators: string[];
  /** Resistance, capacitance, colour or part number, as the circuit states it. */
  value: string;
  /** The footprinter string, or `custom` for a hand-drawn footprint. */
  footprint: string;
  quantity: number;
}

export interface PartsListData {
  /** Title of the circuit fence the list was generated from. */
  example: string;
  rows: PartsListRow[];
  /** Number of placed parts (the sum of the quantities). */
  total: number;
}

export interface FabricationFileData {
  /** Title of the circuit fence the file was generated from. */
  example: string;
  /** File name as the converters produce it, e.g. `F_Cu.gbr`. */
  name: string;
  /** What the file is, in a few words: "Gerber, top copper". */
  kind: string;
  /** The lines shown: the first ones, and the last one when cut. */
  head: string[];
  /** The last line of the file, when lines were left out before it. */
  tail?: string;
  /** Lines in the whole file. */
  totalLines: number;
}
