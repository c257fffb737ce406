import "../../../plugins/shared/node22-polyfills";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { codeBlocks, parseMdx } from "../../../plugins/shared/markdown";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const page = path.resolve(
  import.meta.dirname,
  "../../../docs/advanced/create-or-use-custom-autorouter.mdx",
);
const fences = codeBlocks(parseMdx(readFileSync(page, "utf8"))).filter((c) =>
  c.meta?.includes("circuit"),
);
const board = fences.find((c) => c.meta?.includes('title="dogleg-board.tsx"'));
assert.ok(board, "the page shows dogleg-board.tsx");

interface Wire {
  route_type: string;
  x: number;
  y: number;
  width?: number;
  layer?: string;
}
type Trace = CircuitJsonElement & { pcb_trace_id: string; route: Wire[] };

const traces = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type === "pcb_trace") as Trace[];
const errors = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type.endsWith("_error"));

/** Each wire run of the dogleg: across to the middle, up or down, across. */
function assertDogleg(trace: Trace, width: number) {
  const first = trace.route[0];
  const last = trace.route[trace.route.length - 1];
  assert.ok(first && last);
  const midX = (first.x + last.x) / 2;
  for (const point of trace.route) {
    assert.equal(point.route_type, "wire");
    assert.equal(point.width, width);
    assert.equal(point.layer, "top");
  }
  const inner = trace.route.slice(1, -1);
  for (const point of inner)
    assert.ok(
      Math.abs(point.x - midX) < 1e-9,
      `${trace.pcb_trace_id} turns at x = ${midX}`,
    );
}

async function renderWith(platform: object, autorouter: string) {
  const React = (await import("react")).default;
  const { RootCircuit } = await import("@tscircuit/core");
  const h = React.createElement;
  const circuit = new RootCircuit({ platform });
  const progress: { progress?: number }[] = [];
  circuit.on("autorouting:progress", (event: { progress?: number }) => {
    progress.push(event);
  });
  circuit.add(
    h(
      "board",
      { width: "16mm", height: "10mm", autorouter },
      h("resistor", {
        name: "R1",
        resistance: "1k",
        footprint: "0603",
        pcbX: -5,
        pcbY: 2,
      }),
      h("led", {
        name: "D1",
        color: "red",
        footprint: "0603",
        pcbX: 5,
        pcbY: 0,
      }),
      h("trace", { name: "FEED", from: ".R1 > .pin2", to: ".D1 > .anode" }),
    ),
  );
  await circuit.renderUntilSettled();
  return { json: circuit.getCircuitJson() as CircuitJsonElement[], progress };
}

describe("/advanced/create-or-use-custom-autorouter", () => {
  it("core calls algorithmFn and keeps its four traces, ids and doglegs as returned", async () => {
    const json = await circuitJsonOf(board.value);
    assert.deepEqual(errors(json), []);
    const routed = traces(json);
    assert.deepEqual(routed.map((t) => t.pcb_trace_id).sort(), [
      "dogleg_0",
      "dogleg_1",
      "dogleg_2",
      "dogleg_3",
    ]);
    // The board sets no trace width, so the SRJ's minTraceWidth (0.15 mm) is used.
    for (const trace of routed) assertDogleg(trace, 0.15);
    const feed1 = routed.find((t) => t.pcb_trace_id === "dogleg_0");
    assert.deepEqual(
      feed1?.route.map((p) => [p.x, p.y]),
      [
        [-4.175, 2],
        [0, 2],
        [0, 0],
        [4.175, 0],
      ],
    );
    // Straight runs lose their zero-length corners.
    assert.equal(
      routed.find((t) => t.pcb_trace_id === "dogleg_2")?.route.length,
      2,
    );
  });

  it("without the autorouter prop the default router draws other traces", async () => {
    const json = await circuitJsonOf(
      board.value.replace(/ autorouter=\{\{[^}]*\}\}/, ""),
    );
    assert.ok(
      !board.value
        .replace(/ autorouter=\{\{[^}]*\}\}/, "")
        .includes("algorithmFn: dogleg"),
    );
    const routed = traces(json);
    assert.equal(routed.length, 4);
    assert.ok(routed.every((t) => !t.pcb_trace_id.startsWith("dogleg_")));
  });

  it("an error event becomes a pcb_autorouting_error with the router's message", async () => {
    const failing = board.value.replace(
      /start\(\) \{[\s\S]*?\n {4}\},/,
      'start() {\n      for (const callback of handlers.error ?? []) callback({ type: "error", error: new Error("dogleg gave up") })\n    },',
    );
    assert.notEqual(failing, board.value);
    const json = await circuitJsonOf(failing);
    const failure = json.find((e) => e.type === "pcb_autorouting_error");
    assert.equal(failure?.message, "dogleg gave up");
    assert.equal(traces(json).length, 0);
    assert.ok(json.some((e) => e.type === "pcb_trace_missing_error"));
  });

  it("the typed router in _code routes the same way, also when registered by name in autorouterMap", async () => {
    const { platform, DoglegAutorouter } = await import(
      "../../../docs/advanced/_code/custom-autorouter"
    );
    const { json, progress } = await renderWith(platform, "dogleg");
    const routed = traces(json);
    assert.deepEqual(
      routed.map((t) => t.pcb_trace_id),
      ["dogleg_0"],
    );
    assertDogleg(routed[0] as Trace, 0.15);
    // The router's progress event reaches the circuit's autorouting:progress listeners.
    assert.ok(progress.some((e) => e.progress === 1));

    // Direct use: solveSync and the complete event give the same traces.
    const router = new DoglegAutorouter({
      layerCount: 2,
      minTraceWidth: 0.2,
      bounds: { minX: -5, maxX: 5, minY: -5, maxY: 5 },
      obstacles: [],
      connections: [
        {
          name: "A",
          pointsToConnect: [
            { x: -2, y: 1, layer: "top" },
            { x: 2, y: -1, layer: "top" },
          ],
        },
      ],
    });
    let completed: unknown;
    router.on("complete", (ev) => {
      completed = ev.traces;
    });
    router.start();
    assert.deepEqual(completed, router.solveSync());
    assert.deepEqual(
      router.solveSync()[0]?.route.map((p) => ("x" in p ? [p.x, p.y] : [])),
      [
        [-2, 1],
        [0, 1],
        [0, -1],
        [2, -1],
      ],
    );
  });

  it("names are looked up with underscores turned into hyphens", async () => {
    const { platform } = await import(
      "../../../docs/advanced/_code/custom-autorouter"
    );
    const entry = platform.autorouterMap?.dogleg;
    assert.ok(entry);
    const hyphenated = await renderWith(
      { autorouterMap: { "my-dogleg": entry } },
      "my_dogleg",
    );
    assert.deepEqual(
      traces(hyphenated.json).map((t) => t.pcb_trace_id),
      ["dogleg_0"],
    );
    const underscored = await renderWith(
      { autorouterMap: { my_dogleg: entry } },
      "my_dogleg",
    );
    assert.ok(
      traces(underscored.json).every(
        (t) => !t.pcb_trace_id.startsWith("dogleg_"),
      ),
    );
  });
});
