import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import {
  type CircuitJsonElement,
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

interface PlatedHole extends CircuitJsonElement {
  x: number;
  y: number;
  shape: string;
  hole_diameter: number;
  outer_diameter?: number;
  rect_pad_width?: number;
  rect_pad_height?: number;
  pcb_component_id: string;
  port_hints: string[];
}

interface SourcePort extends CircuitJsonElement {
  name: string;
  pin_number: number;
  port_hints: string[];
}

const board = (inner: string): string =>
  `export default () => (<board width="40mm" height="20mm">${inner}</board>)`;

const holes = (json: CircuitJsonElement[]): PlatedHole[] =>
  json.filter((e): e is PlatedHole => e.type === "pcb_plated_hole");

const footprinterStrings = (json: CircuitJsonElement[]): unknown[] =>
  json
    .filter((e) => e.type === "cad_component")
    .map((e) => e.footprinter_string);

const pinNumberOf = (hole: PlatedHole): number =>
  Number(hole.port_hints.find((hint) => /^\d+$/.test(hint)));

describe("/elements/pinheader", () => {
  it("defaults to a 2.54 mm pitch, 1 mm holes, 1.5 mm pads, square pin 1, male", async () => {
    const json = await circuitJsonOf(
      board(`<pinheader name="J1" pinCount={4} />`),
    );
    const row = holes(json).sort((a, b) => a.x - b.x);
    assert.equal(row.length, 4);
    assert.ok(Math.abs(row[1].x - row[0].x - 2.54) < 1e-6);
    for (const hole of row) assert.equal(hole.hole_diameter, 1);
    assert.equal(row[0].shape, "circular_hole_with_rect_pad");
    assert.equal(row[0].rect_pad_width, 1.5);
    assert.equal(row[0].rect_pad_height, 1.5);
    assert.equal(pinNumberOf(row[0]), 1);
    for (const hole of row.slice(1)) {
      assert.equal(hole.shape, "circle");
      assert.equal(hole.outer_diameter, 1.5);
    }
    const component = json.find((e) => e.type === "source_component");
    assert.equal(component?.gender, "male");
    const errors = json.filter((e) => e.type.endsWith("_error"));
    assert.deepEqual(errors, []);
    const unused = json.filter(
      (e) => e.type === "source_pin_missing_trace_warning",
    );
    assert.equal(unused.length, 4);
  });

  it("the implied footprint of a plain four-pin header is pinrow4_nopinlabels", async () => {
    const silkscreen = (json: CircuitJsonElement[]) =>
      json
        .filter((e) => e.type === "pcb_silkscreen_text")
        .map((e) => e.text)
        .sort();
    const implied = await circuitJsonOf(
      board(`<pinheader name="J1" pinCount={4} />`),
    );
    const written = await circuitJsonOf(
      board(
        `<pinheader name="J1" pinCount={4} footprint="pinrow4_nopinlabels" />`,
      ),
    );
    const labelled = await circuitJsonOf(
      board(`<pinheader name="J1" pinCount={4} footprint="pinrow4" />`),
    );
    assert.deepEqual(silkscreen(implied), silkscreen(written));
    assert.ok(silkscreen(labelled).length > silkscreen(implied).length);
    assert.deepEqual(
      holes(implied).map((h) => h.x),
      holes(written).map((h) => h.x),
    );
  });

  it("pitch sets the spacing and adds _p<pitch in mm> to the footprint string", async () => {
    const json = await circuitJsonOf(
      board(`<pinheader name="J1" pinCount={3} pitch="2mm" />`),
    );
    const row = holes(json).sort((a, b) => a.x - b.x);
    assert.ok(Math.abs(row[1].x - row[0].x - 2) < 1e-6);
    assert.deepEqual(footprinterStrings(json), ["pinrow3_p2_nopinlabels"]);
  });

  it("pinLabels name the pins and keep pinN as an alias", async () => {
    const json = await circuitJsonOf(
      board(
        `<pinheader name="J1" pinCount={4} pinLabels={["VCC", "GND", "SDA", "SCL"]} />`,
      ),
    );
    const ports = json.filter((e): e is SourcePort => e.type === "source_port");
    assert.deepEqual(
      ports.map((p) => p.name),
      ["VCC", "GND", "SDA", "SCL"],
    );
    assert.ok(ports[2].port_hints.includes("pin3"));
    assert.equal(ports[2].pin_number, 3);
  });

  it("showSilkscreenPinLabels prints the labels", async () => {
    const json = await circuitJsonOf(
      board(
        `<pinheader name="J1" pinCount={2} pinLabels={["VCC", "GND"]} showSilkscreenPinLabels />`,
      ),
    );
    const texts = json
      .filter((e) => e.type === "pcb_silkscreen_text")
      .map((e) => e.text);
    assert.ok(texts.includes("VCC"));
    assert.ok(texts.includes("GND"));
  });

  it("doubleRow numbers the pins counter-clockwise from the top left", async () => {
    const json = await circuitJsonOf(
      board(`<pinheader name="J1" pinCount={6} doubleRow />`),
    );
    const byNumber = new Map(holes(json).map((h) => [pinNumberOf(h), h]));
    const at = (n: number): [number, number] => {
      const hole = byNumber.get(n);
      assert.ok(hole);
      return [Math.round(hole.x * 100) / 100, Math.round(hole.y * 100) / 100];
    };
    assert.deepEqual(at(1), [-2.54, 1.27]);
    assert.deepEqual(at(2), [-2.54, -1.27]);
    assert.deepEqual(at(3), [0, -1.27]);
    assert.deepEqual(at(4), [2.54, -1.27]);
    assert.deepEqual(at(5), [2.54, 1.27]);
    assert.deepEqual(at(6), [0, 1.27]);
    assert.deepEqual(footprinterStrings(json), ["pinrow6_nopinlabels_rows2"]);
  });

  it("pcbOrientation vertical turns the row by 270° to run top to bottom, pin 1 at the top", async () => {
    const json = await circuitJsonOf(
      board(`<pinheader name="J1" pinCount={3} pcbOrientation="vertical" />`),
    );
    const xs = new Set(holes(json).map((h) => Math.round(h.x * 100)));
    assert.equal(xs.size, 1);
    const component = json.find((e) => e.type === "pcb_component");
    assert.equal(component?.rotation, 270);
    const top = holes(json).sort((a, b) => b.y - a.y)[0];
    assert.equal(pinNumberOf(top), 1);
  });

  it("holeDiameter without pitch leaves the header without a footprint; with pitch it works", async () => {
    const json = await circuitJsonOf(
      board(`<pinheader name="J1" pinCount={3} holeDiameter="0.8mm" />
        <pinheader name="J2" pinCount={3} pitch="2.54mm" holeDiameter="0.8mm" pcbY={6} schY={5} />`),
    );
    const missing = json.filter(
      (e) => e.type === "pcb_missing_footprint_error",
    );
    assert.equal(missing.length, 1);
    assert.match(String(missing[0]?.message), /J1/);
    const withPitch = holes(json);
    assert.equal(withPitch.length, 3);
    for (const hole of withPitch) assert.equal(hole.hole_diameter, 0.8);
  });

  it("rightAngle does not change the footprint", async () => {
    const straight = await circuitJsonOf(
      board(`<pinheader name="J1" pinCount={3} />`),
    );
    const angled = await circuitJsonOf(
      board(`<pinheader name="J1" pinCount={3} rightAngle />`),
    );
    const shape = (json: CircuitJsonElement[]) =>
      holes(json).map((h) => [h.x, h.y, h.shape]);
    assert.deepEqual(shape(angled), shape(straight));
    assert.deepEqual(footprinterStrings(angled), footprinterStrings(straight));
  });

  it("gender: female keeps the holes and adds _female; unpopulated is refused; facing directions; object pinLabels and pinN aliases in selectors", async () => {
    const json = await circuitJsonOf(
      board(`<pinheader name="J1" pinCount={3} pcbY={6} schY={5} />
        <pinheader name="J2" pinCount={3} gender="female" facingDirection="left" pinLabels={{ pin1: "VCC", pin2: "GND" }} />
        <pinheader name="J3" pinCount={3} pcbY={-6} schY={-5} facingDirection="left" schFacingDirection="up" />
        <pinheader name="J4" pinCount={3} gender="unpopulated" pcbX={10} />
        <trace from=".J2 > .pin1" to=".J3 > .pin1" />`),
    );
    const components = json.filter((e) => e.type === "source_component");
    assert.deepEqual(
      components.map((c) => [c.name, c.gender]),
      [
        ["J1", "male"],
        ["J2", "female"],
        ["J3", "male"],
      ],
    );
    const refused = json.filter(
      (e) => e.type === "source_failed_to_create_component_error",
    );
    assert.equal(refused.length, 1);
    assert.match(String(refused[0]?.message), /J4.*gender/s);
    assert.deepEqual(footprinterStrings(json), [
      "pinrow3_nopinlabels",
      "pinrow3_nopinlabels_female",
      "pinrow3_nopinlabels",
    ]);
    const relative = (id: string) => {
      const of = holes(json).filter((h) => h.pcb_component_id === id);
      const x0 = Math.min(...of.map((h) => h.x));
      const y0 = Math.min(...of.map((h) => h.y));
      return of.map((h) => [h.x - x0, h.y - y0, h.shape, h.hole_diameter]);
    };
    const pcbIds = json
      .filter((e) => e.type === "pcb_component")
      .map((e) => String(e.pcb_component_id));
    assert.deepEqual(relative(pcbIds[1]), relative(pcbIds[0]));
    assert.deepEqual(relative(pcbIds[2]), relative(pcbIds[0]));
    const ports = json.filter((e): e is SourcePort => e.type === "source_port");
    const facing = (i: number) =>
      json.find(
        (e) =>
          e.type === "schematic_port" &&
          e.source_port_id === ports[i]?.source_port_id,
      )?.facing_direction;
    assert.equal(facing(0), "right");
    assert.equal(facing(3), "left");
    assert.equal(facing(6), "up");
    assert.deepEqual(
      ports.slice(3, 6).map((p) => p.name),
      ["VCC", "GND", "pin3"],
    );
    const trace = json.find((e) => e.type === "source_trace");
    assert.deepEqual(trace?.connected_source_port_ids, [
      ports[3]?.source_port_id,
      ports[6]?.source_port_id,
    ]);
    assert.ok(!json.some((e) => e.type === "source_trace_not_connected_error"));
  });
});
