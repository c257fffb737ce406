/**
 * The circuit each element is probed in, and the code with one prop added.
 *
 * An element's base circuit is written here (`handBases`) or, for the
 * elements not written here, taken from the docs: the shortest `tsx` fence
 * of the element's own page that opens the element's tag exactly once. The
 * prop under probe is appended to the end of that tag's attributes, so it
 * wins over an attribute of the same name the example already sets.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { attributesOf, sampleProps } from "../pins-tables/pins";
import { jsxAttribute, type Sample } from "./samples";

const board = (inner: string) =>
  `export default () => (<board width="20mm" height="20mm">${inner}</board>)`;

const r1 = `<resistor name="R1" resistance="1k" footprint="0402" pcbX={-4} />`;
const r2 = `<resistor name="R2" resistance="1k" footprint="0402" pcbX={4} />`;

/** Footprints for parts that have no default one, so their PCB side is probed too. */
const footprints: Readonly<Record<string, string>> = {
  chip: "soic8",
  pinout: "soic8",
  connector: "pinrow4",
  jumper: "pinrow3",
  pushbutton: "pushbutton",
  switch: "pinrow3",
  battery: "pinrow2",
  antenna: "0402",
  powersource: "pinrow2",
  interconnect: "0402",
};

/** Parts compiled alone on a board, with the props they cannot compile without. */
const partSamples: Readonly<Record<string, Record<string, string | number>>> = {
  ...sampleProps,
  powersource: { voltage: "5V" },
  fiducial: { padDiameter: "1mm" },
};

const parts = [
  "antenna",
  "battery",
  "capacitor",
  "chip",
  "connector",
  "crystal",
  "diode",
  "fiducial",
  "fuse",
  "inductor",
  "interconnect",
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
];

function partBase(element: string): string {
  const props: Record<string, string | number> = {
    ...(footprints[element] ? { footprint: footprints[element] } : {}),
    ...(partSamples[element] ?? {}),
  };
  return board(`<${element} name="X1" ${attributesOf(props)} />`);
}

/**
 * Base circuits written by hand: the element with what it needs around it,
 * and a second part where a lone one would tell nothing (layout, groups).
 */
