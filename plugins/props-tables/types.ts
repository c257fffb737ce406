/**
 * The data a props table is made of. It is computed at build time
 * (extract.ts), serialised into the page as a JSON string, and rendered by
 * src/components/PropsTable, which imports these types (types only, so no
 * build-time code reaches the browser bundle).
 */

export interface PropRow {
  name: string;
  /** Readable TypeScript type, without `undefined`. */
  type: string;
  /** True when the prop is not optional. */
  required: boolean;
  /** The zod schema's default value, as source text (e.g. `"fr4"`, `2`). */
  default?: string;
  description: string | null;
  /**
   * Who wrote the description: the package (JSDoc, zod), these docs, or
   * the props probe, whose note stands in for the description of a prop
   * the pinned core ignores (plugins/prop-effects).
   */
  source: "package" | "docs" | "probe" | null;
  /** The core version the probe found the prop has no effect in. */
  noEffectIn?: string;
}

export interface PropsGroup {
  /** Readable group title derived from the interface name, e.g. "Layout (PCB)". */
  title: string;
  interfaceName: string;
  props: PropRow[];
}

export interface PropsTableData {
  element: string;
  /** The type the element's props are declared with, e.g. `ResistorProps`. */
  interfaceName: string;
  own: PropRow[];
  inherited: PropsGroup[];
}

/** A property as the extractor sees it, before grouping. */
export interface ExtractedProp extends PropRow {
  /**
   * The interface that declares the property, e.g. `CommonLayoutProps`, or
   * the element's type name when no interface does (zod-inferred types).
   */
  declaredIn: string;
  /** Declared by the element's own interface(s): listed first, ungrouped. */
  own: boolean;
}

/** An element's props with where each is declared, before grouping. */
export interface ExtractedProps {
  element: string;
  typeName: string;
  props: ExtractedProp[];
}
