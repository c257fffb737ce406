/**
 * What footprint-string parameters mean, for the keys @tscircuit/footprinter
 * leaves without a zod `.describe()`. Written from the package source
 * (0.0.424) and checked against what each key changes in the rendered
 * footprint. All lengths are in millimetres unless a text says otherwise.
 *
 * - `shared`: one meaning per key, for every function using the key.
 * - `byFunction`: a meaning for one function, where the key does something
 *   else there; it wins over `shared`.
 * - `noEffect`: keys the package lists for a function that change nothing
 *   in it, and `commonNoEffect` the same for the options every function
 *   takes; the catalog leaves them out (a unit test checks they still
 *   change nothing).
 *
 * The catalog build warns about a shown key with no meaning, and fails on a
 * meaning no shown key uses.
 */
export interface ParamMeanings {
  shared: Readonly<Record<string, string>>;
  byFunction: Readonly<Record<string, Readonly<Record<string, string>>>>;
  noEffect: Readonly<Record<string, readonly string[]>>;
  /**
   * Options every function accepts that a footprint string cannot use:
   * left out of the common table.
   */
  commonNoEffect: readonly string[];
}

const shared: Record<string, string> = {
  num_pins:
    "Number of pins, written as digits right after the function name (soic8, qfn16) rather than after an underscore.",
  p: "Pitch: distance between the centres of neighbouring pads or holes, in mm.",
  pw: "Pad width in mm: the pad's size along its row of pads.",
  pl: "Pad length in mm: the pad's size pointing away from the part, across its row of pads.",
  ph: "Pad height in mm: the pad's size across its row of pads.",
  id: "Hole diameter in mm: the drill of each plated through-hole.",
  od: "Outer size in mm of the copper around each hole (its diameter when round).",
  legsoutside:
    "Place the pads outside the outline set by w (and h): their inner ends, instead of their outer ends, lie on it.",
  pillpads: "Draw pill-shaped pads (fully rounded ends) instead of rectangles.",
  thermalpad:
    "Add an exposed centre pad of the given size, width x height in mm: thermalpad2.4x3.1.",
  thermalpadcenteroffsetx:
    "Move the exposed centre pad (thermalpad) sideways by this many mm.",
  thermalpadcenteroffsety:
    "Move the exposed centre pad (thermalpad) up or down by this many mm.",
  leftpins:
    "Number of pads on the left side, when the sides differ (default: num_pins / 4).",
  rightpins: "Number of pads on the right side, when the sides differ.",
  toppins: "Number of pads on the top side, when the sides differ.",
  bottompins: "Number of pads on the bottom side, when the sides differ.",
  lrpins: "Number of pads on each of the left and right sides.",
  leftrightpins:
    "Number of pads on each of the left and right sides (long form of lrpins).",
  tbpins: "Number of pads on each of the top and bottom sides.",
  topbottompins:
    "Number of pads on each of the top and bottom sides (long form of tbpins).",
  startingpin:
    "Where pin 1 sits, as a side and an end in brackets: startingpin(topside,leftpin). Sides: leftside, topside, rightside, bottomside; ends: toppin, bottompin, leftpin, rightpin. Default: top pin of the left side; numbering runs counter-clockwise.",
  imperial:
    "Size code in hundredths of an inch, e.g. 0402 for a 0.04 x 0.02 in part. Usually written right after the name (res0402) or alone (0402).",
  metric:
    "Size code in tenths of a millimetre, e.g. 1005 for a 1.0 x 0.5 mm part. Written as a suffix: res1005_metric.",
  tht: "Through-hole version: two plated holes instead of pads, with hole diameter pw and copper diameter pw / 0.8.",
  textbottom:
    "Put the reference designator below the part instead of above it.",
  pinlabeltextalignleft:
    "Left-align the silkscreen pin labels instead of centring them.",
  pinlabeltextaligncenter:
    "Centre the silkscreen pin labels (already the default).",
  pinlabeltextalignright:
    "Right-align the silkscreen pin labels instead of centring them.",
  pinlabelverticallyinverted:
    "Turn the silkscreen pin labels upside down (rotated 180°).",
  pinlabelorthogonal:
    "Rotate the silkscreen pin labels by 90° so they run across the row.",
  left: "Number of pads along the left edge.",
  right: "Number of pads along the right edge.",
  top: "Number of pads along the top edge.",
  bottom: "Number of pads along the bottom edge.",
  innerholeedgedistance:
    "Distance in mm from the board edge to the inner plated hole added by innerhole.",
  inline:
    "Put the three holes in one straight row instead of a triangle with the middle hole raised.",
  thermalvias:
    "Fill the exposed centre pad with vias: thermalvias alone gives a 4x4 grid, thermalvias3x2 another grid (columns x rows). Needs a thermalpad.",
  thermalviapitch:
    "Distance in mm between neighbouring thermal vias (default 1 mm).",
};

