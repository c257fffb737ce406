// Compiling tscircuit code to Circuit JSON with the hosted compile API.
// Request and response fields are the ones tscircuit's own API client
// (tscircuit/api, lib/index.ts, last changed 2025-07-16) sends and reads;
// the service's source is not public.
import type { AnyCircuitElement } from "circuit-json";

const COMPILE_API = "https://compile.tscircuit.com/api";

/** File path → file text. The entry file in the client's own test is index.tsx. */
export type FsMap = Record<string, string>;

export interface CompileResponse {
  circuit_json: AnyCircuitElement[];
  logs: unknown[]; // messages printed while the code ran; shape not documented
}

export async function compile(fsMap: FsMap): Promise<CompileResponse> {
  const res = await fetch(`${COMPILE_API}/compile`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ fs_map: fsMap }),
  });
  if (!res.ok) {
    // The error body's shape is not documented: keep it as text.
    throw new Error(`compile failed: HTTP ${res.status} ${await res.text()}`);
  }
  return (await res.json()) as CompileResponse;
}

/** Compiles a one-file board and lists the errors the circuit reports. */
export async function compileAndCheck(): Promise<string[]> {
  const { circuit_json } = await compile({
    "index.tsx": `export default () => (
  <board width="10mm" height="10mm">
    <resistor name="R1" resistance="1k" footprint="0402" />
  </board>
)`,
  });
  return circuit_json
    .filter((el) => el.type.endsWith("_error"))
    .map((el) => ("message" in el ? String(el.message) : el.type));
}
