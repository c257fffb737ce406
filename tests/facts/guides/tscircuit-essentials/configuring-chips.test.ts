import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

interface Port {
  name: string;
  hints: string[];
  doNotConnect: boolean;
  /** schematic position, or undefined when the pin is not drawn */
  sch?: { x: number; y: number; side: string };
}

function ports(json: CircuitJsonElement[]): Map<string, Port> {
  const sch = new Map(
    json
      .filter((e) => e.type === "schematic_port")
      .map((e) => {
        const c = e.center as { x: number; y: number };
        return [
          e.source_port_id,
          {
            x: Math.round(c.x * 100) / 100,
            y: Math.round(c.y * 100) / 100,
            side: String(e.side_of_component),
          },
        ];
      }),
  );
  const result = new Map<string, Port>();
  for (const e of json.filter((x) => x.type === "source_port")) {
    result.set(String(e.name), {
      name: String(e.name),
      hints: (e.port_hints as string[] | undefined) ?? [],
      doNotConnect: e.do_not_connect === true,
      sch: sch.get(e.source_port_id),
    });
  }
  return result;
}

const labels = `pinLabels={{ pin1: "VDD", pin2: "SDA", pin3: "SCL", pin4: "GND", pin5: "ALERT", pin6: "A0", pin7: "A1", pin8: "A2" }}`;

const finished = `export default () => (
  <board width="20mm" height="14mm">
    <chip
      name="U1"
      footprint="soic8"
      manufacturerPartNumber="TEMP_SENSOR_DEMO"
      ${labels}
      schPinArrangement={{
        leftSide: { direction: "top-to-bottom", pins: ["VDD", "GND"] },
        rightSide: { direction: "top-to-bottom", pins: ["SDA", "SCL", "ALERT"] },
      }}
      pinAttributes={{ VDD: { requiresPower: true }, GND: { requiresGround: true } }}
      noConnect={["A0", "A1", "A2"]}
      connections={{ VDD: "net.V3_3", GND: "net.GND", SDA: "net.SDA", SCL: "net.SCL", ALERT: "net.ALERT" }}
    />
    <pinheader
      name="J1"
      pinCount={5}
      footprint="pinrow5"
      pcbY={-5}
      schX={4}
      connections={{ pin1: "net.V3_3", pin2: "net.GND", pin3: "net.SDA", pin4: "net.SCL", pin5: "net.ALERT" }}
    />
  </board>
)`;

const warningTypes = [
  "source_no_power_pin_defined_warning",
  "source_no_ground_pin_defined_warning",
  "source_component_pins_underspecified_warning",
];

describe("/guides/tscircuit-essentials/configuring-chips", () => {
  it("without pinLabels the ports are pin1…pin8; with them each answers to label, pinN and number", async () => {
    const bare = ports(
      await circuitJsonOf(
        `export default () => (<board width="20mm" height="14mm"><chip name="U1" footprint="soic8" /></board>)`,
      ),
    );
    assert.deepEqual(
      [...bare.keys()],
      ["pin1", "pin2", "pin3", "pin4", "pin5", "pin6", "pin7", "pin8"],
    );
    const labelled = ports(
      await circuitJsonOf(
        `export default () => (<board width="20mm" height="14mm"><chip name="U1" footprint="soic8" ${labels} /></board>)`,
      ),
    );
    assert.deepEqual(labelled.get("SDA")?.hints, ["SDA", "pin2", "2"]);
  });

  it("schPinArrangement places the pins; unlisted pins are not drawn", async () => {
    const json = await circuitJsonOf(finished);
    const p = ports(json);
    assert.equal(p.get("VDD")?.sch?.side, "left");
    assert.ok(
      Number(p.get("VDD")?.sch?.y) > Number(p.get("GND")?.sch?.y),
      "VDD above GND",
    );
    assert.deepEqual(
      ["SDA", "SCL", "ALERT"].map((n) => [
        p.get(n)?.sch?.side,
        p.get(n)?.sch?.y,
      ]),
      [
        ["right", 0.2],
        ["right", 0],
        ["right", -0.2],
      ],
    );
    for (const n of ["A0", "A1", "A2"]) assert.equal(p.get(n)?.sch, undefined);
  });

  it("pinAttributes silence the power/ground/underspecified warnings", async () => {
    // noConnect also counts as a pin attribute for the underspecified check,
    // so both variants leave it out.
    const noNc = finished.replace(/noConnect=\{[^\n]*\}/, "");
    const withAttrs = (await circuitJsonOf(noNc)).map((e) => e.type);
    for (const t of warningTypes) assert.ok(!withAttrs.includes(t), t);
    const without = (
      await circuitJsonOf(noNc.replace(/pinAttributes=\{\{[^\n]*\}\}/, ""))
    ).map((e) => e.type);
    for (const t of warningTypes) assert.ok(without.includes(t), t);
  });

  it("noConnect sets do_not_connect, connections make one trace each, the MPN is stored", async () => {
    const json = await circuitJsonOf(finished);
    const p = ports(json);
    for (const n of ["A0", "A1", "A2"])
      assert.equal(p.get(n)?.doNotConnect, true);
    assert.equal(p.get("SDA")?.doNotConnect, false);
    const chipId = json.find(
      (e) => e.type === "source_component" && e.name === "U1",
    )?.source_component_id;
    const chipPorts = new Set(
      json
        .filter(
          (e) => e.type === "source_port" && e.source_component_id === chipId,
        )
        .map((e) => e.source_port_id),
    );
    const chipTraces = json.filter(
      (e) =>
        e.type === "source_trace" &&
        (e.connected_source_port_ids as string[]).some((id) =>
          chipPorts.has(id),
        ),
    );
    assert.equal(chipTraces.length, 5);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
      "every net has a second pin",
    );
    const chip = json.find(
      (e) => e.type === "source_component" && e.source_component_id === chipId,
    );
    assert.equal(chip?.manufacturer_part_number, "TEMP_SENSOR_DEMO");
  });
});
