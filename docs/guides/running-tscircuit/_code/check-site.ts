import { access, readFile } from "node:fs/promises";
import { join } from "node:path";

export interface SiteFile {
  /** The source file, relative to the project, e.g. "boards/main.circuit.tsx". */
  filePath: string;
  /** Where the page fetches its circuit JSON, e.g. "./boards/main/circuit.json". */
  fileStaticAssetUrl: string;
}

const listPattern =
  /window\.TSCIRCUIT_RUNFRAME_STATIC_FILE_LIST = (\[.*?\]);\n/s;

/** Reads the list of boards a `tsci build --site` index.html will show. */
export async function readSiteFiles(distDir: string): Promise<SiteFile[]> {
  const html = await readFile(join(distDir, "index.html"), "utf8");
  const list = html.match(listPattern)?.[1];
  if (!list) throw new Error("index.html has no static file list");
  return JSON.parse(list) as SiteFile[];
}

/** Lists the problems that would break the published site; [] means ready. */
export async function checkSite(distDir: string): Promise<string[]> {
  const problems: string[] = [];
  const html = await readFile(join(distDir, "index.html"), "utf8");
  const bundle = html.match(/<script type="module" src="([^"]+)"/)?.[1];
  if (!bundle) problems.push("no viewer script in index.html");
  else if (bundle.startsWith("./")) {
    await access(join(distDir, bundle)).catch(() => {
      problems.push(`missing ${bundle}`);
    });
  }
  const files = await readSiteFiles(distDir);
  if (files.length === 0) problems.push("the site lists no boards");
  for (const file of files) {
    const json = await readFile(join(distDir, file.fileStaticAssetUrl), "utf8")
      .then((text) => JSON.parse(text) as { type: string }[])
      .catch(() => undefined);
    if (!json) {
      problems.push(`${file.filePath}: ${file.fileStaticAssetUrl} is missing`);
      continue;
    }
    const errors = json.filter((e) => e.type.endsWith("_error"));
    if (errors.length > 0) {
      problems.push(`${file.filePath}: ${errors.length} error(s) in the board`);
    }
  }
  return problems;
}

// Run as a script: `npx tsx check-site.ts dist`
if (process.argv[1]?.endsWith("check-site.ts")) {
  const problems = await checkSite(process.argv[2] ?? "dist");
  for (const p of problems) console.error(p);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
