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
