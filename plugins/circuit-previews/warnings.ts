/**
 * The warnings a circuit reports (`*_warning` elements of its JSON), grouped
 * by code, the element's type, which is the name the docs' prose uses.
 */
export interface WarningGroup {
  /** The element type, e.g. `source_pin_missing_trace_warning`. */
  code: string;
  /** Each warning's message, in the circuit's order. */
  messages: string[];
}

/**
 * Groups "code: message" lines by code, groups in order of first appearance.
 * A line without a code (no colon) goes under "warning".
 */
export function groupWarnings(lines: readonly string[]): WarningGroup[] {
  const groups = new Map<string, string[]>();
  for (const line of lines) {
    const match = line.match(/^([\w-]+):\s*([\s\S]*)$/);
    const code = match ? match[1] : "warning";
    const message = (match ? match[2] : line).trim();
    const list = groups.get(code) ?? [];
    list.push(message);
    groups.set(code, list);
  }
  return [...groups].map(([code, messages]) => ({ code, messages }));
}
