import assert from "node:assert/strict";
import { before, test } from "node:test";

/** A document and idle scheduler just large enough for prefetchFiles.ts. */
const appended: string[] = [];
const idleCallbacks: ((deadline: { timeRemaining: () => number }) => void)[] =
  [];
Object.assign(globalThis, {
  document: {
    createElement: () => ({
      relList: { supports: (kind: string) => kind === "prefetch" },
      rel: "",
      href: "",
    }),
    head: {
      appendChild: (link: { href: string }) => {
        appended.push(link.href);
      },
    },
  },
  window: {
    requestIdleCallback: (run: (typeof idleCallbacks)[number]) => {
      idleCallbacks.push(run);
    },
  },
});

type PrefetchFiles = typeof import("../../src/navigation/prefetchFiles");
// Imported after the fakes above exist, as the browser would have them.
let prefetch: PrefetchFiles["default"];
let queuedFiles: PrefetchFiles["queuedFiles"];
let runSlice: PrefetchFiles["runSlice"];
let sliceMs: number;
before(async () => {
  ({
    default: prefetch,
    queuedFiles,
    runSlice,
    sliceMs,
  } = await import("../../src/navigation/prefetchFiles"));
});

test("a file is asked for once a visit, however many routes share it", () => {
  for (const route of ["a", "b", "c"]) {
    void prefetch("/assets/js/common.js");
    void prefetch(`/assets/js/${route}.js`);
  }
  assert.deepEqual(queuedFiles(), [
    "/assets/js/common.js",
    "/assets/js/a.js",
    "/assets/js/b.js",
    "/assets/js/c.js",
  ]);
  assert.equal(
    appended.length,
    0,
    "nothing is added before the browser is idle",
  );
  assert.equal(
    idleCallbacks.length,
    1,
    "one idle callback for the whole queue",
  );
});

test("an idle slice stops after its time and leaves the rest to the next one", () => {
  idleCallbacks.length = 0;
  // Each tag addition takes 4 ms of this clock.
  let clock = 0;
  const now = () => {
    clock += 4;
    return clock;
  };
  runSlice({ timeRemaining: () => 40 }, now);
  const perSlice = Math.ceil(sliceMs / 4);
  assert.equal(appended.length, perSlice);
  assert.equal(queuedFiles().length, 4 - perSlice);
  assert.equal(
    idleCallbacks.length,
    1,
    "the rest waits for the next idle period",
  );

  // An idle period that is nearly over still starts one request, no more.
  idleCallbacks.length = 0;
  runSlice({ timeRemaining: () => 0 }, () => 0);
  assert.equal(appended.length, perSlice + 1);

  while (queuedFiles().length > 0)
    runSlice({ timeRemaining: () => 40 }, () => 0);
  assert.deepEqual(appended, [
    "/assets/js/common.js",
    "/assets/js/a.js",
    "/assets/js/b.js",
    "/assets/js/c.js",
  ]);
});
