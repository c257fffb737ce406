/**
 * Reading a page's boards in facts tests: the code of a titled example, and
 * which pins and nets a compiled board joins.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { findExamples } from "../../plugins/circuit-previews/scan";
import type { CircuitJsonElement } from "./circuit-json";

/** The code of the circuit example titled `title` on `page`. */
export function exampleCode(page: string, title: string): string {
  const found = findExamples(readFileSync(page, "utf8"), page).find(
    (example) => example.title === title,
  );
  assert.ok(found, `${page} has an example titled ${title}`);
  return found.code;
}

/** Which pins and nets a board joins, by "U1.VCC" and "net:GND". */
export class Connectivity {
  private readonly parent = new Map<string, string>();
  private readonly labels = new Map<string, string[]>();

  constructor(json: CircuitJsonElement[]) {
    const components = new Map<string, string>();
    for (const e of json)
      if (e.type === "source_component")
        components.set(String(e.source_component_id), String(e.name));
    for (const e of json) {
      if (e.type === "source_port") {
        const owner = components.get(String(e.source_component_id)) ?? "?";
        const hints = Array.isArray(e.port_hints) ? e.port_hints : [];
        const names = [String(e.name), ...hints.map(String)];
        this.labels.set(
          String(e.source_port_id),
          names.map((name) => `${owner}.${name}`),
        );
      } else if (e.type === "source_net") {
        this.labels.set(String(e.source_net_id), [`net:${String(e.name)}`]);
      }
    }
    for (const e of json) {
      if (e.type !== "source_trace") continue;
      const ids = [
        ...(Array.isArray(e.connected_source_port_ids)
          ? e.connected_source_port_ids
          : []),
        ...(Array.isArray(e.connected_source_net_ids)
          ? e.connected_source_net_ids
          : []),
      ].map(String);
      for (const id of ids.slice(1)) this.union(ids[0], id);
    }
  }

  private find(id: string): string {
    const up = this.parent.get(id);
    if (up === undefined || up === id) return id;
    const root = this.find(up);
    this.parent.set(id, root);
    return root;
  }

  private union(a: string, b: string): void {
    this.parent.set(this.find(a), this.find(b));
  }

  private idOf(label: string): string {
    for (const [id, names] of this.labels) if (names.includes(label)) return id;
    throw new Error(`no pin or net ${label}`);
  }

  joined(a: string, b: string): boolean {
    return this.find(this.idOf(a)) === this.find(this.idOf(b));
  }
}
