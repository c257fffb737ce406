/**
 * A TOC entry's HTML with a line-break opportunity (`<wbr>`) after each dot
 * inside code: the beside-the-page TOC is ~160 px wide, and a dotted name
 * such as `<assembly.drawing.titleblock>` then wraps between its parts
 * instead of mid-word ("titl|eblock").
 */
export function breakableNames(html: string): string {
  return html.replace(
    /(<code\b[^>]*>)([\s\S]*?)(<\/code>)/g,
    (_match, open: string, inner: string, close: string) =>
      `${open}${inner.replace(/\.(?=[^\s.<])/g, ".<wbr>")}${close}`,
  );
}
