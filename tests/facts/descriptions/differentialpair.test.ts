import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { board, compiled, errorsOf } from "./_compile";

after(closeCircuitCompiler);

/** A pair whose 0.5 mm skew limit the routing breaks, given a maxLength. */
const circuit = compiled(
  board(
    `<chip name="U1" footprint="soic8" pcbX={-6} pinLabels={{ pin6: "DP", pin7: "DM" }} />
    <pinheader name="J1" pinCount={2} pinLabels={["DP", "DM"]} pcbX={7} pcbOrientation="vertical" />
    <trace name="USB_P" from=".U1 > .DP" to=".J1 > .DP" />
    <trace name="USB_N" from=".U1 > .DM" to=".J1 > .DM" />
    <differentialpair name="USB" positiveConnection="USB_P" negativeConnection="USB_N" maxLengthSkew="0.5mm" maxLength="30mm" />`,
    'width="24mm" height="14mm"',
  ),
);

const pair = async () => {
  const found = (await circuit()).find((e) => e.type === "source_bus");
  assert.ok(found, "source_bus");
  return found;
};

describe("docs/_descriptions/props/differentialpair.json", () => {
  it('name: written to source_bus and used in its skew error ("PCB bus USB has …mm length skew")', async () => {
    assert.equal((await pair()).name, "USB");
    const errors = errorsOf(await circuit());
    assert.equal(errors.length, 1, errors.join("\n"));
    assert.match(
      errors[0],
      /^pcb_bus_length_skew_error: PCB bus USB has \d+\.\d\dmm length skew, exceeding the 0\.5mm maximum/,
    );
  });

  it('maxLength: accepted ("30mm") but not recorded for a differential pair', async () => {
    const record = await pair();
    assert.equal(record.max_length, undefined);
    assert.deepEqual(
      Object.keys(record).filter((k) => /length/.test(k)),
      ["max_length_skew"],
    );
  });
});
