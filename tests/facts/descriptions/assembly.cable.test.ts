import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { assemblyCableProps } from "@tscircuit/props";
import { closeCircuitCompiler } from "../../support/circuit-json";
import { compiled, errorsOf, r3 } from "./_compile";

after(closeCircuitCompiler);

const device = (cable: string) => `import { assembly } from "tscircuit"

export default () => (
  <assembly.device name="GADGET">
    <board name="MAIN" width="40mm" height="30mm">
      <connector name="J1" standard="usb_c" pcbX={-15} pcbRotation={90} />
      <connector name="J2" standard="usb_c" pcbX={15} pcbRotation={-90} />
    </board>
    ${cable}
  </assembly.device>
)`;
const cable = (waypoint: string) =>
  compiled(
    device(
      `<assembly.cable name="CBL" from=".J1" to=".J2" standard="usb_c" waypoints={[${waypoint}]} waypointAnchor="start" waypointAxisOrientation="board_at_start" />`,
    ),
  );
/** The same cable through one waypoint, then through one 2 mm further in y and 3 mm in z. */
const first = cable("{ x: 0, y: 10, z: 5 }");
const second = cable("{ x: 0, y: 12, z: 8 }");

type P = { x: number; y: number; z: number };
const path = async (json: Promise<unknown[]>) => {
  const cable = (await json).find(
    (e) => (e as { type: string }).type === "cad_cable",
  ) as { path: P[] } | undefined;
  assert.ok(cable, "cad_cable");
  return cable.path;
};

describe("docs/_descriptions/props/assembly.cable.json", () => {
  it("waypoints: { x, y, z } offsets in mm (2 mm more in y, 3 mm more in z move the point by that); waypointAnchor and waypointAxisOrientation then required", async () => {
    // A USB-C connector given only its standard has no footprint without a
    // parts engine: the one error of both compiles.
    for (const json of [await first(), await second()])
      for (const error of errorsOf(json))
        assert.match(error, /^pcb_missing_footprint_error: /);
    // The path is: exit, tangent point, 11 curve samples, the waypoint, …
    const a = await path(first());
    const b = await path(second());
    assert.deepEqual(
      {
        x: r3(b[13].x - a[13].x),
        y: r3(b[13].y - a[13].y),
        z: r3(b[13].z - a[13].z),
      },
      { x: 0, y: 2, z: 3 },
    );
    const base = { name: "CBL", from: ".J1", to: ".J2" };
    const waypoints = [{ x: 0, y: 10, z: 5 }];
    assert.equal(
      assemblyCableProps.safeParse({ ...base, waypoints }).success,
      false,
    );
    assert.ok(
      assemblyCableProps.safeParse({
        ...base,
        waypoints,
        waypointAnchor: "start",
        waypointAxisOrientation: "board_at_start",
      }).success,
    );
  });
});
