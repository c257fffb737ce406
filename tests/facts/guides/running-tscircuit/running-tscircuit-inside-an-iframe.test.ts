import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import {
  hostRunFrame,
  RUNFRAME_URL,
} from "../../../../docs/guides/running-tscircuit/_code/iframe-host";

interface Sent {
  message: unknown;
  targetOrigin: string;
}

function fakes() {
  const sent: Sent[] = [];
  const frameWindow = {
    postMessage: (message: unknown, targetOrigin: string) => {
      sent.push({ message, targetOrigin });
    },
  } as unknown as Window;
  let listener: ((event: MessageEvent) => void) | undefined;
  const host = {
    addEventListener: (_: string, fn: (event: MessageEvent) => void) => {
      listener = fn;
    },
    removeEventListener: () => {
      listener = undefined;
    },
  } as unknown as Pick<Window, "addEventListener" | "removeEventListener">;
  const deliver = (data: unknown, source: unknown, origin: string) =>
    listener?.({ data, source, origin } as MessageEvent);
  return { sent, frameWindow, host, deliver, hasListener: () => !!listener };
}

const origin = "https://runframe.tscircuit.com";

describe("/guides/running-tscircuit/running-tscircuit-inside-an-iframe", () => {
  it("waits for runframe_ready_to_receive, then posts runframe_props_changed to RunFrame's origin", () => {
    const f = fakes();
    const errors: string[] = [];
    const files = { "main.tsx": "circuit.add(<board />)" };
    const host = hostRunFrame({
      iframe: { contentWindow: f.frameWindow },
      files,
      entrypoint: "main.tsx",
      onError: (m) => errors.push(m),
      listenOn: f.host,
    });
    assert.equal(RUNFRAME_URL, "https://runframe.tscircuit.com/iframe.html");
    host.update(files);
    assert.equal(f.sent.length, 0, "nothing is sent before the frame is ready");
    f.deliver({ runframe_type: "runframe_ready_to_receive" }, {}, origin);
    assert.equal(f.sent.length, 0, "messages from other windows are ignored");
    f.deliver(
      { runframe_type: "runframe_ready_to_receive" },
      f.frameWindow,
      "https://evil.example",
    );
    assert.equal(f.sent.length, 0, "messages from other origins are ignored");
    f.deliver(
      { runframe_type: "runframe_ready_to_receive" },
      f.frameWindow,
      origin,
    );
    assert.deepEqual(f.sent, [
      {
        message: {
          runframe_type: "runframe_props_changed",
          runframe_props: { fsMap: files, entrypoint: "main.tsx" },
        },
        targetOrigin: origin,
      },
    ]);
    host.update({ "main.tsx": "circuit.add(<board width='5mm' />)" });
    assert.equal(f.sent.length, 2);

    f.deliver(
      {
        type: "runframe_event",
        runframe_event: { type: "error", error_message: "boom" },
      },
      f.frameWindow,
      origin,
    );
    assert.deepEqual(errors, ["boom"]);
    host.dispose();
    assert.equal(f.hasListener(), false);
  });
});

describe("/guides/running-tscircuit/running-tscircuit-inside-an-iframe (page code)", () => {
  it("the usage script type-checks in a browser (DOM) setting", async () => {
    const ts = (await import("typescript")).default;
    const dir = join(
      import.meta.dirname,
      "../../../../docs/guides/running-tscircuit/_code",
    );
    const program = ts.createProgram([join(dir, "iframe-usage.ts")], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
      types: [],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    assert.deepEqual(problems, []);
  });
});
