/**
 * How diagrams are drawn: Mermaid's own light and dark themes, as the site
 * used while Mermaid ran in the browser. Labels are measured at build, so
 * they use a font whose widths match on every reader's machine: Arial, or
 * its metric twin Liberation Sans where Arial is missing.
 */
export const renderSettings = {
  fontFamily: "Arial, 'Liberation Sans', Helvetica, sans-serif",
  modes: {
    light: { theme: "default", themeVariables: {} },
    dark: {
      theme: "dark",
      // The dark theme's grey, half-transparent edge-label box leaves its
      // #ccc text under 4.5:1 contrast; an opaque dark box keeps ~10:1.
      themeVariables: { edgeLabelBackground: "#242526" },
    },
  },
} as const;

export type ColorMode = keyof typeof renderSettings.modes;
export const colorModes = Object.keys(renderSettings.modes) as ColorMode[];
