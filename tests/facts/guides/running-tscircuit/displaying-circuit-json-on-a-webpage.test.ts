import "../../../../plugins/shared/node22-polyfills";
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import type { AnyCircuitElement } from "circuit-json";

let divider: AnyCircuitElement[] = [];

describe("/guides/running-tscircuit/displaying-circuit-json-on-a-webpage", () => {
  before(async () => {
    const { buildDivider } = await import(
      "../../../../docs/guides/running-tscircuit/_code/build-a-divider"
    );
    divider = await buildDivider();
  });

  it("builds one HTML page with a 600 × 400 schematic and PCB, title escaped", async () => {
    const { circuitJsonToHtml } = await import(
      "../../../../docs/guides/running-tscircuit/_code/circuit-json-to-html"
    );
    const html = circuitJsonToHtml(divider, "R1 & R2 <divider>");
    assert.match(html, /^<!doctype html>/);
    assert.match(html, /<title>R1 &#38; R2 &#60;divider&#62;<\/title>/);
    const svgs = html.match(/<svg[^>]*>/g) ?? [];
    assert.ok(svgs.length >= 2);
    for (const svg of svgs.slice(0, 2)) {
      assert.match(svg, /width="600" height="400"/);
    }
  });

  it("the browser function fetches the JSON and writes a PCB SVG into the target", async () => {
    const { showPcb } = await import(
      "../../../../docs/guides/running-tscircuit/_code/show-in-browser"
    );
    const realFetch = globalThis.fetch;
    const asked: string[] = [];
    globalThis.fetch = async (input: string | URL | Request) => {
      asked.push(String(input));
      return new Response(JSON.stringify(divider), { status: 200 });
    };
    try {
      const target = { innerHTML: "" };
      await showPcb("/boards/divider.json", target);
      assert.deepEqual(asked, ["/boards/divider.json"]);
      assert.match(target.innerHTML, /^<svg[^>]*width="500" height="350"/);
      globalThis.fetch = async () =>
        new Response("", { status: 404, statusText: "Not Found" });
      await assert.rejects(showPcb("/missing.json", target), /404 Not Found/);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