const byFunction: Record<string, Record<string, string>> = {};

/** Gives the same meanings to several functions. */
function give(names: readonly string[], meanings: Record<string, string>) {
  for (const name of names) {
    byFunction[name] = { ...byFunction[name], ...meanings };
  }
}

// Chip resistors, capacitors, LEDs and diodes: a size code picks the pads.
give(["cap", "diode", "led", "res"], {
  p: "Distance in mm between the centres of the two pads. Used only when no size code is given.",
  pw: "Pad width in mm, along the part. Used only when no size code is given.",
  ph: "Pad height in mm, across the part. Used only when no size code is given.",
  w: "Body length in mm. Only checked (h may not exceed it); the pads come from the size code or p, pw and ph.",
  h: "Body width in mm. Only checked against w; it does not change the pads.",
});
give(["res"], {
  nonpolarized:
    "Mark the part as non-polarized with two silkscreen lines instead of a three-sided outline. Only needed for a bare size code (0402_nonpolarized): res0402 already draws it.",
  concave:
    "For resistor arrays: draws no pads at all for a two-resistor 0402 array (res0402_x2_concave); other sizes ignore it.",
});

// Two rows of pads, numbered down the left row and up the right row.
give(["soic", "sop8", "ms012", "ms013", "dfn"], {
  w: "Distance in mm across the two rows of pads, from the outer end of one row to the outer end of the other (between the inner ends when legsoutside is on).",
});
give(["tssop"], {
  w: "Distance in mm between the inner ends of the two rows of pads (legsoutside is on by default). When you give p of 0.5 mm or less, 0.15 mm is taken off.",
});
give(["ssop"], {
  w: "Sets how far apart the two rows of pads are: their centres are w + 0.2 mm apart.",
  legsoutside:
    "Draw the silkscreen and courtyard for pads that reach outside the body; the pads stay where w puts them.",
});
give(["msop"], {
  w: "Body width in mm. The pads start 0.2 mm inside its long edges and reach outwards.",
  h: "Body height in mm, drawn on the silkscreen.",
});
give(["vssop"], {
  w: "Width in mm of the body outline on the silkscreen and of the courtyard; the pad positions are fixed.",
  h: "Height in mm of the body outline on the silkscreen.",
});
give(["son"], {
  w: "Width in mm of the body outline; the pad columns stay 2.8 mm apart.",
  h: "Height in mm of the body outline and courtyard.",
  ep: "Add the exposed centre pad (also switched on by any option starting with ep, such as epw).",
  epw: "Width in mm of the exposed centre pad.",
  eph: "Height in mm of the exposed centre pad.",
});
give(["dfn"], {
  missing:
    "Pad positions to leave out, as numbers in brackets: missing(2,7). The remaining pads are numbered without gaps.",
  cornerpads:
    "Give each pad of a 4-pad DFN a cut corner on its inner side (needs cornerpadcutlength, no missing pads, no pill pads).",
  cornerpadcutlength:
    "Size in mm of the corner cut made by cornerpads; at most the smaller of pw and pl.",
});

// Pads on four sides.
const quads = ["lcc", "lqfp", "mlp", "qfn", "qfp", "quad", "tqfp"];
give(quads, {
  w: "Width in mm across the left and right pads, at the pads' outer ends (inner ends with legsoutside). By default it follows from the pitch and the pin count; h copies it when only w is given.",
  h: "Height in mm across the top and bottom pads, measured like w.",
  thermalpad:
    "Add an exposed centre pad: thermalpad alone makes it as wide and tall as the rows of pads, thermalpad3x3 gives width x height in mm.",
});

