import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

const code = "docs/guides/importing-modules-and-chips/_code";
const snapshot = JSON.parse(
  readFileSync("plugins/cli-reference/cli-snapshot.json", "utf8"),
) as { commands: { name: string; description: string }[] };

describe("/guides/importing-modules-and-chips/installing-kicad-libraries-from-github", () => {
  it("the example imports a path the declaration file declares, and type-checks", () => {
    const declarations = readFileSync(`${code}/kicad-libraries.d.ts`, "utf8");
    const usage = readFileSync(`${code}/esp32-s2-footprint.tsx`, "utf8");
    const declared = declarations.match(/declare module "([^"]+)"/)?.[1];
    assert.equal(
      declared,
      "kicad-libraries/footprints/Espressif.pretty/ESP32-S2-MINI-1.kicad_mod",
    );
    assert.ok(usage.includes(`from "${declared}"`));
    assert.match(declarations, /const value: string;\s+export default value;/);
    execFileSync(
      process.execPath,
      [
        "node_modules/typescript/bin/tsc",
        "--noEmit",
        "-p",
        `${code}/tsconfig.json`,
      ],
      { stdio: "pipe" },
    );
  });

  it("without a footprint reader, a .kicad_mod path gives no pads and no error", async () => {
    const json = await circuitJsonOf(`export default () => (
      <board width="10mm" height="10mm">
        <chip name="U1" footprint="./ESP32-S2-MINI-1.kicad_mod" />
      </board>
    )`);
    assert.deepEqual(
      json.filter((e) => e.type.endsWith("_error")),
      [],
    );
    for (const type of ["pcb_smtpad", "pcb_plated_hole"])
      assert.equal(json.filter((e) => e.type === type).length, 0, type);
  });

  it("tsci add and tsci install exist, install naming a GitHub KiCad library", () => {
    const add = snapshot.commands.find((c) => c.name === "add");
    const install = snapshot.commands.find((c) => c.name === "install");
    assert.ok(add);
    assert.match(
      String(install?.description),
      /tsci install https:\/\/github\.com\/espressif\/kicad-libraries/,
    );
  });
});