export const handBases: Readonly<Record<string, string>> = {
  ...Object.fromEntries(parts.map((element) => [element, partBase(element)])),
  board: `export default () => (<board width="20mm" height="20mm">${r1}${r2}<trace from=".R1 > .pin2" to=".R2 > .pin1" /></board>)`,
  group: board(`<group name="G1">${r1}${r2}</group>`),
  subcircuit: board(`<subcircuit name="G1">${r1}${r2}</subcircuit>`),
  hole: board(`<hole diameter="1mm" />`),
  platedhole: board(
    `<platedhole shape="circle" holeDiameter="1mm" outerDiameter="2mm" />`,
  ),
  via: board(
    `${r1}<via fromLayer="top" toLayer="bottom" holeDiameter="0.3mm" outerDiameter="0.6mm" />`,
  ),
  smtpad: board(
    `<chip name="U1" footprint={<footprint><smtpad portHints={["1"]} shape="rect" width="1mm" height="1mm" /></footprint>} />`,
  ),
  cutout: board(`<cutout shape="rect" width="2mm" height="2mm" />`),
  keepout: board(`<keepout shape="rect" width="2mm" height="2mm" />`),
  coppertext: board(`<coppertext text="AB" />`),
  silkscreentext: board(`<silkscreentext text="AB" />`),
  silkscreencircle: board(`<silkscreencircle radius="1mm" />`),
  silkscreenrect: board(`<silkscreenrect width="2mm" height="1mm" />`),
  silkscreenline: board(
    `<silkscreenline strokeWidth="0.1mm" x1={0} y1={0} x2={3} y2={1} />`,
  ),
  silkscreenpath: board(
    `<silkscreenpath route={[{ x: 0, y: 0 }, { x: 3, y: 1 }]} />`,
  ),
  fabricationnotetext: board(`<fabricationnotetext text="AB" />`),
  fabricationnoterect: board(
    `<fabricationnoterect width="2mm" height="1mm" />`,
  ),
  fabricationnotepath: board(
    `<fabricationnotepath route={[{ x: 0, y: 0 }, { x: 3, y: 1 }]} />`,
  ),
  fabricationnotedimension: board(
    `<fabricationnotedimension from={{ x: 0, y: 0 }} to={{ x: 5, y: 0 }} />`,
  ),
  pcbnotetext: board(`<pcbnotetext text="AB" />`),
  pcbnoterect: board(`<pcbnoterect width="2mm" height="1mm" />`),
  pcbnotepath: board(
    `<pcbnotepath route={[{ x: 0, y: 0 }, { x: 3, y: 1 }]} />`,
  ),
  pcbnoteline: board(`<pcbnoteline x1={0} y1={0} x2={3} y2={1} />`),
  pcbnotedimension: board(
    `<pcbnotedimension from={{ x: 0, y: 0 }} to={{ x: 5, y: 0 }} />`,
  ),
  pcbsoldermaskopening: board(
    `<pcbsoldermaskopening shape="rect" layer="top" width="2mm" height="1mm" />`,
  ),
  pcbstiffener: board(
    `<pcbstiffener shape="rect" material="fr4" thickness="0.2mm" layer="top" width="4mm" height="3mm" />`,
  ),
  pcbtrace: board(`<pcbtrace route={[{ x: 0, y: 0 }, { x: 3, y: 1 }]} />`),
  courtyardrect: board(`<courtyardrect width="2mm" height="1mm" />`),
  courtyardcircle: board(`<courtyardcircle radius="1mm" />`),
  courtyardoutline: board(
    `<courtyardoutline outline={[{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 1 }]} />`,
  ),
  constraint: board(
    `<group name="G1"><resistor name="R1" resistance="1k" footprint="0402" /><resistor name="R2" resistance="1k" footprint="0402" /><constraint pcb xDist="6mm" centerToCenter left=".R1" right=".R2" /></group>`,
  ),
  trace: board(`${r1}${r2}<trace from=".R1 > .pin2" to=".R2 > .pin1" />`),
  netlabel: board(`${r1}<netlabel net="GND" connection="R1.pin1" />`),
  // Alone: a trace to net.GND would make the net without the element.
  net: board(`${r1}<net name="GND" />`),
  // No footprint: with one, the chip makes its pins without the port.
  port: board(`<chip name="U1"><port name="A" /><port name="B" /></chip>`),
  schematictext: board(`<schematictext text="AB" />`),
  schematicrect: board(`<schematicrect width={2} height={1} />`),
  schematiccircle: board(
    `<schematiccircle center={{ x: 0, y: 0 }} radius={1} />`,
  ),
  schematicline: board(`<schematicline x1={0} y1={0} x2={3} y2={1} />`),
  schematicarc: board(
    `<schematicarc center={{ x: 0, y: 0 }} radius={1} startAngleDegrees={0} endAngleDegrees={90} />`,
  ),
};

/** Elements never probed: the reason stands in for every prop. */
export const unprobedElements: Readonly<Record<string, string>> = {
  component:
    "the pinned core types <component> but does not build it (Unsupported component type)",
  constrainedlayout:
    "the pinned core types <constrainedlayout> but does not build it",
  drccheck: "its one real prop is a function, and a check runs only in a DRC",
  silkscreengraphic: "its picture is fetched from imageUrl",
};

const tagOpen = (element: string) =>
  new RegExp(`<${element.replace(/\./g, "\\.")}(?=[\\s/>])`, "g");

/** Where the first opening tag of the element ends: the index of its `/>` or `>`. */
export function openingTagEnd(code: string, element: string): number {
  const match = tagOpen(element).exec(code);
  if (!match) return -1;
  let depth = 0;
  let quote: string | undefined;
  for (let i = match.index + match[0].length; i < code.length; i++) {
    const c = code[i] as string;
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = undefined;
      continue;
    }
    if (depth === 0 && (c === '"' || c === "'")) quote = c;
    else if (depth > 0 && (c === '"' || c === "'" || c === "`")) quote = c;
    else if (c === "{") depth++;
    else if (c === "}") depth--;
    else if (depth === 0 && c === ">") return code[i - 1] === "/" ? i - 1 : i;
  }
  return -1;
}

