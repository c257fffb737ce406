/**
 * What the build reads from and changes in a rendered SVG. The SVG is
 * parsed (htmlparser2, XML mode) rather than matched byte for byte, so a
 * newer circuit-to-svg that orders attributes or spaces differently still
 * works.
 */
import { Parser } from "htmlparser2";

type Attributes = Record<string, string>;

/** The root element's attributes, and where its opening tag ends. */
export function rootTag(svg: string): { attributes: Attributes; end: number } {
  let found: { attributes: Attributes; end: number } | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!found && name === "svg")
          found = { attributes, end: parser.endIndex + 1 };
      },
    },
    { xmlMode: true },
  );
  // The root tag is near the start: parse only until it is found.
  for (let at = 0; at < svg.length && !found; at += 4096)
    parser.write(svg.slice(at, at + 4096));
  parser.reset();
  if (!found) throw new Error("not an SVG: no <svg> element");
  return found;
}

function viewBoxOf(
  attributes: Attributes,
): { x: number; y: number; width: number; height: number } | undefined {
  const numbers = (attributes.viewBox ?? "")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (numbers.length !== 4 || numbers.some((n) => !Number.isFinite(n)))
    return undefined;
  const [x, y, width, height] = numbers;
  return { x, y, width, height };
}

/** A length attribute in px ("800", "800px"); undefined for %, em or none. */
function pixels(value: string | undefined): number | undefined {
  const match = value?.trim().match(/^([\d.]+)(px)?$/);
  return match ? Number(match[1]) : undefined;
}

/** The picture's size in CSS pixels, from its width, height and viewBox. */
export function svgSize(svg: string): { width: number; height: number } {
  const { attributes } = rootTag(svg);
  const box = viewBoxOf(attributes);
  const width = pixels(attributes.width) ?? box?.width ?? 800;
  const height = pixels(attributes.height) ?? box?.height ?? 600;
  return { width: Math.round(width), height: Math.round(height) };
}

/** How much a `transform` attribute scales lengths (the root of |det|). */
export function transformScale(transform: string | undefined): number {
  let scale = 1;
  for (const [, name, args] of (transform ?? "").matchAll(
    /(\w+)\s*\(([^)]*)\)/g,
  )) {
    const n = args
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (name === "matrix" && n.length === 6)
      scale *= Math.sqrt(Math.abs(n[0] * n[3] - n[1] * n[2]));
    else if (name === "scale" && n.length >= 1)
      scale *= Math.sqrt(Math.abs(n[0] * (n[1] ?? n[0])));
  }
  return scale;
}

/** A font-size value in user units, given the inherited one. */
function fontSize(value: string, inherited: number): number | undefined {
  const match = value.trim().match(/^([\d.]+)\s*(px|pt|em|rem|%)?$/);
  if (!match) return undefined;
  const number = Number(match[1]);
  switch (match[2]) {
    case "pt":
      return (number * 4) / 3;
    case "em":
      return number * inherited;
    case "rem":
      return number * 16;
    case "%":
      return (number / 100) * inherited;
    default:
      return number;
  }
}

function declaredFontSize(
  attributes: Attributes,
  classSizes: ReadonlyMap<string, string> = new Map(),
): string | undefined {
  const fromStyle = attributes.style?.match(/font-size\s*:\s*([^;]+)/)?.[1];
  const fromClass = (attributes.class ?? "")
    .split(/\s+/)
    .map((name) => classSizes.get(name))
    .find((size) => size !== undefined);
  return fromStyle ?? attributes["font-size"] ?? fromClass;
}

/**
 * Font sizes set by class in the picture's `<style>` (`.axis-label {
 * font-size: 12px }`, as the simulation graph sets them), by class name.
 */
function classFontSizes(svg: string): Map<string, string> {
  const sizes = new Map<string, string>();
  for (const [, css] of svg.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g))
    for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
      const size = body.match(/font-size\s*:\s*([^;]+)/)?.[1]?.trim();
      if (!size) continue;
      for (const selector of selectors.split(","))
        if (/^\s*\.[\w-]+\s*$/.test(selector))
          sizes.set(selector.trim().slice(1), size);
    }
  return sizes;
}

/**
 * The size in CSS pixels, at the picture's own width, of the smallest text
 * it draws (font sizes with the transforms and viewBox scale above them),
 * or undefined when it draws no text. Text inside embedded images (the 3D
 * view's board texture) is not seen.
 */
export function smallestTextPx(svg: string): number | undefined {
  const { attributes: root } = rootTag(svg);
  const box = viewBoxOf(root);
  const width = pixels(root.width);
  const unit = box && width ? width / box.width : 1;
  // Per open element: the font size it passes down and its total scale.
  const stack: { size: number; scale: number; text: boolean }[] = [
    { size: 16, scale: unit, text: false },
  ];
  let smallest: number | undefined;
  const classSizes = classFontSizes(svg);
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const parent = stack[stack.length - 1];
        const declared = declaredFontSize(attributes, classSizes);
        const size =
          (declared === undefined
            ? undefined
            : fontSize(declared, parent.size)) ?? parent.size;
        stack.push({
          size,
          scale: parent.scale * transformScale(attributes.transform),
          text: parent.text || name === "text",
        });
      },
      onclosetag() {
        stack.pop();
      },
      ontext(text) {
        const current = stack[stack.length - 1];
        if (!current.text || !text.trim()) return;
        const px = current.size * current.scale;
        if (px > 0 && (smallest === undefined || px < smallest)) smallest = px;
      },
    },
    { xmlMode: true },
  );
  parser.end(svg);
  return smallest === undefined ? undefined : Math.round(smallest * 100) / 100;
}

/** The picture mirrored left to right, in place. */
export function mirrorHorizontally(svg: string): string {
  const { attributes, end } = rootTag(svg);
  const box = viewBoxOf(attributes);
  const axis = box ? 2 * box.x + box.width : (pixels(attributes.width) ?? 0);
  const close = svg.lastIndexOf("</svg>");
  if (close < end) throw new Error("not an SVG: no closing </svg>");
  return `${svg.slice(0, end)}<g transform="translate(${axis} 0) scale(-1 1)">${svg.slice(end, close)}</g>${svg.slice(close)}`;
}

/**
 * The 3D view turned the right way round. circuit-json-to-simple-3d puts
 * the board's y axis on the scene's z axis without turning the scene over,
 * so its picture is a mirror image of the board: the parts' layout and the
 * board's silkscreen read backwards. Mirroring the whole picture fixes
 * those; the part labels, which it draws the right way round in the
 * mirrored scene, are flipped in place first so they end up readable too.
 */
export function orient3d(svg: string): string {
  const edits: { at: number; text: string }[] = [];
  let label: { start: number; x: number; y: number } | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== "text") return;
        label = {
          start: parser.startIndex,
          x: Number(attributes.x) || 0,
          y: Number(attributes.y) || 0,
        };
      },
      onclosetag(name) {
        if (name !== "text" || !label) return;
        const { x, y } = label;
        // Upside down about the label's own anchor, so it stays in place.
        edits.push({
          at: label.start,
          text: `<g transform="translate(${x} ${y}) scale(1 -1) translate(${-x} ${-y})">`,
        });
        edits.push({ at: parser.endIndex + 1, text: "</g>" });
        label = undefined;
      },
    },
    { xmlMode: true },
  );
  parser.end(svg);
  let out = svg;
  for (const edit of edits.sort((a, b) => b.at - a.at))
    out = out.slice(0, edit.at) + edit.text + out.slice(edit.at);
  return mirrorHorizontally(out);
}
