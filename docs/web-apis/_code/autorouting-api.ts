// Routing a board's traces with the cloud autorouting job endpoints.
// Request and response fields are the ones the pinned @tscircuit/core sends
// and reads; the server's own code is not public.
import type { AnyCircuitElement, PcbTrace } from "circuit-json";

const SERVER = "https://registry-api.tscircuit.com";

export interface AutoroutingJob {
  autorouting_job_id: string;
  is_started?: boolean;
  is_running?: boolean;
  is_finished?: boolean;
  has_error?: boolean;
  error?: unknown; // present when has_error is true
}

export interface AutoroutingJobOutput {
  output_pcb_traces: PcbTrace[];
}

async function post<T>(route: string, body: unknown): Promise<T> {
  const res = await fetch(`${SERVER}${route}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${route}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the source_* and pcb_* elements of an unrouted board, waits for
 * the job, and returns the routed traces (pcb_trace elements, mm).
 */
export async function autoroute(
  circuitJson: AnyCircuitElement[],
  { timeoutMs = 60_000, pollMs = 500 } = {},
): Promise<PcbTrace[]> {
  const input = circuitJson.filter(
    (el) => el.type.startsWith("source_") || el.type.startsWith("pcb_"),
  );
  const { autorouting_job } = await post<{ autorouting_job: AutoroutingJob }>(
    "/autorouting/jobs/create",
    {
      input_circuit_json: input,
      provider: "freerouting",
      autostart: true,
      display_name: "my-board",
      server_cache_enabled: true,
    },
  );
  const id = autorouting_job.autorouting_job_id;

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { autorouting_job: job } = await post<{
      autorouting_job: AutoroutingJob;
    }>("/autorouting/jobs/get", { autorouting_job_id: id });
    if (job.has_error) {
      throw new Error(`autorouting failed: ${JSON.stringify(job.error)}`);
    }
    if (job.is_finished) {
      const { autorouting_job_output } = await post<{
        autorouting_job_output: AutoroutingJobOutput;
      }>("/autorouting/jobs/get_output", { autorouting_job_id: id });
      return autorouting_job_output.output_pcb_traces;
    }
    await sleep(pollMs);
  }
  throw new Error(`autorouting job ${id} did not finish in ${timeoutMs} ms`);
}
