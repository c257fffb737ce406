// Rendering tscircuit code to pictures with svg.tscircuit.com.
// Parameters follow tscircuit/svg.tscircuit.com, commit 7133ea3, 2026-08-20.
// createSvgUrl comes from @tscircuit/create-snippet-url 0.0.13.
import { createSvgUrl } from "@tscircuit/create-snippet-url";

const IMAGE_API = "https://svg.tscircuit.com";

export type View =
  | "pcb"
  | "schematic"
  | "assembly"
  | "pinout"
  | "3d"
  | "schsim"
  | "sim";

/** Body of a JSON error answer (bad parameters, bad input). */
export interface ImageApiError {
  ok: false;
  error: string;
}

const board = `export default () => (
  <board width="12mm" height="10mm">
    <resistor name="R1" resistance="1k" footprint="0402" pcbX={-2} />
    <led name="D1" color="red" footprint="0603" pcbX={2} />
    <trace from=".R1 > .pin2" to=".D1 > .anode" />
  </board>
)`;

/** A GET URL for an <img> tag: the code is gzipped and base64-encoded into it. */
export const pcbImageUrl: string = createSvgUrl(board, "pcb");
export const schematicPngUrl: string = createSvgUrl(board, "schematic", {
  format: "png",
  pngWidth: 800,
});

/** POST keeps long projects out of the URL; the answer is the image itself. */
export async function renderSvg(
  fsMap: Record<string, string>,
  view: Exclude<View, "3d">,
  entrypoint = "index.tsx",
): Promise<string> {
  const res = await fetch(`${IMAGE_API}/?svg_type=${view}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ fs_map: fsMap, entrypoint }),
  });
  const type = res.headers.get("Content-Type") ?? "";
  if (type.startsWith("application/json")) {
    const err = (await res.json()) as ImageApiError;
    throw new Error(`HTTP ${res.status}: ${err.error}`);
  }
  // Compile errors still answer 200 with an SVG that shows the message.
  return res.text();
}

export async function renderBoardSvg(): Promise<string> {
  return renderSvg({ "index.tsx": board }, "pcb");
}
