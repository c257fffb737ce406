/**
 * Checks, run inside a page, for layout a reader would see as broken: text
 * that spills out of its box or is cut off, tables wider than their column,
 * code words split over two lines, picture text too small to read, and a
 * page that scrolls sideways.
 *
 * `layoutChecks` is handed to `page.evaluate` whole, so everything it uses
 * is defined inside it: Playwright sends the function's source, not its
 * closure. All checks run in one call, on one layout.
 */

import type { Page } from "@playwright/test";

export type CheckName =
  | "text-overflow"
  | "text-clipped"
  | "table-width"
  | "code-split"
  | "picture-text"
  | "page-scroll";

export interface Offender {
  check: CheckName;
  /** A selector-ish path to the element: tag, id, first classes, position. */
  path: string;
  /** The offending text (cut to 80 characters). */
  text: string;
  /** What was measured, e.g. "text 412 px, box 358 px". */
  detail: string;
  /** The nearest heading above the element, to find it on the page. */
  section: string;
}

export interface LayoutCheckOptions {
  /** The checks to run; all by default. */
  checks?: CheckName[];
  /** Pictures whose text is checked (SVG files, read with `fetch`). */
  pictures?: {
    selector: string;
    /**
     * The size the text is measured at: "natural" is the SVG's own
     * width/height attributes; "rendered" is the size of the matched image
     * in the page as laid out now (for a viewer that opens pictures).
     */
    size: "natural" | "rendered";
  };
  /** Smallest readable picture text in CSS pixels (default 8). */
  minPictureFontPx?: number;
  /** Picture URLs already checked (by an earlier call), skipped. */
  skipPictures?: string[];
}

/** The circuit examples' pictures, as the pages show them today. */
export const circuitPictures: NonNullable<LayoutCheckOptions["pictures"]> = {
  selector: '[data-circuit-preview] img[src$=".svg"]',
  size: "natural",
};

/** Runs the checks on the page as it is laid out now. */
export function checkLayout(
  page: Page,
  options: LayoutCheckOptions = {},
): Promise<Offender[]> {
  return page.evaluate(layoutChecks, options);
}

