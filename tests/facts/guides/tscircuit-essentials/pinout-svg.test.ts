import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

type PinoutFn = (json: CircuitJsonElement[]) => string;

async function pinoutLabels(json: CircuitJsonElement[]): Promise<string[]> {
  // circuit-to-svg is published as an ES module only.
  const svg = (await import("circuit-to-svg")) as unknown as {
    convertCircuitJsonToPinoutSvg: PinoutFn;
  };
  const text = svg.convertCircuitJsonToPinoutSvg(json);
  return [...text.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
}

const breakout = `export default () => (
  <board width="18mm" height="12mm" title="Temp sensor breakout">
    <pinheader
      name="J1"
      pinCount={4}
      pitch="2.54mm"
      pcbX={-6}
      pcbRotation={90}
      pinLabels={["VCC", "GND", "SDA", "SCL"]}
      pinAttributes={{
        VCC: { includeInBoardPinout: true },
        GND: { includeInBoardPinout: true },
        SDA: { includeInBoardPinout: true },
        SCL: { includeInBoardPinout: true },
      }}
    />
    <resistor name="R1" resistance="4.7k" footprint="0402" pcbX={3} pcbY={2} />
    <resistor name="R2" resistance="4.7k" footprint="0402" pcbX={3} pcbY={-2} />
    <trace from=".J1 > .VCC" to=".R1 > .pin1" />
    <trace from=".J1 > .VCC" to=".R2 > .pin1" />
    <trace from=".J1 > .SDA" to=".R1 > .pin2" />
    <trace from=".J1 > .SCL" to=".R2 > .pin2" />
    <capacitor name="C1" capacitance="100nF" footprint="0402" pcbX={7} pcbY={0} pcbRotation={90} />
    <trace from=".J1 > .VCC" to=".C1 > .pin1" />
    <trace from=".C1 > .pin2" to=".J1 > .GND" />
  </board>
)`;

const partial = `export default () => (
  <board width="16mm" height="10mm">
    <pinheader
      name="J1"
      pinCount={3}
      pitch="2.54mm"
      pcbX={5}
      pcbRotation={90}
      pinAttributes={{ pin1: { includeInBoardPinout: true }, pin3: { includeInBoardPinout: true } }}
    />
    <chip
      name="U1"
      footprint="soic8"
      pcbX={-3}
      pinLabels={{ pin1: ["EN", "GPIO0"], pin8: "VDD" }}
      pinAttributes={{ EN: { includeInBoardPinout: true }, VDD: { requiresPower: true } }}
    />
    <trace from=".J1 > .pin1" to=".U1 > .EN" />
    <trace from=".J1 > .pin3" to=".U1 > .VDD" />
  </board>
)`;

describe("/guides/tscircuit-essentials/pinout-svg", () => {
  it("marked pins get is_board_pinout and a label with their aliases", async () => {
    const json = await circuitJsonOf(breakout);
    const marked = json.filter(
      (e) => e.type === "pcb_port" && e.is_board_pinout === true,
    );
    assert.equal(marked.length, 4);
    const sourceMarked = json.filter(
      (e) => e.type === "source_port" && e.include_in_board_pinout === true,
    );
    assert.equal(sourceMarked.length, 4);
    assert.deepEqual(await pinoutLabels(json), [
      "Temp sensor breakout",
      "J1",
      "R1",
      "R2",
      "C1",
      "VCC",
      "pin1",
      "GND",
      "pin2",
      "SDA",
      "pin3",
      "SCL",
      "pin4",
    ]);
  });

  it("only marked pins appear; pinN alone is printed as its number", async () => {
    const json = await circuitJsonOf(partial);
    const labels = await pinoutLabels(json);
    assert.deepEqual(labels.slice(2).sort(), ["1", "3", "EN", "GPIO0", "pin1"]);
    assert.ok(!labels.includes("VDD"));
    assert.ok(!labels.includes("2"));
    const warnings = json
      .filter((e) => e.type === "source_pin_missing_trace_warning")
      .map((e) => String(e.message));
    assert.deepEqual(warnings, ["Port pin2 on J1 is missing a trace"]);
  });

  it("a misspelt pinAttributes key marks nothing and reports no error", async () => {
    const json = await circuitJsonOf(
      partial
        .replace("pin1: { includeInBoardPinout", "pinX: { includeInBoardPinout")
        .replace("EN: { includeInBoardPinout", "ENX: { includeInBoardPinout"),
    );
    assert.deepEqual((await pinoutLabels(json)).slice(2), ["3"]);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
  });

  it("a pin is marked by any of its names; marking a header pin does not mark the chip pin it is wired to", async () => {
    const markedPorts = (json: CircuitJsonElement[]) => {
      const names = new Map(
        json
          .filter((e) => e.type === "source_port")
          .map((e) => [e.source_port_id, String(e.name)]),
      );
      return json
        .filter((e) => e.type === "pcb_port" && e.is_board_pinout === true)
        .map((e) => names.get(e.source_port_id));
    };
    for (const key of ["pin1", "GPIO0"]) {
      const json = await circuitJsonOf(
        partial.replace(
          "EN: { includeInBoardPinout",
          `${key}: { includeInBoardPinout`,
        ),
      );
      assert.ok(markedPorts(json).includes("EN"), key);
    }
    const headerOnly = await circuitJsonOf(
      partial.replace("EN: { includeInBoardPinout: true }, ", ""),
    );
    assert.deepEqual(markedPorts(headerOnly).sort(), ["pin1", "pin3"]);
    const none = await circuitJsonOf(
      partial
        .replace(/pinAttributes=\{\{ pin1[^\n]*\}\}/, "")
        .replace("EN: { includeInBoardPinout: true }, ", ""),
    );
    assert.deepEqual(markedPorts(none), []);
  });
});
