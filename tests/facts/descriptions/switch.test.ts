import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled, ofComponent } from "./_compile";

after(closeCircuitCompiler);

const circuit = compiled(
  board(
    `
    <switch name="S1" footprint="pinrow2" pcbX={-8} simSwitchFrequency="1kHz" simCloseAt="5ms" simOpenAt="10ms" />
    <switch name="S2" type="spdt" footprint="pinrow3" pcbX={4} isNormallyClosed />
    <switch name="S3" footprint="pinrow2" pcbX={-8} pcbY={-6} simSwitchFrequency={1000} simCloseAt={5} simOpenAt={10} />
    <trace from=".S1 > .pin2" to=".S2 > .pin1" />
    <trace from=".S3 > .pin2" to=".S2 > .pin2" />`,
    'width="30mm" height="18mm"',
  ),
);

const pins = async (name: string) => {
  const json = await circuit();
  return json.filter(
    (e) =>
      e.type === "source_port" &&
      e.source_component_id === ofComponent(json, name).source_component_id,
  ).length;
};
const sim = async (name: string) => {
  const json = await circuit();
  const found = json.find(
    (e) =>
      e.type === "simulation_switch" &&
      e.source_component_id === ofComponent(json, name).source_component_id,
  );
  assert.ok(found, name);
  return found;
};
const symbol = async (name: string) =>
  String(ofComponent(await circuit(), name, "schematic_component").symbol_name);

describe("docs/_descriptions/props/switch.json", () => {
  it('type: "spst" by default with 2 pins; "spdt" has 3', async () => {
    assertNoErrors(await circuit());
    assert.match(await symbol("S1"), /^spst_switch/);
    assert.equal(await pins("S1"), 2);
    assert.match(await symbol("S2"), /^spdt_/);
    assert.equal(await pins("S2"), 3);
  });

  it("isNormallyClosed: false by default; true draws the normally closed symbol", async () => {
    assert.match(await symbol("S2"), /^spdt_normally_closed_switch/);
    assert.doesNotMatch(await symbol("S1"), /normally_closed/);
  });

  it('simSwitchFrequency: hertz, "1kHz" = 1000', async () => {
    assert.equal((await sim("S1")).switching_frequency, 1000);
    assert.equal((await sim("S3")).switching_frequency, 1000);
  });

  it('simCloseAt: milliseconds, "5ms" = 5', async () => {
    assert.equal((await sim("S1")).closes_at, 5);
    assert.equal((await sim("S3")).closes_at, 5);
  });

  it('simOpenAt: milliseconds, "10ms" = 10', async () => {
    assert.equal((await sim("S1")).opens_at, 10);
    assert.equal((await sim("S3")).opens_at, 10);
  });
});
