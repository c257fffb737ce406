import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { repoRoot } from "../../../lib/build-output";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../support/circuit-json";

after(closeCircuitCompiler);

const pageText = readFileSync(
  path.join(repoRoot, "docs/command-line/tsci-convert.mdx"),
  "utf8",
);
const component = readFileSync(
  path.join(repoRoot, "docs/command-line/_code/TactileSwitch.tsx"),
  "utf8",
);

/** The page's usage example with the component file pasted in place of its import. */
function usageBoard(): string {
  const usage = /```tsx\n(import \{ TactileSwitch \}[\s\S]*?)\n```/.exec(
    pageText,
  )?.[1];
  assert.ok(usage, "the usage example");
  return [
    component
      .replace(/^import .*\n/m, "")
      .replace("(props: ChipProps)", "(props: any)"),
    usage.replace(/^import .*\n/m, ""),
  ].join("\n");
}

describe("/command-line/tsci-convert", () => {
  it("the generated component shown compiles into its two pads, in mm", async () => {
    const json = await circuitJsonOf(usageBoard());
    const errors = json.filter((e) => e.type.endsWith("_error"));
    assert.deepEqual(errors, []);
    const pads = json.filter((e) => e.type === "pcb_smtpad");
    assert.equal(pads.length, 2);
    assert.deepEqual(
      pads.map((p) => [p.x, p.y, p.width, p.height, p.shape]).sort(),
      [
        [-3, 0, 1.6, 1.4, "rect"],
        [3, 0, 1.6, 1.4, "rect"],
      ],
    );
    assert.equal(
      json.filter((e) => e.type === "pcb_silkscreen_path").length,
      2,
    );
  });

  it("exports the component under the file's name, as the converter names it", () => {
    assert.match(
      component,
      /^export const TactileSwitch = \(props: ChipProps\)/m,
    );
    assert.match(pageText, /TactileSwitch\.kicad_mod/);
  });
});
