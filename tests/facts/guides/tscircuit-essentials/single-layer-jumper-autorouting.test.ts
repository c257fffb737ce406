import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

const twoResistors = (
  x: number,
  height: number,
  autorouter: string,
) => `export default () => (
  <board width="12mm" height="${height}mm" layers={1} autorouter=${autorouter}>
    <resistor name="R1" resistance="1k" footprint="0402" pcbX={-${x}} pcbY={0} pcbRotation={90} />
    <resistor name="R2" resistance="1k" footprint="0402" pcbX={${x}} pcbY={0} pcbRotation={90} />
    <trace from=".R1 > .pin1" to=".R2 > .pin2" />
    <trace from=".R1 > .pin2" to=".R2 > .pin1" />
  </board>
)`;

const ofType = (json: CircuitJsonElement[], type: string) =>
  json.filter((e) => e.type === type);
const jumpers = (json: CircuitJsonElement[]) =>
  ofType(json, "source_component").filter((c) =>
    String(c.name).startsWith("__autoplaced_jumper_"),
  );
const allOnTop = (json: CircuitJsonElement[]) =>
  ofType(json, "pcb_trace").every((t) =>
    (t.route as { layer?: string; route_type: string }[]).every(
      (p) => p.route_type === "wire" && p.layer === "top",
    ),
  );
const errorsOf = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type.endsWith("_error"));

describe("/guides/tscircuit-essentials/single-layer-jumper-autorouting", () => {
  it("with room around the parts: top-layer traces only, no via, no jumper, no error", async () => {
    const json = await circuitJsonOf(twoResistors(4, 3, `"auto_jumper"`));
    assert.deepEqual(errorsOf(json), []);
    assert.equal(ofType(json, "pcb_trace").length >= 2, true);
    assert.ok(allOnTop(json));
    assert.equal(ofType(json, "pcb_via").length, 0);
    assert.equal(jumpers(json).length, 0);
  });

  it("against the edges: jumper parts with two 1 × 0.9 mm pads and no record joining them, traces on top, and pcb_trace_errors for the pieces", async () => {
    const json = await circuitJsonOf(twoResistors(5.4, 6, `"auto_jumper"`));
    const js = jumpers(json);
    assert.ok(js.length >= 1, "at least one jumper");
    assert.deepEqual(
      js.map((j) => j.name),
      js.map((_, i) => `__autoplaced_jumper_${i}`),
    );
    for (const j of js) {
      const pcb = ofType(json, "pcb_component").find(
        (c) => c.source_component_id === j.source_component_id,
      )!;
      const size = [pcb.width, pcb.height].map(
        (n) => Math.round(Number(n) * 100) / 100,
      );
      assert.deepEqual(size.sort(), [0.95, 1.65]);
      const pads = ofType(json, "pcb_smtpad").filter(
        (p) => p.pcb_component_id === pcb.pcb_component_id,
      );
      assert.equal(pads.length, 2);
      for (const p of pads) {
        assert.deepEqual(
          [p.width, p.height].map((n) => Math.round(Number(n) * 100) / 100),
          [1, 0.9],
        );
      }
      assert.ok(
        !ofType(json, "source_component_internal_connection").some(
          (c) => c.source_component_id === j.source_component_id,
        ),
        "no record joins the jumper's pads",
      );
    }
    assert.ok(allOnTop(json));
    assert.equal(ofType(json, "pcb_via").length, 0);
    const errors = errorsOf(json);
    assert.ok(errors.length > 0);
    assert.ok(errors.every((e) => e.type === "pcb_trace_error"));
    assert.ok(
      errors.some((e) => /disconnected endpoint/.test(String(e.message))),
    );
    assert.ok(errors.some((e) => /dangling endpoint/.test(String(e.message))));
  });

  it("a <jumper> placed by hand with internallyConnectedPins gets the record joining its pads", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="12mm" height="6mm" layers={1} routingDisabled>
        <jumper name="JP1" footprint="1206" pinCount={2} internallyConnectedPins={[["pin1", "pin2"]]} />
      </board>
    )`);
    const jp = ofType(json, "source_component").find((c) => c.name === "JP1")!;
    const link = ofType(json, "source_component_internal_connection").find(
      (c) => c.source_component_id === jp.source_component_id,
    );
    assert.equal((link?.source_port_ids as string[] | undefined)?.length, 2);
  });

  it("the object form with availableJumperTypes also inserts jumpers", async () => {
    const json = await circuitJsonOf(
      twoResistors(
        5.4,
        6,
        `{{ preset: "auto_jumper", availableJumperTypes: ["0603"] }}`,
      ),
    );
    assert.ok(jumpers(json).length >= 1);
  });
});
