import assert from "node:assert/strict";
import { test } from "node:test";
import { idleQueue } from "../../src/navigation/idleQueue";

type IdleRun = (deadline: { timeRemaining: () => number }) => void;
const idleCallbacks: IdleRun[] = [];
Object.assign(globalThis, {
  window: {
    requestIdleCallback: (run: IdleRun) => {
      idleCallbacks.push(run);
    },
  },
});

test("items wait for an idle callback, and only one callback is asked for at a time", () => {
  idleCallbacks.length = 0;
  const ran: number[] = [];
  const queue = idleQueue((item: number) => ran.push(item), { sliceMs: 6 });
  queue.push(1);
  queue.push(2);
  assert.deepEqual(ran, []);
  assert.equal(idleCallbacks.length, 1);
  idleCallbacks.shift()?.({ timeRemaining: () => 40 });
  assert.deepEqual(ran, [1, 2]);
  assert.equal(idleCallbacks.length, 0, "nothing left, nothing scheduled");
});

test("a slice stops at its item count and the rest waits for the next idle period", () => {
  idleCallbacks.length = 0;
  const ran: string[] = [];
  const queue = idleQueue((item: string) => ran.push(item), {
    sliceMs: 50,
    perSlice: 1,
  });
  for (const item of ["a", "b", "c"]) queue.push(item);
  idleCallbacks.length = 0;
  queue.runSlice({ timeRemaining: () => 40 }, () => 0);
  assert.deepEqual(ran, ["a"]);
  assert.deepEqual(queue.pending(), ["b", "c"]);
  assert.equal(idleCallbacks.length, 1, "the rest asked for a new idle period");
});

test("a slice stops when its time is used up, however much idle time is left", () => {
  idleCallbacks.length = 0;
  let clock = 0;
  const queue = idleQueue(
    () => {
      clock += 2;
    },
    { sliceMs: 6 },
  );
  for (let item = 0; item < 10; item++) queue.push(item);
  queue.runSlice({ timeRemaining: () => 40 }, () => clock);
  assert.equal(queue.pending().length, 7, "three items of 2 ms fill 6 ms");
  queue.runSlice({ timeRemaining: () => 0 }, () => clock);
  assert.equal(
    queue.pending().length,
    6,
    "a spent idle period still runs one item",
  );
});
