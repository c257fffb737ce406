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

  /** Runs the loader against a fake document with frame and timer queues. */
  function runLoader(visibilityState: "visible" | "hidden") {
    const appended: { src: string; async: boolean }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const listeners: (() => void)[] = [];
    const document = {
      visibilityState,
      createElement: () => ({ src: "", async: true }),
      head: { appendChild: (element: never) => appended.push(element) },
      addEventListener: (type: string, listener: () => void) => {
        if (type === "visibilitychange") listeners.push(listener);
      },
    };
    runInNewContext(loaderScript(["/a.js", "/b.js"]), {
      document,
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
    });
    const fire = (queue: (() => void)[]) => {
      for (const callback of queue.splice(0)) callback();
    };
    return { appended, document, frames, timers, listeners, fire };
  }

  const inOrder = [
    { src: "/a.js", async: false },
    { src: "/b.js", async: false },
  ];

  it("starts the bundles in order, once, after a frame", () => {
    const run = runLoader("visible");
    // When the script has run, nothing has started yet
    assert.equal(run.appended.length, 0);
    // When the first frame is painted, nothing starts yet
    run.fire(run.frames);
    run.fire(run.timers);
    assert.equal(run.appended.length, 0);
    // When the second frame begins (the first was shown), its timer and the fallback fire
    run.fire(run.frames);
    run.fire(run.timers);
    run.fire(run.timers);
    // Then each bundle was added once, in order, executing in order
    assert.deepEqual(run.appended, inOrder);
  });

  it("a visible page whose first frame is held waits for it", () => {
    const run = runLoader("visible");
    // When the fallback timer fires before any frame
    run.fire(run.timers);
    // Then nothing has started
    assert.equal(run.appended.length, 0);
    // And the bundles start once the frames come
    run.fire(run.frames);
    run.fire(run.frames);
    run.fire(run.timers);
    assert.deepEqual(run.appended, inOrder);
  });

  it("a hidden tab, which draws no frames, starts the bundles after the fallback", () => {
    const run = runLoader("hidden");
    run.fire(run.timers);
    assert.deepEqual(run.appended, inOrder);
  });

  it("a page hidden before its first frame starts the bundles then", () => {
    const run = runLoader("visible");
    run.document.visibilityState = "hidden";
    run.fire(run.listeners);
    assert.deepEqual(run.appended, inOrder);
  });
});
