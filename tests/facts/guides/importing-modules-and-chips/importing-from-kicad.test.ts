import "../../../../plugins/shared/node22-polyfills";
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";

interface Element {
  type: string;
  name?: string;
  text?: string;
  x?: number;
  message?: string;
  anchor_position?: { x: number; y: number };
  pcb_port_id?: string;
  source_port_id?: string;
}

const kicadMod = join(
  import.meta.dirname,
  "../../../../docs/guides/importing-modules-and-chips/_code/SOD123_Pads.kicad_mod",
);

function padNames(json: Element[]) {
  const names = new Map(
    json
      .filter((e) => e.type === "source_port")
      .map((e) => [e.source_port_id, e.name]),
  );
  const ports = new Map(
    json
      .filter((e) => e.type === "pcb_port")
      .map((e) => [e.pcb_port_id, names.get(e.source_port_id)]),
  );
  return json
    .filter((e) => e.type === "pcb_smtpad")
    .map((e) => [e.x, ports.get(e.pcb_port_id)]);
}

describe("/guides/importing-modules-and-chips/importing-from-kicad", () => {
  it("the converter flips KiCad's downward y axis", async () => {
    const { loadKicadFootprint } = await import(
      "../../../../docs/guides/importing-modules-and-chips/_code/kicad-footprint"
    );
    const json = (await loadKicadFootprint(kicadMod)) as Element[];
    const ref = json.find((e) => e.type === "pcb_silkscreen_text");
    assert.equal(ref?.text, "REF**");
    assert.deepEqual(ref?.anchor_position, { x: 0, y: 1.8 });
    assert.deepEqual(
      json.filter((e) => e.type === "pcb_smtpad").map((e) => e.x),
      [-1.65, 1.65],
    );
  });

  it("the converted footprint gives D1 pads K and A 3.3 mm apart and REF** becomes D1", async () => {
    const { buildWithKicadFootprint } = await import(
      "../../../../docs/guides/importing-modules-and-chips/_code/kicad-footprint"
    );
    const json = (await buildWithKicadFootprint(kicadMod)) as Element[];
    assert.equal(json.filter((e) => e.type.endsWith("_error")).length, 0);
    assert.deepEqual(padNames(json).slice(0, 2), [
      [-4.65, "K"],
      [-1.35, "A"],
    ]);
    const texts = json
      .filter((e) => e.type === "pcb_silkscreen_text")
      .map((e) => e.text);
    assert.ok(texts.includes("D1"));
    assert.ok(!texts.includes("REF**"));
    assert.ok(json.some((e) => e.type === "pcb_trace"));
  });

  it("kicad: footprints are fetched from <cache>/<path>.circuit.json by the library function", async () => {
    const { buildWithKicadLibrary, KICAD_CACHE } = await import(
      "../../../../docs/guides/importing-modules-and-chips/_code/kicad-library"
    );
    const { loadKicadFootprint } = await import(
      "../../../../docs/guides/importing-modules-and-chips/_code/kicad-footprint"
    );
    const body = JSON.stringify(await loadKicadFootprint(kicadMod));
    const asked: string[] = [];
    const fakeFetch = (async (url: string) => {
      asked.push(url);
      return new Response(body, { status: 200 });
    }) as typeof fetch;
    const json = (await buildWithKicadLibrary(fakeFetch)) as Element[];
    assert.equal(KICAD_CACHE, "https://kicad-mod-cache.tscircuit.com");
    assert.deepEqual(asked, [
      "https://kicad-mod-cache.tscircuit.com/Diode_SMD/D_SOD-123.circuit.json",
    ]);
    assert.equal(json.filter((e) => e.type.endsWith("_error")).length, 0);
    assert.equal(padNames(json).filter(([, n]) => n === "K").length, 1);
  });

  it("without a kicad library on the platform, core reports external_footprint_load_error", async () => {
    const React = (await import("react")).default;
    const { RootCircuit } = await import("@tscircuit/core");
    const circuit = new RootCircuit();
    circuit.add(
      React.createElement(
        "board",
        { width: "10mm", height: "10mm" },
        React.createElement("chip", {
          name: "U1",
          footprint: "kicad:Diode_SMD/D_SOD-123",
        }),
      ),
    );
    await circuit.renderUntilSettled();
    const json = circuit.getCircuitJson() as Element[];
    const err = json.find((e) => e.type === "external_footprint_load_error");
    assert.match(
      err?.message ?? "",
      /No footprint resolver is configured for library "kicad"/,
    );
  });
});
