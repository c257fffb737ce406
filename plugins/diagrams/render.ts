/**
 * Draws Mermaid diagrams to SVG in a headless Chromium (Mermaid lays out text
 * with the browser's measurements, so it needs a real one), once per colour
 * mode. Used only when a diagram has no rendered copy in the store yet.
 */
import { existsSync } from "node:fs";
import { chromiumArgs, chromiumPath } from "../../lib/chromium";
import { diagramKey } from "./key";
import { type ColorMode, colorModes, renderSettings } from "./settings";
import type { DiagramSvgs } from "./store";

export type RenderResult =
  | { ok: true; svgs: DiagramSvgs }
  | { ok: false; error: string };

/** The id a diagram's SVG carries; its styles are scoped to it. */
export function svgId(key: string, mode: ColorMode): string {
  return `diagram-${key}-${mode}`;
}

export function browserAvailable(): boolean {
  return existsSync(chromiumPath);
}

/** Renders each source in every colour mode, in one browser. */
export async function renderDiagrams(
  sources: string[],
): Promise<RenderResult[]> {
  if (sources.length === 0) return [];
  if (!browserAvailable())
    throw new Error(
      `drawing a diagram needs Chromium at ${chromiumPath} (set CHROMIUM_PATH)`,
    );
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage();
    await page.setContent("<!doctype html><html><body></body></html>");
    await page.addScriptTag({
      path: require.resolve("mermaid/dist/mermaid.min.js"),
    });
    const jobs = sources.map((source) => ({
      source: source.trim(),
      key: diagramKey(source),
    }));
    const perMode = new Map<ColorMode, (string | { error: string })[]>();
    for (const mode of colorModes) {
      perMode.set(
        mode,
        await page.evaluate(
          async ({ jobs, theme, themeVariables }) => {
            type Mermaid = {
              initialize(config: object): void;
              render(id: string, text: string): Promise<{ svg: string }>;
            };
            const mermaid = (window as unknown as { mermaid: Mermaid }).mermaid;
            mermaid.initialize({
              startOnLoad: false,
              theme,
              themeVariables,
              // Scripts and click handlers in a diagram never run.
              securityLevel: "strict",
            });
            const out: (string | { error: string })[] = [];
            for (const job of jobs) {
              try {
                const { svg } = await mermaid.render(job.id, job.source);
                out.push(svg);
              } catch (error) {
                out.push({ error: String((error as Error)?.message ?? error) });
              }
            }
            return out;
          },
          {
            jobs: jobs.map((job) => ({
              id: svgId(job.key, mode),
              source: job.source,
            })),
            theme: renderSettings.modes[mode].theme,
            themeVariables: {
              fontFamily: renderSettings.fontFamily,
              ...renderSettings.modes[mode].themeVariables,
            },
          },
        ),
      );
    }
    return jobs.map((_, index) => {
      const svgs: Partial<DiagramSvgs> = {};
      for (const mode of colorModes) {
        const result = perMode.get(mode)?.[index];
        if (typeof result !== "string")
          return { ok: false, error: result?.error ?? "no output" };
        svgs[mode] = result;
      }
      return { ok: true, svgs: svgs as DiagramSvgs };
    });
  } finally {
    await browser.close();
  }
}
