import "../../../../plugins/shared/node22-polyfills";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { RootCircuit } from "@tscircuit/core";
import { parseKicadModToCircuitJson } from "kicad-component-converter";
import React from "react";
import {
  circuitJsonOf,
  closeCircuitCompiler,
} from "../../../support/circuit-json";

after(closeCircuitCompiler);

const code = "docs/guides/importing-modules-and-chips/_code";
const snapshot = JSON.parse(
  readFileSync("plugins/cli-reference/cli-snapshot.json", "utf8"),
) as { commands: { name: string; description: string }[] };

/**
 * Compiles a chip whose footprint is a `.kicad_mod` path, with a footprint
 * reader on the platform as the tsci tool sets one up (here it reads the
 * page folder's SOD-123 file whatever the path), and a resistor wired to it.
 */
async function withReader(
  chip: Record<string, unknown>,
  trace: { from: string; to: string },
) {
  const asked: string[] = [];
  const circuit = new RootCircuit({
    platform: {
      footprintFileParserMap: {
        kicad_mod: {
          loadFromUrl: async (url: string) => {
            asked.push(url);
            const text = await readFile(
              `${code}/SOD123_Pads.kicad_mod`,
              "utf8",
            );
            return {
              footprintCircuitJson: await parseKicadModToCircuitJson(text),
            };
          },
        },
      },
    },
  } as unknown as ConstructorParameters<typeof RootCircuit>[0]);
  circuit.add(
    React.createElement(
      "board",
      { width: "12mm", height: "8mm" },
      React.createElement("chip", {
        name: "U1",
        footprint: "./SOD123_Pads.kicad_mod",
        ...chip,
      }),
      React.createElement("resistor", {
        name: "R1",
        resistance: "1k",
        footprint: "0402",
        pcbX: 4,
      }),
      React.createElement("trace", trace),
    ),
  );
  await circuit.renderUntilSettled();
  const json = circuit.getCircuitJson() as {
    type: string;
    message?: string;
    name?: string;
    port_hints?: string[];
    source_component_id?: string;
    pcb_component_id?: string;
  }[];
  const u1 = json.find(
    (e) => e.type === "source_component" && e.name === "U1",
  )?.source_component_id;
  const u1Pcb = json.find(
    (e) => e.type === "pcb_component" && e.source_component_id === u1,
  )?.pcb_component_id;
  return {
    asked,
    errors: json.filter((e) => e.type.endsWith("_error")).map((e) => e.message),
    ports: json
      .filter((e) => e.type === "source_port" && e.source_component_id === u1)
      .map((e) => e.port_hints),
    pads: json.filter(
      (e) => e.type === "pcb_smtpad" && e.pcb_component_id === u1Pcb,
    ).length,
  };
}

describe("/guides/importing-modules-and-chips/installing-kicad-libraries-from-github", () => {
  it("with a reader, the part gets its ports from pinLabels only: a pinN key is pad N", async () => {
    const labelled = await withReader(
      { pinLabels: { pin2: "VCC" } },
      { from: ".U1 > .VCC", to: ".R1 > .pin1" },
    );
    assert.deepEqual(labelled.errors, []);
    assert.equal(labelled.asked.length, 1);
    assert.equal(labelled.pads, 2);
    assert.ok(
      labelled.ports.some((hints) =>
        ["VCC", "pin2", "2"].every((h) => hints?.includes(h)),
      ),
      JSON.stringify(labelled.ports),
    );
    const bare = await withReader(
      {},
      { from: ".U1 > .pin1", to: ".R1 > .pin1" },
    );
    assert.equal(bare.pads, 2, "the pads are drawn");
    assert.deepEqual(bare.ports, [], "but the part has no ports");
    assert.equal(bare.errors.length, 1);
    assert.match(String(bare.errors[0]), /does not have pin "pin1"/);
  });

  it("a path the declarations do not have is a type error", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "kicad-types-"));
    try {
      writeFileSync(
        path.join(dir, "kicad-libraries.d.ts"),
        readFileSync(`${code}/kicad-libraries.d.ts`, "utf8"),
      );
      const good =
        "kicad-libraries/footprints/Espressif.pretty/ESP32-S2-MINI-1.kicad_mod";
      writeFileSync(
        path.join(dir, "good.ts"),
        `import fp from "${good}";\nexport const a: string = fp;\n`,
      );
      writeFileSync(
        path.join(dir, "typo.ts"),
        `import fp from "${good.replace("MINI", "MIMI")}";\nexport const a: string = fp;\n`,
      );
      const tsc = (file: string) =>
        execFileSync(
          process.execPath,
          [
            path.resolve("node_modules/typescript/bin/tsc"),
            "--noEmit",
            "--strict",
            "--module",
            "esnext",
            "--moduleResolution",
            "bundler",
            "kicad-libraries.d.ts",
            file,
          ],
          { cwd: dir, stdio: "pipe" },
        );
      tsc("good.ts");
      assert.throws(
        () => tsc("typo.ts"),
        (error: { stdout?: Buffer }) => /TS2307/.test(String(error.stdout)),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

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
