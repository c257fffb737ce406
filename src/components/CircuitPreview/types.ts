export type View = "pcb" | "schematic" | "3d" | "pinout" | "simulation";

/** One rendered picture of an example (plugins/circuit-previews). */
export interface Picture {
  view: View;
  src: string;
  /** The picture drawn for the dark colour mode, if it has one. */
  darkSrc?: string;
  width: number;
  height: number;
  alt: string;
  /** Its smallest text in CSS pixels at `width`, if it has text. */
  minTextPx?: number;
}

/** The circuit's warnings of one code (plugins/circuit-previews/warnings). */
export interface WarningGroup {
  code: string;
  messages: string[];
}
