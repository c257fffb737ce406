import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { runInNewContext } from "node:vm";
import {
  deferScriptsPastFirstPaint,
  loaderScript,
} from "../../plugins/paint-first/defer-scripts";

// The head and body of a built page, as Docusaurus minifies them.
const page = `<!doctype html><html><head><meta charset=UTF-8><script src=/assets/js/runtime~main.1a.js defer></script>
<script src=/assets/js/main.2b.js defer></script><link rel=stylesheet href=/assets/css/styles.3c.css></head><body><script>colourMode()</script><div id=__docusaurus><p>Text</p></div></body></html>`;

describe("paint-first", () => {
  it("replaces the deferred bundles with a loader", () => {
    const html = deferScriptsPastFirstPaint(page);
    // The bundle tags are gone, nothing fetches them before the paint
    assert.doesNotMatch(html, /<script src=/);
    assert.doesNotMatch(html, /preload/);
    // The loader names both bundles in order
    assert.match(
      html,
      /\["\/assets\/js\/runtime~main\.1a\.js","\/assets\/js\/main\.2b\.js"\]/,
    );
    // The loader sits at the end of the body; other inline scripts stay
    assert.match(
      html,
      /<script>\(function\(\)\{[^<]*\}\)\(\)<\/script><\/body>/,
    );
    assert.match(html, /<script>colourMode\(\)<\/script>/);
  });

  it("finds the bundles however the markup is written, changing nothing else", () => {
    // Attribute order, quoting and case that a regular expression tuned to
    // one minifier's output would miss, and "</body>" inside a script.
    const odd = `<!DOCTYPE html><html><head><SCRIPT defer src='/assets/js/a.1.js'></SCRIPT><script type="text/javascript" src="/assets/js/b.2.js" defer=""></script><script src=/other/c.js defer></script></head><body><script>var t="</body>"</script><p>Tëxt ✓</p></body></html>`;
    const html = deferScriptsPastFirstPaint(odd);
    assert.match(html, /\["\/assets\/js\/a\.1\.js","\/assets\/js\/b\.2\.js"\]/);
    assert.doesNotMatch(html, /a\.1\.js'><\/SCRIPT>/);
    assert.doesNotMatch(html, /<script type="text\/javascript"/);
    // Not a Docusaurus bundle: left where it was
    assert.match(html, /<script src=\/other\/c\.js defer><\/script>/);
    // Everything else byte for byte, the loader just before the real </body>
    const loaderAt = html.indexOf("<script>(function(){");
    assert.equal(
      html.slice(0, loaderAt) +
        html.slice(html.indexOf("</script>", loaderAt) + 9),
      '<!DOCTYPE html><html><head><script src=/other/c.js defer></script></head><body><script>var t="</body>"</script><p>Tëxt ✓</p></body></html>',
    );
  });

  it("leaves a page without bundles as it is", () => {
    const redirect =
      '<!doctype html><html><head><meta http-equiv="refresh" content="0; url=/x"></head><body></body></html>';
    assert.equal(deferScriptsPastFirstPaint(redirect), redirect);
  });

  it("starts the bundles in order, once, after a frame", () => {
    // Given a fake document and frame and timer queues
    const appended: { src: string; async: boolean }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const context = {
      document: {
        createElement: () => ({ src: "", async: true }),
        head: { appendChild: (element: never) => appended.push(element) },
      },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
    };
    runInNewContext(loaderScript(["/a.js", "/b.js"]), context);
    // When the script has run, nothing has started yet
    assert.equal(appended.length, 0);
    // When the frame is painted and every timer fires (fallback included)
    for (const frame of frames) frame();
    for (const timer of timers) timer();
    // Then each bundle was added once, in order, executing in order
    assert.deepEqual(appended, [
      { src: "/a.js", async: false },
      { src: "/b.js", async: false },
    ]);
  });
});
