import assert from "node:assert/strict";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";

const codeDir = join(
  import.meta.dirname,
  "../../../../docs/guides/running-tscircuit/_code",
);

/** A dist/ laid out the way tsci build --site 0.1.2430 writes it. */
async function fakeDist(opts: { bundle?: boolean; boardJson?: string }) {
  const dist = await mkdtemp(join(tmpdir(), "site-"));
  const list = [
    {
      filePath: "boards/main.circuit.tsx",
      fileStaticAssetUrl: "./boards/main/circuit.json",
    },
  ];
  await writeFile(
    join(dist, "index.html"),
    `<html>\n<body>\n      <script>\n        window.TSCIRCUIT_USE_RUNFRAME_FOR_CLI = false;\n        window.TSCIRCUIT_EXTRA_RUNFRAME_TABS = [];\n        window.TSCIRCUIT_RUNFRAME_STATIC_FILE_LIST = ${JSON.stringify(list)};\n        window.TSCIRCUIT_PACKAGE_NAME = "demo";\n      </script>\n      <div id="root"></div>\n      <script type="module" src="./standalone.min.js"></script>\n</body>\n</html>`,
  );
  if (opts.bundle !== false) {
    await writeFile(join(dist, "standalone.min.js"), "");
  }
  if (opts.boardJson !== undefined) {
    await mkdir(join(dist, "boards/main"), { recursive: true });
    await writeFile(join(dist, "boards/main/circuit.json"), opts.boardJson);
  }
  return dist;
}

describe("/guides/running-tscircuit/building-static-sites-with-tsci", () => {
  it("readSiteFiles returns the file list of index.html", async () => {
    const { readSiteFiles } = await import(join(codeDir, "check-site.ts"));
    const dist = await fakeDist({ boardJson: "[]" });
    assert.deepEqual(await readSiteFiles(dist), [
      {
        filePath: "boards/main.circuit.tsx",
        fileStaticAssetUrl: "./boards/main/circuit.json",
      },
    ]);
    await rm(dist, { recursive: true });
  });

  it("checkSite passes a complete site and reports each kind of problem", async () => {
    const { checkSite } = await import(join(codeDir, "check-site.ts"));
    const ok = await fakeDist({ boardJson: '[{"type":"pcb_board"}]' });
    assert.deepEqual(await checkSite(ok), []);
    const broken = await fakeDist({
      bundle: false,
      boardJson: '[{"type":"pcb_trace_error"}]',
    });
    assert.deepEqual(await checkSite(broken), [
      "missing ./standalone.min.js",
      "boards/main.circuit.tsx: 1 error(s) in the board",
    ]);
    const missing = await fakeDist({});
    assert.deepEqual(await checkSite(missing), [
      "boards/main.circuit.tsx: ./boards/main/circuit.json is missing",
    ]);
    for (const d of [ok, broken, missing]) await rm(d, { recursive: true });
  });

  it("the Pages workflow builds with --site and uploads dist", async () => {
    const yml = await readFile(join(codeDir, "deploy-pages.yml"), "utf8");
    assert.match(yml, /run: npx tsci build --site\n/);
    assert.match(yml, /upload-pages-artifact@v3\n\s+with:\n\s+path: dist\n/);
    assert.match(yml, /pages: write\n\s+id-token: write/);
  });
});
