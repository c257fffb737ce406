import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const pullupCheck = `
    <drccheck
      name="i2c-pullups"
      checkFn={(ctx) =>
        ["SDA", "SCL"]
          .filter((pin) => !ctx.isPulledUp(\`.U1 > .\${pin}\`))
          .map((pin) => {
            const port = ctx.select(\`.U1 > .\${pin}\`)?.getSourcePort()
            return {
              message: \`U1 \${pin} has no pull-up resistor to VCC\`,
              source_component_ids: port?.source_component_id ? [port.source_component_id] : [],
            }
          })
      }
    />`;

const board = (withR2: boolean, check: string): string => `
export default () => (
  <board width="24mm" height="16mm">
    <chip name="U1" footprint="soic8" pcbX={-6} pinLabels={{ pin5: "SDA", pin6: "SCL" }} schX={-3} />
    <resistor name="R1" resistance="4.7k" footprint="0402" pcbX={2} pcbY={4} schX={1} schY={2} schOrientation="pos_top" />
    ${withR2 ? `<resistor name="R2" resistance="4.7k" footprint="0402" pcbX={2} pcbY={-4} schX={2} schY={2} schOrientation="pos_top" />` : ""}
    <pinheader name="J1" pinCount={3} pinLabels={["VCC", "SDA", "SCL"]} pcbX={7} pcbOrientation="vertical" schX={5} />
    <trace from=".U1 > .SDA" to="net.SDA" />
    <trace from=".U1 > .SCL" to="net.SCL" />
    <trace from=".J1 > .SDA" to="net.SDA" />
    <trace from=".J1 > .SCL" to="net.SCL" />
    <trace from=".J1 > .VCC" to="net.VCC" />
    <trace from=".R1 > .pin1" to="net.VCC" />
    <trace from=".R1 > .pin2" to="net.SDA" />
    ${
      withR2
        ? `<trace from=".R2 > .pin1" to="net.VCC" />
    <trace from=".R2 > .pin2" to="net.SCL" />`
        : ""
    }
    ${check}
  </board>
)`;

const errorsOf = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type.endsWith("_error"));

describe("/elements/drccheck", () => {
  it("a rule that holds writes nothing", async () => {
    const json = await circuitJsonOf(board(true, pullupCheck));
    assert.deepEqual(errorsOf(json), []);
  });

  it("a returned problem becomes a source_component_misconfigured_error with the message", async () => {
    const json = await circuitJsonOf(board(false, pullupCheck));
    const errors = errorsOf(json);
    assert.deepEqual(
      errors.map((e) => e.type),
      ["source_component_misconfigured_error"],
    );
    assert.equal(errors[0]?.message, "U1 SCL has no pull-up resistor to VCC");
    assert.equal(errors[0]?.error_type, "source_component_misconfigured_error");
    const u1 = json.find(
      (e) => e.type === "source_component" && e.name === "U1",
    );
    assert.deepEqual(errors[0]?.source_component_ids, [
      u1?.source_component_id,
    ]);
    assert.ok(errors[0]?.source_component_misconfigured_error_id);
  });

  it("returning only a message fails with 'DRC could not complete'", async () => {
    const json = await circuitJsonOf(
      board(
        true,
        `<drccheck name="bare" checkFn={() => ({ message: "bare" })} />`,
      ),
    );
    const runtime = json.find((e) => e.type === "source_runtime_error");
    assert.match(String(runtime?.message), /^DRC could not complete/);
    assert.ok(
      !json.some((e) => e.type === "source_component_misconfigured_error"),
    );
  });

  it("context helpers: resistance in ohms, isConnected, isPulledDown, and a warning_type gives a warning", async () => {
    const json = await circuitJsonOf(
      board(
        true,
        `<drccheck name="helpers" checkFn={(ctx) => [{
          warning_type: "source_pin_missing_trace_warning",
          message: JSON.stringify([
            ctx.getResistanceBetween(".U1 > .SDA", "net.VCC"),
            ctx.getResistanceBetween(".U1 > .SDA", ".J1 > .SDA"),
            ctx.getResistanceBetween(".U1 > .SDA", ".U1 > .SCL"),
            ctx.isConnected(".U1 > .SDA", ".J1 > .SDA"),
            ctx.isConnected(".U1 > .SDA", "net.SCL"),
            ctx.isPulledDown(".U1 > .SDA"),
            ctx.select("net.GND"),
            ctx.selectAll(".R1").length,
          ]),
          source_component_id: ctx.select(".U1").getSourceComponent().source_component_id,
          source_port_id: ctx.select(".U1 > .SDA").getSourcePort().source_port_id,
        }]} />`,
      ),
    );
    const warning = json.find(
      (e) => e.type === "source_pin_missing_trace_warning",
    );
    assert.ok(
      warning,
      JSON.stringify(json.filter((e) => e.type.endsWith("_error"))),
    );
    assert.deepEqual(JSON.parse(String(warning.message)), [
      4700,
      0,
      null,
      true,
      false,
      false,
      null,
      1,
    ]);
    assert.deepEqual(errorsOf(json), []);
  });
});
