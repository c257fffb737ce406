import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { loadPropsTable } from "../../../plugins/props-tables/table";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface PcbComponent {
  type: "pcb_component";
  center: { x: number; y: number };
  source_component_id: string;
}

const centers = (json: CircuitJsonElement[]) =>
  (
    json.filter((e) => e.type === "pcb_component") as unknown as PcbComponent[]
  ).map((c) => c.center);

const errorTypes = (json: CircuitJsonElement[]) =>
  json.filter((e) => e.type.endsWith("_error")).map((e) => e.type);

/** Our description of one prop in an element's props table. */
function rowText(element: string, prop: string): string {
  const { table } = loadPropsTable(element);
  const row = [...table.own, ...table.inherited.flatMap((g) => g.props)].find(
    (r) => r.name === prop,
  );
  assert.ok(row, `<${element}> has ${prop}`);
  return row.description ?? "";
}

describe("/elements/group", () => {
  it("child positions are relative to the group's position", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="20mm">
        <group name="G1" pcbX={-7} pcbY={2}>
          <resistor name="R1" resistance="1k" footprint="0603" pcbX={0} pcbY={2} />
        </group>
      </board>)`);
    assert.deepEqual(centers(json)[0], { x: -7, y: 4 });
  });

  it("an unpositioned group is not kept clear of other parts: overlap errors result", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="20mm" height="10mm">
        <resistor name="R1" resistance="1k" footprint="0603" pcbX={0} pcbY={0} />
        <group name="G1">
          <resistor name="R2" resistance="1k" footprint="0603" pcbX={0} pcbY={0} />
        </group>
      </board>)`);
    const types = errorTypes(json);
    assert.ok(types.includes("pcb_footprint_overlap_error"), String(types));
    const overlap = json.find((e) => e.type === "pcb_footprint_overlap_error");
    assert.match(
      String(overlap?.message),
      /^R1 overlaps R2: .*courtyard conflict/,
    );
  });

  it("two groups on one board cannot both contain an R1", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="20mm">
        <group name="A" pcbX={-6}><resistor name="R1" resistance="1k" footprint="0603" /></group>
        <group name="B" pcbX={6}><resistor name="R1" resistance="1k" footprint="0603" /></group>
      </board>)`);
    const err = json.find(
      (e) => e.type === "source_failed_to_create_component_error",
    );
    assert.match(
      String(err?.message),
      /Cannot create component "R1": A component with the same name already exists/,
    );
  });

  it("net.GND inside a group is the same net as net.GND outside", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="30mm" height="20mm">
        <resistor name="R1" resistance="1k" footprint="0603" pcbX={-6} connections={{ pin1: "net.GND" }} />
        <group name="G1" pcbX={6}>
          <resistor name="R2" resistance="1k" footprint="0603" connections={{ pin1: "net.GND" }} />
        </group>
      </board>)`);
    const gnd = json.filter((e) => e.type === "source_net" && e.name === "GND");
    assert.equal(gnd.length, 1);
  });

  it("minTraceWidth/nominalTraceWidth work only on a subcircuit group; pcbPositionMode is not read", async () => {
    const routed = async (subcircuit: string) => {
      const json = await circuitJsonOf(`export default () => (
  <board width="20mm" height="10mm">
    <group name="G" ${subcircuit} minTraceWidth="0.4mm" nominalTraceWidth="0.4mm">
      <resistor name="R1" resistance="1k" footprint="0603" pcbX={-5} />
      <resistor name="R2" resistance="1k" footprint="0603" pcbX={5} />
      <trace from=".R1 > .pin2" to=".R2 > .pin1" />
    </group>
  </board>)`);
      return [
        ...new Set(
          json
            .filter((e) => e.type === "pcb_trace")
            .flatMap((t) =>
              (t.route as { width?: number }[]).map((p) => p.width),
            )
            .filter((w) => w !== undefined),
        ),
      ];
    };
    assert.deepEqual(await routed(""), [0.15]);
    assert.deepEqual(await routed("subcircuit"), [0.4]);
    for (const prop of ["minTraceWidth", "nominalTraceWidth"])
      assert.match(
        rowText("group", prop),
        /read only on a group with `subcircuit`/,
      );

    const placed = async (mode: string) =>
      centers(
        await circuitJsonOf(`export default () => (
  <board width="20mm" height="10mm">
    <group name="G" pcbX={3} pcbY={2} ${mode}>
      <resistor name="R1" resistance="1k" footprint="0603" pcbX={1} />
    </group>
  </board>)`),
      );
    assert.deepEqual(
      await placed(`pcbPositionMode="relative_to_board_anchor"`),
      await placed(""),
    );
    assert.match(
      rowText("group", "pcbPositionMode"),
      /^(No effect in core|Not read by the core) \d+\.\d+\.\d+/,
    );
  });
});