// Two-terminal SMD packages (diodes, MELF parts).
const twoPad = [
  "melf",
  "micromelf",
  "minimelf",
  "sma",
  "smb",
  "smbf",
  "smc",
  "smf",
  "sod110",
  "sod123",
  "sod123f",
  "sod123fl",
  "sod123w",
  "sod128",
  "sod323",
  "sod323f",
  "sod323fl",
  "sod323w",
  "sod523",
  "sod723",
  "sod80",
  "sod882",
  "sod882d",
  "sod923",
];
give(twoPad, {
  h: "Height in mm of the body outline drawn on the silkscreen.",
});
// sod123 draws no outline from w (see noEffect).
give(
  twoPad.filter((name) => name !== "sod123"),
  {
    w: "Width in mm of the body outline drawn on the silkscreen; it does not move the pads.",
  },
);

// SOT packages: each function places its pads its own way.
const sots = [
  "sot",
  "sot143",
  "sot223",
  "sot23",
  "sot23w",
  "sot25",
  "sot323",
  "sot343",
  "sot363",
  "sot457",
  "sot563",
  "sot723",
  "sot886",
  "sot89",
  "sot963",
];
give(sots, {
  h: "Height in mm of the body outline; used for the silkscreen and the reference text.",
});
give(["sot23", "sot25"], {
  w: "Distance in mm between the centres of the left and right pad columns.",
});
give(["sot563", "sot886", "sot963"], {
  w: "Distance in mm across both pad columns, from outer pad end to outer pad end.",
});
give(["sot23w", "sot323", "sot343", "sot363", "sot143"], {
  w: "Width in mm of the body outline drawn on the silkscreen; it does not move the pads.",
});
give(["sot23w", "sot323", "sot723"], {
  p: "Distance in mm from the middle of the part to the centre of each pad column (the columns are 2 x p apart).",
});
give(["sot343"], {
  p: "Horizontal position in mm of the centres of pads 3 and 4, the right-hand column.",
});
give(["sot"], {
  h: "Sets how far apart the two pad columns are: their centres sit h / 2 + 0.49 mm either side of the middle.",
});
give(["sot457"], {
  w: "Sets how far apart the two pad columns are: their centres sit 0.1 mm outside ±w / 2.",
  wave: "Use the wave-soldering layout: larger pads, with pads 3 and 4 drawn as pills (see pillw and pillh).",
  pillw: "Width in mm of the pill-shaped pads 3 and 4 in the wave layout.",
  pillh: "Height in mm of the pill-shaped pads 3 and 4 in the wave layout.",
});
give(["sot89"], {
  w: "Package width in mm: pads 1 and 3 are centred 0.15 mm inside its left edge.",
});
give(["sot223"], {
  w: "Overall width in mm: the three small pads and the tab pad are centred 1.1 mm inside its left and right edges.",
  tabpw: "Height in mm of the large tab pad.",
  tabpl: "Width in mm of the large tab pad (default: pl).",
  taboffset: "Moves the tab pad sideways by this many mm.",
});
give(["sot143"], {
  p: "Distance in mm between the centres of the upper and lower pad rows.",
  px: "Distance in mm between the centres of the left and right pad columns.",
  pw: "Pad width in mm (pads 2 to 4; pin 1 is wider).",
});

