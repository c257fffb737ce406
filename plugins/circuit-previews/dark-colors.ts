/**
 * Colours of the pictures drawn for the site's dark mode. The PCB view is
 * dark already; the schematic gets a dark sheet with light strokes and text
 * (circuit-to-svg's colour overrides), the 3D view a dark background.
 */
export const darkBackground = "#242526";

export const darkSchematicColors = {
  background: darkBackground,
  component_body: "rgb(58, 54, 38)",
  component_outline: "rgb(240, 130, 120)",
  pin: "rgb(240, 130, 120)",
  pin_number: "rgb(250, 160, 150)",
  pin_name: "rgb(120, 220, 220)",
  reference: "rgb(120, 220, 220)",
  value: "rgb(120, 220, 220)",
  wire: "rgb(90, 220, 90)",
  wire_crossing: "rgb(120, 235, 120)",
  junction: "rgb(90, 220, 90)",
  label_local: "rgb(235, 235, 235)",
  label_global: "rgb(240, 130, 120)",
  label_hier: "rgb(230, 200, 90)",
  label_background: "rgba(0, 0, 0, 0.6)",
  net_name: "rgb(190, 190, 190)",
  note: "rgb(140, 170, 255)",
  bus: "rgb(140, 170, 255)",
  bus_junction: "rgb(140, 170, 255)",
  no_connect: "rgb(140, 170, 255)",
  grid: "rgb(80, 80, 80)",
  grid_axes: "rgb(140, 170, 255)",
  aux_items: "rgb(200, 200, 200)",
  fields: "rgb(230, 140, 230)",
  sheet: "rgb(240, 130, 120)",
  sheet_fields: "rgb(230, 140, 230)",
  sheet_filename: "rgb(230, 200, 90)",
  sheet_label: "rgb(120, 220, 220)",
  sheet_name: "rgb(120, 220, 220)",
  table: "rgb(190, 190, 190)",
  worksheet: "rgb(240, 130, 120)",
  hidden: "rgb(120, 120, 120)",
  cursor: "rgb(235, 235, 235)",
} as const;

/** "#rgb", "#rrggbb", "rgb(…)" or "rgba(…)" as 0–255 channels; else undefined. */
function parseColor(value: string): [number, number, number] | undefined {
  const hex = value.trim().match(/^#([\da-f]{3}|[\da-f]{6})$/i)?.[1];
  if (hex) {
    const full =
      hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
    return [0, 2, 4].map((at) =>
      Number.parseInt(full.slice(at, at + 2), 16),
    ) as [number, number, number];
  }
  const rgb = value.match(/^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : undefined;
}

/**
 * A colour the circuit itself sets (a chip's name is #006464, dark teal),
 * made light enough to read on the dark sheet: same hue and saturation, HSL
 * lightness raised to 75 %. Light colours and anything unparsed stay.
 */
export function lightenForDark(value: string): string {
  const channels = parseColor(value);
  if (!channels) return value;
  const [r, g, b] = channels.map((channel) => channel / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  if (lightness >= 0.5) return value;
  const delta = max - min;
  const saturation =
    delta === 0 ? 0 : delta / (1 - Math.abs(2 * lightness - 1));
  let hue = 0;
  if (delta !== 0) {
    if (max === r) hue = ((g - b) / delta) % 6;
    else if (max === g) hue = (b - r) / delta + 2;
    else hue = (r - g) / delta + 4;
  }
  hue = (hue * 60 + 360) % 360;
  return `hsl(${Math.round(hue)}, ${Math.round(saturation * 100)}%, 75%)`;
}

/** Colour properties of schematic elements that the circuit may set. */
const colorKeys = ["color", "stroke_color", "fill_color"];

/** The circuit JSON with its own dark schematic colours made light (above). */
export function withColorsForDark<T extends { type: string }>(
  circuitJson: readonly T[],
): T[] {
  return circuitJson.map((element) => {
    if (!element.type.startsWith("schematic_")) return element;
    const record = element as T & Record<string, unknown>;
    const changed = colorKeys.filter((key) => typeof record[key] === "string");
    if (changed.length === 0) return element;
    const copy: Record<string, unknown> = { ...record };
    for (const key of changed) copy[key] = lightenForDark(String(record[key]));
    return copy as T;
  });
}
