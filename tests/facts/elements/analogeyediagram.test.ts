/**
 * What the <analogeyediagram> page states, checked against its own examples
 * (read from the page): the record and gate the pinned core works out, that
 * nothing is simulated, and the mistakes it refuses.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { findExamples } from "../../../plugins/circuit-previews/scan";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const page = "docs/elements/analogeyediagram.mdx";
const source = readFileSync(
  path.resolve(import.meta.dirname, "../../..", page),
  "utf8",
);
const [whole, gated] = findExamples(source, page);
const eyeOf = (json: CircuitJsonElement[]) => {
  const all = json.filter((e) => e.type === "simulation_eye_diagram");
  assert.equal(all.length, 1);
  return all[0];
};
const near = (actual: unknown, expected: number) =>
  assert.ok(
    Math.abs((actual as number) - expected) < expected * 1e-9 + 1e-15,
    `${actual} vs ${expected}`,
  );

describe("/elements/analogeyediagram", () => {
  it("the whole-run example writes the record shown, gate 0 to 200 ns, and no results", async () => {
    const json = await circuitJsonOf(whole.code);
    const {
      simulation_eye_diagram_id: _id,
      unit_interval_ms,
      end_time_ms,
      ...record
    } = eyeOf(json);
    assert.deepEqual(record, {
      type: "simulation_eye_diagram",
      name: "rx_eye",
      simulation_experiment_id: "simulation_experiment_0",
      simulation_voltage_probe_id: "simulation_voltage_probe_0",
      time_origin_ms: 0,
      start_time_ms: 0,
    });
    near(unit_interval_ms, 0.00001);
    near(end_time_ms, 0.0002);
    const [experiment] = json.filter((e) => e.type === "simulation_experiment");
    assert.equal(end_time_ms, experiment.end_time_ms, "the run's duration");
    const probe = json.find((e) => e.type === "simulation_voltage_probe");
    assert.equal(probe?.name, "VRX");
    assert.deepEqual(
      json.filter((e) => /_graph$|operating_point|_error$/.test(e.type)),
      [],
    );
  });

  it("the gated example: origin 5 ns, gate 45 ns to 195 ns, fifteen bits after four", async () => {
    const json = await circuitJsonOf(gated.code);
    const eye = eyeOf(json);
    near(eye.time_origin_ms, 0.000005);
    near(eye.start_time_ms, 0.000045);
    near(eye.end_time_ms, 0.000195);
    const ui = eye.unit_interval_ms as number;
    assert.equal(
      Math.round(
        ((eye.end_time_ms as number) - (eye.start_time_ms as number)) / ui,
      ),
      15,
    );
    assert.equal(
      Math.round(
        ((eye.start_time_ms as number) - (eye.time_origin_ms as number)) / ui,
      ),
      4,
    );
    const stimulus = json.find((e) => e.type === "simulation_digital_stimulus");
    near(stimulus?.start_time_ms, 0.000005);
  });

  it("the gate must hold a two-bit slice from half a bit before a boundary: 25 ns passes, 20 ns fails", async () => {
    const run = (duration: string) =>
      circuitJsonOf(
        whole.code.replace('duration="200ns"', `duration="${duration}"`),
      );
    assert.equal(eyeOf(await run("25ns")).type, "simulation_eye_diagram");
    await assert.rejects(
      run("20ns"),
      /needs a gate within its simulation containing at least two bit intervals/,
    );
    await assert.rejects(run("15ns"), /needs a gate within its simulation/);
  });

  it("refuses the mistakes the page lists", async () => {
    const swap = (from: string, to: string) => {
      const code = whole.code.replace(from, to);
      assert.notEqual(code, whole.code);
      return circuitJsonOf(code);
    };
    await assert.rejects(
      swap('spiceEngine="pcb_spice"', 'spiceEngine="ngspice"'),
      /Simulation selector "\.link" must identify one transient in the same subcircuit/,
    );
    await assert.rejects(
      swap('probeRef=".VRX"', 'probeRef=".U2"'),
      /Eye probe selector "\.U2" must identify one voltage probe in this subcircuit/,
    );
  });
});