// Through-hole parts.
give(["dip"], {
  w: "Distance in mm between the centres of the two rows of holes (7.62 mm, 300 mil, by default). Give it in mm or in mil (w600mil); other units are read as mm.",
  p: "Distance in mm between neighbouring holes in a row; like w, also accepts mil.",
  wide: "Rows 15.24 mm (600 mil) apart, for wide DIP packages.",
  narrow: "Rows 7.62 mm (300 mil) apart, the default.",
});
give(["breakoutheaders"], {
  w: "Distance in mm between the left and right columns of holes.",
  h: "Distance in mm between the top and bottom rows of holes (default: the longer side column's length, pins x p).",
  left: "Number of holes along the left edge.",
  right: "Number of holes along the right edge.",
  top: "Number of holes along the top edge.",
  bottom: "Number of holes along the bottom edge.",
});
give(["hc49"], {
  w: "Length in mm of the body outline drawn on the silkscreen.",
  h: "Width in mm of the body outline; its ends are rounded with radius h / 2.",
});
give(["electrolytic"], {
  d: "Diameter in mm of the capacitor body drawn on the silkscreen.",
});
give(["radial"], {
  electrolytic: "Add a + polarity mark to the silkscreen.",
  polarized: "Add a + polarity mark to the silkscreen.",
});
give(["potentiometer"], {
  p: "Holes 1 and 3 sit this many mm above and below the middle (2 x p apart).",
  h: "Horizontal distance in mm from holes 1 and 3 to hole 2.",
  w: "Width in mm of the body outline drawn on the silkscreen.",
});
give(["pushbutton"], {
  w: "Horizontal distance in mm between the left and right pairs of holes.",
  h: "Vertical distance in mm between the upper and lower pairs of holes.",
  id: "Hole diameter in mm; the copper ring around each hole is 1.5 x this.",
});
give(["to220"], {
  w: "Body width in mm. The holes are spread over 40 % of it, at least 2.5 mm apart.",
  h: "Body height in mm, drawn on the silkscreen.",
});
give(["to220f"], {
  w: "Body width in mm, drawn on the silkscreen; the holes stay 2.54 mm apart.",
  h: "Body height in mm, drawn on the silkscreen.",
});
give(["to92", "to92s"], {
  h: "Height in mm of the body outline; the hole positions are measured from its top edge (y = h / 2).",
});
give(["to92"], {
  w: "Width in mm of the body outline drawn on the silkscreen.",
});
give(["to92l"], {
  w: "Width in mm of the body outline drawn on the silkscreen.",
  h: "Height in mm of the body outline drawn on the silkscreen.",
});
give(["jst"], {
  w: "Body width in mm for the silkscreen outline; not every variant draws one from it.",
  h: "Body height in mm for the silkscreen outline and reference text; not every variant uses it.",
});

// Grids and arrays.
give(["bga"], {
  grid: "Ball grid as columns x rows: grid4x4. By default the smallest square that holds num_pins balls.",
  w: "Width in mm of the body outline (silkscreen and courtyard); by default the span of the balls.",
  h: "Height in mm of the body outline; by default the span of the balls.",
  missing:
    "Balls to leave out, in brackets: grid names such as A1 (row letter, column number), ball numbers, center for a centre block, or topleft. missing(A1,B2).",
  tlorigin: "Number the balls from the top-left corner (the default).",
  blorigin: "Number the balls from the bottom-left corner.",
  trorigin: "Number the balls from the top-right corner.",
  brorigin: "Number the balls from the bottom-right corner.",
});
give(["lga"], {
  grid: "Pads per side as A x B: A pads on each of the left and right sides, B on the top and bottom (2 x (A + B) must equal num_pins).",
  w: "Width in mm across the left and right pads, outer end to outer end.",
  h: "Height in mm across the top and bottom pads, outer end to outer end.",
});
give(["smdslideswitch"], {
  signalcols:
    "Number of signal pad positions in the row (at least 3), before missing ones are taken out.",
  missing:
    "Signal pad columns to leave out, as numbers in brackets: missing(2).",
  noholes: "Leave out the two alignment holes.",
});
give(["stampreceiver"], {
  innerhole:
    "Add a plated hole to each pad, innerholeedgedistance in from the board edge.",
});
give(["stampboard", "stampreceiver"], {
  w: "Board width in mm: the left and right columns of pads are placed at its edges.",
  h: "Board height in mm (default: the longer side column's length, pads x p).",
});
give(["stampboard"], {
  innerhole:
    "Add two plated holes to each pad: one on the board edge and one further in (see innerholeedgedistance).",
  silkscreenlabels:
    "Print each pad's name (pin1, pin2, ...) on the silkscreen.",
  silkscreenlabelmargin:
    "Gap in mm between a pad and its silkscreen label (with silkscreenlabels).",
});

