import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { autoroute } from "../../../docs/web-apis/_code/autorouting-api";

// The page's endpoints, fields and defaults are the ones the pinned core's
// cloud-routing code sends and reads.
const core = readFileSync("node_modules/@tscircuit/core/dist/index.js", "utf8");
const start = core.indexOf("async _runEffectMakeHttpAutoroutingRequest()");
const end = core.indexOf("async _runLocalAutorouting()", start);
const http = core.slice(start, end);

describe("/web-apis/autorouting-api", () => {
  it("core's defaults: registry-api server, job mode, server cache on", () => {
    assert.match(
      core,
      /serverUrl: "https:\/\/registry-api\.tscircuit\.com",\s*serverMode: "job",\s*serverCacheEnabled: true/,
    );
  });

  it("core posts to the four routes with the fields the page lists", () => {
    assert.ok(start > 0 && end > start);
    for (const route of [
      "/autorouting/jobs/create",
      "/autorouting/jobs/get`",
      "/autorouting/jobs/get_output",
      "/autorouting/solve",
    ])
      assert.ok(http.includes(route), route);
    for (const field of [
      'provider: "freerouting"',
      "autostart: true",
      "display_name:",
      "subcircuit_id:",
      "server_cache_enabled:",
      "input_simple_route_json:",
      "input_circuit_json:",
      '"Tscircuit-Core-Version"',
      "Autorouting job failed:",
      "pcb_autorouting_error",
    ])
      assert.ok(http.includes(field), field);
    assert.match(
      http,
      /element\.type\.startsWith\("source_"\) \|\| element\.type\.startsWith\("pcb_"\)/,
    );
    assert.match(http, /setTimeout\(resolve, 100\)/, "polls every 100 ms");
    assert.match(http, /inputFormat === "simplified"/);
    assert.match(http, /serverMode === "solve-endpoint"/);
  });

  it("the example sends only source_* and pcb_* elements and returns the output traces", async () => {
    const calls: { url: string; body: Record<string, unknown> }[] = [];
    const realFetch = globalThis.fetch;
    let polls = 0;
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      calls.push({ url, body });
      const json = url.endsWith("/create")
        ? { autorouting_job: { autorouting_job_id: "j1" } }
        : url.endsWith("/get")
          ? {
              autorouting_job: {
                autorouting_job_id: "j1",
                is_finished: ++polls > 1,
              },
            }
          : {
              autorouting_job_output: {
                output_pcb_traces: [{ type: "pcb_trace" }],
              },
            };
      return new Response(JSON.stringify(json), { status: 200 });
    }) as typeof fetch;
    try {
      const traces = await autoroute(
        [
          { type: "source_port" },
          { type: "pcb_smtpad" },
          { type: "schematic_component" },
        ] as never,
        { pollMs: 1 },
      );
      assert.deepEqual(traces, [{ type: "pcb_trace" }]);
    } finally {
      globalThis.fetch = realFetch;
    }
    const create = calls[0];
    assert.match(create.url, /\/autorouting\/jobs\/create$/);
    assert.deepEqual(
      (create.body.input_circuit_json as { type: string }[]).map((e) => e.type),
      ["source_port", "pcb_smtpad"],
    );
    assert.equal(create.body.provider, "freerouting");
    assert.equal(create.body.autostart, true);
  });

  it("a job with has_error makes the example throw", async () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string) => {
      const json = url.endsWith("/create")
        ? { autorouting_job: { autorouting_job_id: "j2" } }
        : {
            autorouting_job: {
              autorouting_job_id: "j2",
              has_error: true,
              error: { message: "boom" },
            },
          };
      return new Response(JSON.stringify(json), { status: 200 });
    }) as typeof fetch;
    try {
      await assert.rejects(autoroute([] as never, { pollMs: 1 }), /boom/);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