/** The attributes the element's first tag sets, with their values where plain literals. */
export function tagAttributes(
  code: string,
  element: string,
): Map<string, Sample | undefined> {
  const match = tagOpen(element).exec(code);
  const end = openingTagEnd(code, element);
  const out = new Map<string, Sample | undefined>();
  if (!match || end < 0) return out;
  const text = code.slice(match.index + match[0].length, end);
  let i = 0;
  while (i < text.length) {
    const name = /^[A-Za-z_$][\w$-]*/.exec(text.slice(i))?.[0];
    if (!name) {
      if (text[i] === "{") {
        // A spread: skip it whole.
        let depth = 0;
        for (; i < text.length; i++) {
          if (text[i] === "{") depth++;
          if (text[i] === "}" && --depth === 0) break;
        }
      }
      i++;
      continue;
    }
    i += name.length;
    let value: Sample | undefined = true;
    if (text[i] === "=") {
      i++;
      const quote = text[i];
      if (quote === '"' || quote === "'") {
        const close = text.indexOf(quote, i + 1);
        value = text.slice(i + 1, close);
        i = close + 1;
      } else if (text[i] === "{") {
        const start = i;
        let depth = 0;
        for (; i < text.length; i++) {
          if (text[i] === "{") depth++;
          if (text[i] === "}" && --depth === 0) break;
        }
        const raw = text.slice(start + 1, i).trim();
        i++;
        try {
          const parsed = JSON.parse(raw) as unknown;
          value = ["string", "number", "boolean"].includes(typeof parsed)
            ? (parsed as Sample)
            : undefined;
        } catch {
          value = undefined;
        }
      }
    }
    out.set(name, value);
  }
  return out;
}

/** The code with `name={value}` appended to the element's first tag. */
export function withProp(
  code: string,
  element: string,
  name: string,
  value: Sample,
): string {
  const end = openingTagEnd(code, element);
  if (end < 0) throw new Error(`no <${element}> tag in the base circuit`);
  return `${code.slice(0, end)} ${jsxAttribute(name, value)}${code.slice(end)}`;
}

/** The code without the element (its first tag and what it holds). */
export function withoutElement(code: string, element: string): string {
  const match = tagOpen(element).exec(code);
  const end = openingTagEnd(code, element);
  if (!match || end < 0) return code;
  if (code[end] === "/")
    return code.slice(0, match.index) + code.slice(end + 2);
  const close = code.indexOf(`</${element}>`, end);
  if (close < 0) return code;
  return code.slice(0, match.index) + code.slice(close + element.length + 3);
}

/** Page files an element's examples are looked for in, its own page first. */
function pagesOf(siteDir: string, element: string): string[] {
  const dir = path.join(siteDir, "docs/elements");
  const stem = element.split(".")[0] as string;
  const all = readdirSync(dir).filter((name) => name.endsWith(".mdx"));
  const own = all.filter(
    (name) => name === `${element}.mdx` || name === `${stem}.mdx`,
  );
  return own.map((name) => path.join(dir, name));
}

/**
 * The shortest fence of the element's page that opens its tag exactly once,
 * else the shortest that opens it at all (the first tag is probed).
 */
export function exampleBase(
  siteDir: string,
  element: string,
): { code: string; from: string } | undefined {
  let best: { code: string; from: string; rank: number } | undefined;
  for (const file of pagesOf(siteDir, element)) {
    const text = readFileSync(file, "utf8");
    for (const fence of text.matchAll(/^```tsx[^\n]*\n([\s\S]*?)^```/gm)) {
      const code = fence[1] as string;
      if (!/export default/.test(code)) continue;
      const count = [...code.matchAll(tagOpen(element))].length;
      if (count === 0) continue;
      // Once is best; more, the first tag is probed.
      const rank = (count === 1 ? 0 : 1e6) + code.length;
      if (best && best.rank <= rank) continue;
      const line = text.slice(0, fence.index).split("\n").length;
      best = { code, from: `${path.relative(siteDir, file)}:${line}`, rank };
    }
  }
  return best && { code: best.code, from: best.from };
}

export type Base =
  | { kind: "base"; code: string; from: string }
  | { kind: "none"; reason: string };

export function baseCircuit(siteDir: string, element: string): Base {
  if (Object.hasOwn(unprobedElements, element))
    return { kind: "none", reason: unprobedElements[element] as string };
  const hand = handBases[element];
  if (hand)
    return {
      kind: "base",
      code: hand,
      from: "plugins/prop-effects/circuits.ts",
    };
  const example = exampleBase(siteDir, element);
  if (example) return { kind: "base", ...example };
  return {
    kind: "none",
    reason:
      "no base circuit: none written here, and no example on its page opens the tag once",
  };
}
