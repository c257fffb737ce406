/**
 * Rewrites a built page so that its bundles run after the browser has
 * painted the server-rendered HTML.
 *
 * Docusaurus loads its bundles with `<script defer>`. On a fast connection
 * they arrive before the first frame, and the browser evaluates them and
 * hydrates the page before painting it: the text is ready but not shown
 * while React works. Lighthouse's mobile model then counts all of that
 * script work against Largest Contentful Paint. Here a small inline script
 * adds the bundles on the frame after the first paint, in their original
 * order. Chromium can hold a painted frame back from the screen for most of
 * a second after a navigation (paint holding); waiting for the second frame
 * keeps the bundles behind what the reader actually sees.
 *
 * They are not preloaded: on a slow connection a preload makes the 140 KB
 * main bundle compete with the HTML and CSS for bandwidth, which delays the
 * first paint (measured with Lighthouse's mobile model on
 * /intro/quickstart-cli: First Contentful Paint 2.0-2.2 s with preloads,
 * 0.9 s without). A reader sees the page sooner and it becomes interactive
 * a little later, which suits pages that are read first.
 */

import { load } from "cheerio";

/** A bundle Docusaurus emits: `<script src="/assets/js/….js" defer>`. */
const bundleSource = /\/assets\/js\/[^/]+\.js$/;

/**
 * A tab opened in the background draws no frames, so after this long a
 * hidden page starts its bundles without one. A visible page always waits
 * for its frame: Chromium may hold the first frame of a page for a while
 * (paint holding, after a navigation within one site), and bundles started
 * meanwhile would run before the reader sees anything.
 */
const hiddenFallbackMs = 300;

/** The inline loader: the same text on every page of a build, so one CSP hash. */
export function loaderScript(sources: readonly string[]): string {
  return [
    "(function(){",
    `var s=${JSON.stringify(sources)},d=0;`,
    "function go(){if(d)return;d=1;s.forEach(function(u){",
    'var e=document.createElement("script");e.src=u;e.async=false;',
    "document.head.appendChild(e)})}",
    // The second frame begins only once the first has been handed to the
    // screen; one frame's callback runs before that frame is even painted.
    "requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})});",
    `setTimeout(function(){document.visibilityState==="hidden"&&go()},${hiddenFallbackMs});`,
    'document.addEventListener("visibilitychange",function(){document.visibilityState==="hidden"&&go()})',
    "})()",
  ].join("");
}

/**
 * The page with its deferred bundles started after the first paint;
 * unchanged when it has none. The page is parsed (parse5, through
 * cheerio) to find the bundle tags and the end of the body, and only those
 * places of the original text change, so the rest stays byte for byte.
 */
export function deferScriptsPastFirstPaint(html: string): string {
  const $ = load(html, { sourceCodeLocationInfo: true });
  const bundles = $("script[src][defer]")
    .toArray()
    .filter((element) => bundleSource.test(element.attribs.src ?? ""));
  const bodyEnd = $("body").get(0)?.sourceCodeLocation?.endTag?.startOffset;
  if (bundles.length === 0 || bodyEnd === undefined) return html;

  const removed: { startOffset: number; endOffset: number }[] = [];
  for (const element of bundles) {
    const place = element.sourceCodeLocation;
    if (!place) return html;
    removed.push({
      startOffset: place.startOffset,
      endOffset: place.endOffset,
    });
  }
  const sources = bundles.map((element) => element.attribs.src as string);
  const loader = `<script>${loaderScript(sources)}</script>`;

  // Cut from the end backwards so earlier offsets stay valid.
  const edits = [
    ...removed.map((place) => ({ ...place, text: "" })),
    { startOffset: bodyEnd, endOffset: bodyEnd, text: loader },
  ].sort((a, b) => b.startOffset - a.startOffset);
  let out = html;
  for (const edit of edits)
    out =
      out.slice(0, edit.startOffset) + edit.text + out.slice(edit.endOffset);
  return out;
}
