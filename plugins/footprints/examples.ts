/**
 * One example footprint string per footprint function: the string shown in
 * the catalog and rendered as its picture.
 *
 * The preferred strings name a common real part of each family. When the
 * package changes and one stops rendering, the catalog falls back to trying
 * the bare name with usual pin counts (or passive size codes), and fails
 * the build listing every function left without a working example.
 */
export const preferredExamples: Readonly<Record<string, string>> = {
  bga: "bga16",
  cap: "cap0603",
  dfn: "dfn8",
  diode: "diode0603",
  dip: "dip8",
  fpc: "fpc8",
  headermodule: "headermodule6",
  jst: "jst4",
  lcc: "lcc20",
  led: "led0603",
  lga: "lga14",
  lqfp: "lqfp48",
  mlp: "mlp16",
  mountedpcbmodule: "mountedpcbmodule_pinrow8",
  msop: "msop8",
  pad: "pad_w2mm_h1mm",
  pinrow: "pinrow4",
  qfn: "qfn16",
  qfp: "qfp32",
  quad: "quad16",
  res: "res0402",
  smdpinheader: "smdpinheader4",
  soic: "soic8",
  solderjumper: "solderjumper2",
  son: "son8",
  ssop: "ssop16",
  tqfp: "tqfp32",
  tssop: "tssop16",
  vson: "vson8_p0.65mm_w3mm_grid3x3_ep1.65x2.4_pinw0.3mm_pinh0.8mm",
  vssop: "vssop8",
  wson: "wson8",
};

/** Pin counts tried after the bare name, most common first. */
const fallbackPinCounts = [8, 4, 2, 3, 6, 10, 14, 16, 20, 24, 32, 48, 64];

/**
 * Strings to try for one function, best first: the preferred example, the
 * bare name, then the name with a pin count (or, for passives, a size code).
 */
export function exampleCandidates(
  name: string,
  passiveSizeCodes: readonly string[] | null,
): string[] {
  const tail = passiveSizeCodes
    ? passiveSizeCodes.map((code) => `${name}${code}`)
    : fallbackPinCounts.map((count) => `${name}${count}`);
  const preferred = preferredExamples[name];
  return [...new Set([...(preferred ? [preferred] : []), name, ...tail])];
}