export async function layoutChecks(
  options: LayoutCheckOptions = {},
): Promise<Offender[]> {
  const enabled = new Set<CheckName>(
    options.checks ?? [
      "text-overflow",
      "text-clipped",
      "table-width",
      "code-split",
      "picture-text",
      "page-scroll",
    ],
  );
  // Differences under this many pixels are rounding, not layout.
  const tolerance = 1;
  const offenders: Offender[] = [];
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element): CSSStyleDeclaration => {
    let found = styles.get(element);
    if (!found) {
      found = getComputedStyle(element);
      styles.set(element, found);
    }
    return found;
  };

  const headings = Array.from(
    document.querySelectorAll("h1, h2, h3, h4, h5, h6"),
  );
  const sectionOf = (node: Node): string => {
    let last = "";
    for (const heading of headings) {
      if (
        heading === node ||
        heading.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING
      ) {
        // Without the zero-width space of the heading's anchor link.
        last = (heading.textContent ?? "").replace(/[\s\u200b]+/g, " ").trim();
      } else break;
    }
    return last;
  };

  const landmarks = ["article", "main", "nav", "header", "footer", "aside"];
  const pathOf = (element: Element): string => {
    const parts: string[] = [];
    let current: Element | null = element;
    while (current && current !== document.documentElement) {
      let part = current.localName;
      // From the nearest landmark on: enough to find the element.
      if (landmarks.includes(part) && current !== element) {
        parts.unshift(part);
        break;
      }
      if (current.id && !current.id.startsWith("__docusaurus")) {
        parts.unshift(`${part}#${CSS.escape(current.id)}`);
        break;
      }
      const classes = Array.from(current.classList).slice(0, 2);
      if (classes.length) part += `.${classes.map(CSS.escape).join(".")}`;
      const parent: Element | null = current.parentElement;
      if (parent) {
        const sameTag = Array.from(parent.children).filter(
          (child) => child.localName === current?.localName,
        );
        if (sameTag.length > 1) {
          part += `:nth-of-type(${sameTag.indexOf(current) + 1})`;
        }
      }
      parts.unshift(part);
      current = parent;
    }
    return parts.join(" > ");
  };

  const shortText = (text: string): string => {
    const flat = text.replace(/\s+/g, " ").trim();
    return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
  };

  const report = (
    check: CheckName,
    element: Element,
    text: string,
    detail: string,
  ): void => {
    offenders.push({
      check,
      path: pathOf(element),
      text: shortText(text),
      detail,
      section: sectionOf(element),
    });
  };

  const px = (value: number): string => `${Math.round(value)} px`;

  /** Scrolls what overflows it (so the overflow can be reached). */
  const scrolls = (element: Element, axis: "x" | "y"): boolean => {
    const value =
      axis === "x" ? style(element).overflowX : style(element).overflowY;
    return value === "auto" || value === "scroll";
  };

  /** Cuts off what overflows it without a way to scroll to it. */
  const clips = (element: Element): { x: boolean; y: boolean } => {
    const s = style(element);
    const hidden = (value: string) => value === "hidden" || value === "clip";
    // Paint containment clips to the padding box like `overflow: clip`.
    const paint = /\b(paint|strict|content)\b/.test(s.contain);
    // `content-visibility: auto` contains paint too, but while off screen
    // its height is an estimate (contain-intrinsic-size) that the content
    // replaces once on screen: only its sides are a real edge.
    const auto = s.contentVisibility === "auto";
    return {
      x: hidden(s.overflowX) || paint || auto,
      y: hidden(s.overflowY) || paint,
    };
  };

  /** `overflow-clip-margin` only applies to `overflow: clip` and containment. */
  const clipMargin = (element: Element): number => {
    const s = style(element);
    if (s.overflowX === "hidden" || s.overflowY === "hidden") return 0;
    return Number.parseFloat(s.getPropertyValue("overflow-clip-margin")) || 0;
  };

  type Box = { left: number; top: number; right: number; bottom: number };
  const paddingBoxes = new Map<Element, Box>();
  /** The padding box: what content may fill before it overflows. */
  const paddingBox = (element: Element): Box => {
    let box = paddingBoxes.get(element);
    if (!box) {
      const rect = element.getBoundingClientRect();
      const s = style(element);
      const left = rect.left + Number.parseFloat(s.borderLeftWidth);
      const top = rect.top + Number.parseFloat(s.borderTopWidth);
      box = {
        left,
        top,
        right: left + element.clientWidth,
        bottom: top + element.clientHeight,
      };
      paddingBoxes.set(element, box);
    }
    return box;
  };

  /** Why a box clips, for the report. */
  const clipReason = (element: Element): string => {
    const s = style(element);
    if (s.overflowX !== "visible" || s.overflowY !== "visible") {
      return `overflow: ${s.overflowX} ${s.overflowY}`;
    }
    if (s.contentVisibility === "auto") return "content-visibility: auto";
    return `contain: ${s.contain}`;
  };

  const contentBox = (element: Element) => {
    const box = paddingBox(element);
    const s = style(element);
    return {
      left: box.left + Number.parseFloat(s.paddingLeft),
      right: box.right - Number.parseFloat(s.paddingRight),
    };
  };

  const isInline = (element: Element): boolean => {
    const display = style(element).display;
    return display === "inline" || display === "contents";
  };

  /** Hidden on purpose: the visually-hidden pattern, or not shown at all. */
  const visuallyHidden = (element: Element): boolean => {
    for (
      let current: Element | null = element;
      current;
      current = current.parentElement
    ) {
      const s = style(current);
      if (s.visibility === "hidden" || s.opacity === "0") return true;
      if (s.position === "absolute" && s.clip.startsWith("rect(0")) return true;
      if (s.clipPath === "inset(50%)") return true;
    }
    return false;
  };

  const textRects = (node: Text): DOMRect[] => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return Array.from(range.getClientRects()).filter(
      (rect) => rect.width > 0 && rect.height > 0,
    );
  };

  // Text spilling out of its box, or cut off by a box that hides overflow.
  if (enabled.has("text-overflow") || enabled.has("text-clipped")) {
    const boxes = new Map<Element, Element>();
    // No filter callback: a page with its scripts off cannot call one.
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      const parent = text.parentElement;
      if (
        !parent ||
        !text.nodeValue?.trim() ||
        parent.closest("script, style, noscript, template, svg, math")
      ) {
        continue;
      }
      const rects = textRects(text);
      if (rects.length === 0) continue;
      const extent = {
        left: Math.min(...rects.map((rect) => rect.left)),
        right: Math.max(...rects.map((rect) => rect.right)),
        top: Math.min(...rects.map((rect) => rect.top)),
        bottom: Math.max(...rects.map((rect) => rect.bottom)),
      };
      let hidden: boolean | undefined;
      const isHidden = () => {
        hidden ??= visuallyHidden(parent);
        return hidden;
      };

      // The box the text is laid out in: the nearest non-inline ancestor.
      let box = boxes.get(parent);
      if (!box) {
        box = parent;
        while (isInline(box) && box.parentElement) box = box.parentElement;
        boxes.set(parent, box);
      }
      // A box that scrolls or clips holds its overflow (text-clipped
      // judges the clipping).
      if (enabled.has("text-overflow") && !scrolls(box, "x") && !clips(box).x) {
        const limits = paddingBox(box);
        const over = Math.max(
          extent.right - limits.right,
          limits.left - extent.left,
        );
        if (over > tolerance && !isHidden()) {
          report(
            "text-overflow",
            box,
            text.nodeValue ?? "",
            `text ${px(extent.right - extent.left)} wide sticks out ${px(over)} past its box (${px(limits.right - limits.left)})`,
          );
          continue;
        }
      }

      if (enabled.has("text-clipped")) {
        // What is left to see of the text, as clipping boxes cut it.
        const seen = { ...extent };
        // A line's box is taller than its letters: only a cut of more
        // than a quarter of the line's height shows.
        const lineHeight = Math.max(...rects.map((rect) => rect.height));
        for (
          let ancestor: Element | null = parent;
          ancestor && ancestor !== document.documentElement;
          ancestor = ancestor.parentElement
        ) {
          // Overflow inside a scroll container can be scrolled to.
          if (scrolls(ancestor, "x") || scrolls(ancestor, "y")) break;
          const clip = clips(ancestor);
          if (!clip.x && !clip.y) continue;
          const margin = clipMargin(ancestor);
          const box = paddingBox(ancestor);
          const limits = {
            left: clip.x ? box.left - margin : -Infinity,
            right: clip.x ? box.right + margin : Infinity,
            top: clip.y ? box.top - margin : -Infinity,
            bottom: clip.y ? box.bottom + margin : Infinity,
          };
          const cutX = Math.max(
            seen.right - limits.right,
            limits.left - seen.left,
            0,
          );
          const cutY = Math.max(
            seen.bottom - limits.bottom,
            limits.top - seen.top,
            0,
          );
          const width = seen.right - seen.left;
          const height = seen.bottom - seen.top;
          // All of it cut away: hidden on purpose (a collapsed panel).
          if (cutX >= width || cutY >= height) break;
          const cutOffX = cutX > tolerance;
          const cutOffY = cutY > lineHeight / 4;
          if (!cutOffX && !cutOffY) continue;
          // Text cut off on purpose with an ellipsis is shown as such; an
          // outer box may still cut what the ellipsis leaves.
          if (style(ancestor).textOverflow === "ellipsis") {
            seen.left = Math.max(seen.left, limits.left);
            seen.right = Math.min(seen.right, limits.right);
            seen.top = Math.max(seen.top, limits.top);
            seen.bottom = Math.min(seen.bottom, limits.bottom);
            continue;
          }
          if (!isHidden()) {
            report(
              "text-clipped",
              parent,
              text.nodeValue ?? "",
              `${cutOffX ? `${px(cutX)} of ${px(width)} cut sideways` : `${px(cutY)} of ${px(height)} cut vertically`} by ${pathOf(ancestor)} (${clipReason(ancestor)})`,
            );
          }
          break;
        }
      }
    }
  }

  // Tables wider than the column they sit in, with no scroll box around them.
  if (enabled.has("table-width")) {
    for (const table of Array.from(document.querySelectorAll("table"))) {
      if (table.getClientRects().length === 0 || visuallyHidden(table)) {
        continue;
      }
      const column = table.closest("article, main, body") as Element;
      for (
        let element: Element = table;
        element !== column && element.parentElement;
        element = element.parentElement
      ) {
        const parent = element.parentElement;
        // What a scroll box holds may be wider than it: it scrolls.
        if (!scrolls(parent, "x")) {
          const rect = element.getBoundingClientRect();
          const limits = contentBox(parent);
          const over = Math.max(
            rect.right - limits.right,
            limits.left - rect.left,
          );
          if (over > tolerance) {
            report(
              "table-width",
              element,
              table.textContent?.slice(0, 80) ?? "",
              `${element === table ? "table" : `box around the table (${pathOf(table)})`} ${px(rect.width)} wide in a column of ${px(limits.right - limits.left)}${scrolls(element, "x") ? ", and it is the scroll box" : ""}`,
            );
            break;
          }
        }
        // A scroll box that fits its column holds the table, however wide.
        if (scrolls(element, "x")) break;
      }
    }
  }

  /** Where a code word's lines end, e.g. `"schPin|Arrangement"`. */
  const breaksIn = (code: Element): string => {
    const range = document.createRange();
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    let marked = "";
    let lastTop: number | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.nodeValue ?? "";
      for (let index = 0; index < value.length; index += 1) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        if (lastTop !== null && rect.top > lastTop + rect.height / 2) {
          marked += "|";
        }
        lastTop = rect.top;
        marked += value[index];
      }
    }
    return `"${marked.trim()}"`;
  };

  // A word in inline code broken over two lines.
  if (enabled.has("code-split")) {
    for (const code of Array.from(document.querySelectorAll("code"))) {
      if (code.closest("pre") || !isInline(code)) continue;
      const text = (code.textContent ?? "").trim();
      if (text.length < 2 || /\s/.test(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(code);
      const rects = Array.from(range.getClientRects()).filter(
        (rect) => rect.width > 0 && rect.height > 0,
      );
      // Rects on one line overlap vertically; a new line starts below.
      const lines: DOMRect[] = [];
      for (const rect of rects) {
        const sameLine = lines.some(
          (line) =>
            Math.min(line.bottom, rect.bottom) - Math.max(line.top, rect.top) >
            Math.min(line.height, rect.height) / 2,
        );
        if (!sameLine) lines.push(rect);
      }
      // A name the site marks with line-break opportunities (`<wbr>`, as the
      // TOC does after each dot) may wrap there, and only there.
      const atMarkedBreaks =
        code.querySelector("wbr") !== null &&
        breaksIn(code)
          .split("|")
          .slice(0, -1)
          .every((part) => part.endsWith("."));
      if (lines.length > 1 && !atMarkedBreaks && !visuallyHidden(code)) {
        // Whether the word could have fitted on a line of its own.
        let block: Element = code;
        while (isInline(block) && block.parentElement) {
          block = block.parentElement;
        }
        const column = contentBox(block);
        // Text rects only: the range's rects also hold its elements' boxes.
        let wordWidth = 0;
        const letters = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        for (let node = letters.nextNode(); node; node = letters.nextNode()) {
          for (const rect of textRects(node as Text)) wordWidth += rect.width;
        }
        report(
          "code-split",
          code,
          text,
          `one word over ${lines.length} lines (${breaksIn(code)}); the word is ${px(wordWidth)}, its line ${px(column.right - column.left)}`,
        );
      }
    }
  }

  // Picture text too small to read at the size the picture is shown.
  if (enabled.has("picture-text") && options.pictures) {
    const minimum = options.minPictureFontPx ?? 8;
    const done = new Set(options.skipPictures ?? []);
    const host = document.createElement("div");
    host.style.cssText =
      "position:absolute;left:0;top:0;visibility:hidden;pointer-events:none;contain:layout";
    // A shadow root keeps the pictures' own <style> rules off the page.
    const root = host.attachShadow({ mode: "open" });
    document.body.append(host);
    try {
      const images = Array.from(
        document.querySelectorAll<HTMLImageElement>(options.pictures.selector),
      );
      for (const image of images) {
        const url = new URL(image.getAttribute("src") ?? "", document.baseURI)
          .href;
        // "natural": the picture alone at its own size; "rendered": as shown.
        const shown =
          options.pictures.size === "rendered"
            ? image.getBoundingClientRect().width
            : null;
        // A picture not shown now (another tab) is not measured at all.
        if (shown === 0) continue;
        const key = shown === null ? url : `${url} at ${Math.round(shown)} px`;
        if (done.has(key)) continue;
        done.add(key);
        const response = await fetch(url);
        if (!response.ok) {
          report(
            "picture-text",
            image,
            url,
            `picture answered ${response.status}`,
          );
          continue;
        }
        const parsed = new DOMParser().parseFromString(
          await response.text(),
          "image/svg+xml",
        );
        const svg = parsed.documentElement;
        if (svg.localName !== "svg") {
          report("picture-text", image, url, "picture is not an SVG");
          continue;
        }
        root.replaceChildren(document.importNode(svg, true));
        const placed = root.firstElementChild as SVGSVGElement;
        const natural = placed.getBoundingClientRect().width;
        const scale = shown === null || natural === 0 ? 1 : shown / natural;
        let smallest: { size: number; text: string } | null = null;
        let count = 0;
        for (const text of Array.from(
          placed.querySelectorAll<SVGTextContentElement>("text, tspan"),
        )) {
          // A tspan's letters are counted with it, not with its text.
          const own = Array.from(text.childNodes)
            .filter((child) => child.nodeType === Node.TEXT_NODE)
            .map((child) => child.nodeValue)
            .join("")
            .trim();
          if (!own) continue;
          const matrix = text.getScreenCTM();
          if (!matrix) continue;
          // The vertical scale of the text's coordinate system: the height
          // of its letters on screen per unit of font size.
          const units = Math.hypot(matrix.c, matrix.d);
          const size =
            Number.parseFloat(getComputedStyle(text).fontSize) * units * scale;
          if (size < minimum) {
            count += 1;
            if (!smallest || size < smallest.size)
              smallest = { size, text: own };
          }
        }
        if (smallest) {
          offenders.push({
            check: "picture-text",
            path: pathOf(image),
            text: shortText(smallest.text),
            detail: `${count} text${count === 1 ? "" : "s"} under ${minimum} px in ${url.replace(location.origin, "")}; smallest ${smallest.size.toFixed(1)} px at ${options.pictures.size} size`,
            section: sectionOf(image),
          });
        }
      }
    } finally {
      host.remove();
    }
  }

  // The page itself scrolls sideways: name what sticks out past the edge.
  if (enabled.has("page-scroll")) {
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width + tolerance) {
      // The outermost elements that end past the window's edge while their
      // parent does not: what breaks out of its column.
      const culprits: Element[] = [];
      const visit = (element: Element, parentOut: boolean): void => {
        for (const child of Array.from(element.children)) {
          const s = style(child);
          // Fixed boxes move with the window and widen no page.
          if (s.position === "fixed" || s.display === "none") continue;
          const out =
            child.getBoundingClientRect().right + window.scrollX >
            width + tolerance;
          if (out && !parentOut) culprits.push(child);
          // Past a box that scrolls or clips, nothing widens the page.
          if (!scrolls(child, "x") && !clips(child).x) visit(child, out);
        }
      };
      visit(document.body, false);
      for (const culprit of culprits.slice(0, 5)) {
        report(
          "page-scroll",
          culprit,
          culprit.textContent ?? "",
          `page ${px(scrollWidth)} wide in a ${px(width)} window; this ends at ${px(culprit.getBoundingClientRect().right + window.scrollX)}`,
        );
      }
      if (culprits.length === 0) {
        report(
          "page-scroll",
          document.body,
          "",
          `page ${px(scrollWidth)} wide in a ${px(width)} window`,
        );
      }
    }
  }

  return offenders;
}
