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
    assert.equal(pinNumberOf(row[0]), 1);
    for (const hole of row.slice(1)) {
      assert.equal(hole.shape, "circle");
      assert.equal(hole.outer_diameter, 1.5);
    }
    const component = json.find((e) => e.type === "source_component");
    assert.equal(component?.gender, "male");
    const errors = json.filter((e) => e.type.endsWith("_error"));
    assert.deepEqual(errors, []);
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

  it("pitch sets the spacing", async () => {
    const json = await circuitJsonOf(
      board(`<pinheader name="J1" pinCount={3} pitch="2mm" />`),
    );
    const row = holes(json).sort((a, b) => a.x - b.x);
    assert.ok(Math.abs(row[1].x - row[0].x - 2) < 1e-6);
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
  });

  it("pcbOrientation vertical turns the row to run top to bottom", async () => {
    const json = await circuitJsonOf(
      board(`<pinheader name="J1" pinCount={3} pcbOrientation="vertical" />`),
    );
    const xs = new Set(holes(json).map((h) => Math.round(h.x * 100)));
    assert.equal(xs.size, 1);
  });

  it("holeDiameter without pitch leaves the header without a footprint", async () => {
    const json = await circuitJsonOf(
      board(`<pinheader name="J1" pinCount={3} holeDiameter="0.8mm" />`),
    );
    assert.equal(holes(json).length, 0);
    assert.ok(json.some((e) => e.type === "pcb_missing_footprint_error"));
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
  });
});
