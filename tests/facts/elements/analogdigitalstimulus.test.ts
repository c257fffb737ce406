/**
 * What the <analogdigitalstimulus> page states, checked against its own
 * examples (read from the page): the record the pinned core writes, that
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

const page = "docs/elements/analogdigitalstimulus.mdx";
const source = readFileSync(
  path.resolve(import.meta.dirname, "../../..", page),
  "utf8",
);
const [pattern, burst] = findExamples(source, page);
const stimulusOf = (json: CircuitJsonElement[]) => {
  const all = json.filter((e) => e.type === "simulation_digital_stimulus");
  assert.equal(all.length, 1);
  return all[0];
};
const near = (actual: unknown, expected: number) =>
  assert.ok(
    Math.abs((actual as number) - expected) < expected * 1e-9 + 1e-15,
    `${actual} vs ${expected}`,
  );

describe("/elements/analogdigitalstimulus", () => {
  it("the repeating example writes the record shown and no results", async () => {
    const json = await circuitJsonOf(pattern.code);
    const {
      simulation_digital_stimulus_id: _id,
      bit_duration_ms,
      ...record
    } = stimulusOf(json);
    near(bit_duration_ms, 0.00001);
    assert.deepEqual(record, {
      type: "simulation_digital_stimulus",
      name: "pattern",
      simulation_experiment_id: "simulation_experiment_0",
      source_port_id: "source_port_0",
      start_time_ms: 0,
      initial_state: 0,
      inverted: false,
      transmission_pattern: {
        transmission_type: "bits",
        bits: "10110010",
        repeat: true,
      },
    });
    const tx = json.find(
      (e) => e.type === "source_port" && e.source_port_id === "source_port_0",
    );
    assert.equal(tx?.name, "TX");
    assert.doesNotMatch(pattern.code, /inverted/, "false is the default");
    assert.deepEqual(
      json.filter((e) => /_graph$|operating_point|_error$/.test(e.type)),
      [],
    );
    const [experiment] = json.filter((e) => e.type === "simulation_experiment");
    assert.equal(experiment.spice_engine, "pcb_spice");
  });

  it("the burst example keeps the array, inverted, 20 ns start, 25 ns bits lasting past 200 ns", async () => {
    const json = await circuitJsonOf(burst.code);
    const s = stimulusOf(json);
    assert.deepEqual(s.transmission_pattern, {
      transmission_type: "bits",
      bits: [0, 1, 0, 0, 1, 1, 0, 1],
      repeat: false,
    });
    assert.equal(s.inverted, true);
    assert.equal(s.initial_state, 1);
    near(s.start_time_ms, 0.00002);
    near(s.bit_duration_ms, 0.000025);
    const [experiment] = json.filter((e) => e.type === "simulation_experiment");
    const end = (s.start_time_ms as number) + 8 * (s.bit_duration_ms as number);
    near(end, 0.00022);
    assert.ok(end > (experiment.end_time_ms as number));
    near(experiment.end_time_ms, 0.0002);
  });

  it("a bare number is in ms", async () => {
    const json = await circuitJsonOf(
      pattern.code.replace('bitDuration="10ns"', "bitDuration={0.00001}"),
    );
    near(stimulusOf(json).bit_duration_ms, 0.00001);
  });

  it("refuses the mistakes the page lists", async () => {
    const swap = (from: string, to: string) => {
      const code = pattern.code.replace(from, to);
      assert.notEqual(code, pattern.code);
      return circuitJsonOf(code);
    };
    await assert.rejects(
      swap('spiceEngine="pcb_spice"', 'spiceEngine="ngspice"'),
      /Simulation selector "\.link" must identify one transient in the same subcircuit/,
    );
    await assert.rejects(
      swap("isOutputEnabled: true", "isOutputEnabled: false"),
      /must drive a pin declared as an enabled output in its simulation/,
    );
    await assert.rejects(
      swap('startTime="0ns"', 'startTime="200ns"'),
      /Stimulus "pattern" starts outside its simulation/,
    );
    await assert.rejects(
      swap(
        "    <analogdigitalstimulus",
        `    <analogdigitalstimulus name="pattern" simulationRef=".link" sourcePinRef=".U1 > .TX" bitDuration="5ns" startTime="0ns" initialState={1} transmittedData={{ transmissionType: "bits", bits: "10", repeat: true }} />\n    <analogdigitalstimulus`,
      ),
      /duplicates a driven pin or stimulus name in this simulation/,
    );
  });
});