// Single pads and holes.
give(["pad"], {
  w: "Width in mm of the rectangular pad.",
  h: "Height in mm of the rectangular pad.",
});
give(["smtpad"], {
  circle: "Make the pad round (size it with d or r).",
  rect: "Make the pad rectangular (the default).",
  square: "Make the pad square: height equals width unless h is given.",
  pill: "Make the pad pill-shaped (default height 1 mm).",
  d: "Diameter in mm of a round pad.",
  pd: "Diameter in mm of a round pad (same as d).",
  diameter: "Diameter in mm of a round pad (same as d).",
  r: "Radius in mm of a round pad.",
  pr: "Radius in mm of a round pad (same as r).",
  radius: "Radius in mm of a round pad (same as r).",
  w: "Width in mm of a rectangular, square or pill pad (default 1 mm).",
  pw: "Width in mm of the pad (same as w).",
  width: "Width in mm of the pad (same as w).",
  s: "Width in mm of the pad (same as w).",
  size: "Width in mm of the pad (same as w).",
  h: "Height in mm of the pad (default: the width, or 1 mm for a pill).",
  ph: "Height in mm of the pad (same as h).",
  height: "Height in mm of the pad (same as h).",
});
give(["platedhole"], {
  d: "Hole diameter in mm (default 1 mm).",
  hd: "Hole diameter in mm (same as d).",
  r: "Hole radius in mm, instead of a diameter.",
  hr: "Hole radius in mm (same as r).",
  pd: "Diameter in mm of the copper pad around the hole (default 1.5 x the hole).",
  pr: "Radius in mm of the copper pad around the hole.",
  squarepad: "Use a square copper pad (side pd) instead of a round one.",
});
give(["solderjumper"], {
  bridged:
    "Pads joined by copper, as their numbers run together: bridged12 joins pads 1 and 2, bridged123 all three.",
});
give(["usbcmidmount"], {
  pinstart:
    "Number given to the first contact pad; the other pads are numbered on from it.",
});

// A module sitting on header pins.
give(["mountedpcbmodule"], {
  pinrow: "Number of header pins in the row (pinrow8).",
  pinrowleft: "Put the pin row along the left edge (the default).",
  pinrowright: "Put the pin row along the right edge.",
  pinrowtop: "Put the pin row along the top edge.",
  pinrowbottom: "Put the pin row along the bottom edge.",
  pinrowleftpins:
    "Number of pins along the left edge; with the other pinrow…pins options, pins can run along several edges.",
  pinrowrightpins: "Number of pins along the right edge.",
  pinrowtoppins: "Number of pins along the top edge.",
  pinrowbottompins: "Number of pins along the bottom edge.",
  width: "Width in mm of the module outline (default: from the pin rows).",
  height: "Height in mm of the module outline (default: from the pin rows).",
  holes:
    "Mounting holes, as positions in brackets: topleft, topright, bottomleft, bottomright or center, e.g. holes(topleft,bottomright).",
  usbleft:
    "Draw the USB connector outline on the left edge (with usbc or usbmicro).",
  usbtop: "Draw the USB connector outline on the top edge.",
  usbright: "Draw the USB connector outline on the right edge.",
  usbbottom: "Draw the USB connector outline on the bottom edge.",
  usbc: "The module has a USB-C connector: an 8 x 3 mm outline.",
  usbmicro: "The module has a micro-USB connector: a 6 x 2 mm outline.",
  screenwidth:
    "Width in mm of the screen outline (with screen; default 95 % of the module).",
  screenheight:
    "Height in mm of the screen outline (with screen; default 95 % of the module).",
  screencenteroffsetx: "Moves the screen outline sideways by this many mm.",
  screencenteroffsety: "Moves the screen outline up or down by this many mm.",
});

/** Keys the package lists that change nothing in that function. */
const noEffect: Record<string, readonly string[]> = {
  cap: ["nonpolarized"],
  diode: ["nonpolarized"],
  led: ["nonpolarized"],
  res: ["convex"],
  dfn: ["legsoutside"],
  lcc: ["legsoutside", "cc", "ccw"],
  lqfp: ["cc", "ccw"],
  mlp: ["legsoutside", "cc", "ccw"],
  qfn: ["legsoutside"],
  qfp: ["cc", "ccw"],
  quad: ["cc", "ccw"],
  tqfp: ["cc", "ccw"],
  sop8: ["legsoutside", "pillpads"],
  radial: ["ceramic"],
  pushbutton: ["od"],
  sod123: ["w"],
  sod323f: ["p"],
  sod323fl: ["p"],
  sod323w: ["p"],
  sot457: ["pillr", "reflow"],
  sot723: ["w"],
  to220: ["p"],
  to220f: ["p"],
  to92s: ["w"],
};

/**
 * `origin` takes words (center, pin1, bottomleft, …); a footprint string can
 * only pass values that start with a digit or a bracket, and `(center)`
 * matches none of them.
 */
const commonNoEffect = ["origin"];

export const paramMeanings: ParamMeanings = {
  shared,
  byFunction,
  noEffect,
  commonNoEffect,
};
