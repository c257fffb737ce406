import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

type SystemRecord = CircuitJsonElement & {
  center?: { x: number; y: number };
};

/**
 * Compiles a tree of `systemblock` elements (written with `h`, React's
 * createElement, and `sb`, the namespace) and returns its system_block_*
 * records, or the message of the error that stopped it.
 */
async function render(
  tree: string,
): Promise<{ records: SystemRecord[]; error?: string }> {
  const code = `import { systemblock as sb } from "tscircuit"
import { createElement as h } from "react"
export default () => ${tree}`;
  try {
    const json = await circuitJsonOf(code);
    return {
      records: json.filter((e) => e.type.startsWith("system_block")),
    };
  } catch (error) {
    return { records: [], error: (error as Error).message };
  }
}

const ofType = (records: SystemRecord[], type: string) =>
  records.filter((r) => r.type === type);

describe("/elements/systemblock", () => {
  it("a page with two blocks and an I2C arrow: left to right, 48 x 24 blocks, forward signal", async () => {
    const { records, error } =
      await render(`h("board", { width: "10mm", height: "10mm" },
      h(sb.page, { name: "overview", displayName: "Sensor node" },
        h(sb.component, { name: "MCU", description: "Microcontroller" }),
        h(sb.component, { name: "SENSOR" }),
        h(sb.connection, { from: "MCU", to: "SENSOR", label: "I2C" })))`);
    assert.equal(error, undefined);
    const [page] = ofType(records, "system_block_page");
    assert.equal(page?.name, "overview");
    assert.equal(page?.display_name, "Sensor node");
    assert.equal(page?.width, 152.5);
    assert.equal(page?.height, 40);
    const [mcu, sensor] = ofType(records, "system_block_component");
    assert.equal(mcu?.description, "Microcontroller");
    assert.deepEqual(mcu?.center, { x: -44.25, y: 0 });
    assert.deepEqual(sensor?.center, { x: 44.25, y: 0 });
    assert.equal(mcu?.width, 48);
    assert.equal(mcu?.height, 24);
    assert.ok(sensor.center.x > mcu.center.x, "laid out left to right");
    const [arrow] = ofType(records, "system_block_connection");
    assert.equal(arrow?.label, "I2C");
    assert.equal(arrow?.direction, "forward");
    assert.equal(arrow?.is_signal, true);
    assert.equal(arrow?.is_power, false);
    assert.deepEqual(arrow?.route, [
      { x: -20.25, y: 0 },
      { x: 0, y: 0 },
      { x: 20.25, y: 0 },
    ]);
  });

  it("groups, pcbComponentName links, power arrows with both heads, top-to-bottom layout", async () => {
    const { records, error } =
      await render(`h("board", { width: "16mm", height: "10mm" },
      h("chip", { name: "U1", footprint: "sot23", pcbX: -3 }),
      h("chip", { name: "U2", footprint: "soic8", pcbX: 4 }),
      h(sb.page, { name: "power", direction: "down" },
        h(sb.group, { name: "SUPPLY", displayName: "Supply" },
          h(sb.component, { name: "REG", pcbComponentName: "U1" })),
        h(sb.component, { name: "LOGIC", pcbComponentName: "U2" }),
        h(sb.connection, { from: "REG", to: "LOGIC", kind: "power", label: "3.3 V", direction: "both" })))`);
    assert.equal(error, undefined);
    const [group] = ofType(records, "system_block_group");
    assert.equal(group?.name, "SUPPLY");
    assert.equal(group?.display_name, "Supply");
    assert.equal(group?.width, 100);
    assert.equal(group?.height, 60);
    const [reg, logic] = ofType(records, "system_block_component");
    assert.equal(reg?.system_block_group_id, group?.system_block_group_id);
    assert.deepEqual(reg?.pcb_component_ids, ["pcb_component_0"]);
    assert.deepEqual(logic?.pcb_component_ids, ["pcb_component_1"]);
    assert.ok(reg?.center && logic?.center, "both blocks are placed");
    assert.equal(reg?.center?.x, logic?.center?.x, "one column");
    assert.ok((reg?.center?.y ?? 0) > (logic?.center?.y ?? 0), "top to bottom");
    const [arrow] = ofType(records, "system_block_connection");
    assert.equal(arrow?.direction, "both");
    assert.equal(arrow?.is_power, true);
    assert.equal(arrow?.is_signal, false);
  });

  it("fails the render for blocks outside a page, unknown parts, unknown endpoints and duplicate page names", async () => {
    assert.match(
      (
        await render(
          `h("board", { width: "10mm", height: "10mm" }, h(sb.component, { name: "X" }))`,
        )
      ).error ?? "",
      /must be inside a systemblock\.page or systemblock\.group/,
    );
    assert.match(
      (
        await render(
          `h("board", { width: "10mm", height: "10mm" }, h(sb.page, { name: "p" }, h(sb.component, { name: "A", pcbComponentName: "R9" })))`,
        )
      ).error ?? "",
      /requires one PCB component named "R9".*found 0/,
    );
    assert.match(
      (
        await render(
          `h("board", { width: "10mm", height: "10mm" }, h(sb.page, { name: "p" }, h(sb.component, { name: "A" }), h(sb.connection, { from: "A", to: "B" })))`,
        )
      ).error ?? "",
      /endpoint "B" must name a component/,
    );
    assert.match(
      (
        await render(
          `h("board", { width: "10mm", height: "10mm" }, h(sb.page, { name: "p" }, h(sb.component, { name: "A" })), h(sb.page, { name: "p" }, h(sb.component, { name: "B" })))`,
        )
      ).error ?? "",
      /Duplicate system page name "p"/,
    );
    // a group name is not an endpoint
    assert.match(
      (
        await render(
          `h("board", { width: "10mm", height: "10mm" }, h(sb.page, { name: "p" }, h(sb.group, { name: "G" }, h(sb.component, { name: "A" })), h(sb.component, { name: "B" }), h(sb.connection, { from: "G", to: "B" })))`,
        )
      ).error ?? "",
      /endpoint "G" must name a component/,
    );
  });
});
