import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { assertNoErrors, board, compiled, errorsOf } from "./_compile";

after(closeCircuitCompiler);

/** Two buses with the same 30 mm length limit: a plain number, and "3cm". */
const circuit = compiled(
  board(
    `<chip name="U1" footprint="soic8" pcbX={-6} pinLabels={{ pin2: "A", pin3: "B", pin6: "SDA", pin7: "SCL" }} />
    <pinheader name="J1" pinCount={2} pinLabels={["SDA", "SCL"]} pcbX={7} pcbOrientation="vertical" />
    <pinheader name="J2" pinCount={2} pinLabels={["A", "B"]} pcbX={-14} pcbOrientation="vertical" />
    <trace name="SDA_T" from=".U1 > .SDA" to=".J1 > .SDA" />
    <trace name="SCL_T" from=".U1 > .SCL" to=".J1 > .SCL" />
    <trace name="A_T" from=".U1 > .A" to=".J2 > .A" />
    <trace name="B_T" from=".U1 > .B" to=".J2 > .B" />
    <bus name="I2C" connections={["SDA_T", "SCL_T"]} maxLength={30} />
    <bus name="AB" connections={["A_T", "B_T"]} maxLength="3cm" />`,
    'width="36mm" height="14mm"',
  ),
);
/** A skew limit of 0.5 mm that the routing of I2C breaks (about 1.6 mm). */
const skewed = compiled(
  board(
    `<chip name="U1" footprint="soic8" pcbX={-6} pinLabels={{ pin6: "SDA", pin7: "SCL" }} />
    <pinheader name="J1" pinCount={2} pinLabels={["SDA", "SCL"]} pcbX={7} pcbOrientation="vertical" />
    <trace name="SDA_T" from=".U1 > .SDA" to=".J1 > .SDA" />
    <trace name="SCL_T" from=".U1 > .SCL" to=".J1 > .SCL" />
    <bus name="I2C" connections={[".U1 > .SDA", ".U1 > .SCL"]} maxLengthSkew="0.5mm" />`,
    'width="24mm" height="14mm"',
  ),
);

const bus = async (name: string) => {
  const found = (await circuit()).find(
    (e) => e.type === "source_bus" && e.name === name,
  );
  assert.ok(found, `source_bus ${name}`);
  return found;
};

describe("docs/_descriptions/props/bus.json", () => {
  it('name: written to source_bus and used in its skew error ("PCB bus I2C has …mm length skew")', async () => {
    assert.equal((await bus("I2C")).name, "I2C");
    const errors = errorsOf(await skewed());
    assert.equal(errors.length, 1, errors.join("\n"));
    assert.match(
      errors[0],
      /^pcb_bus_length_skew_error: PCB bus I2C has \d+\.\d\dmm length skew, exceeding the 0\.5mm maximum/,
    );
  });

  it('maxLength: mm for a plain number (30 and "3cm" both record 30)', async () => {
    assertNoErrors(await circuit());
    assert.equal((await bus("I2C")).max_length, 30);
    assert.equal((await bus("AB")).max_length, 30);
  });
});
