/**
 * Helpers of the description facts tests (one file per
 * `docs/_descriptions/props/<element>.json`, see
 * tests/unit/description-facts.test.ts): each file compiles a few small
 * circuits once and asserts what each description states.
 */
import assert from "node:assert/strict";
import {
  type CircuitJsonElement,
  circuitJsonOf,
} from "../../support/circuit-json";

export type { CircuitJsonElement };

/** A compile run once however many `it`s read it. */
export function compiled(code: string): () => Promise<CircuitJsonElement[]> {
  let result: Promise<CircuitJsonElement[]> | undefined;
  return () => {
    result ??= circuitJsonOf(code);
    return result;
  };
}

/** `export default () => <board …>inner</board>` */
export const board = (inner: string, attrs = 'width="30mm" height="20mm"') =>
  `export default () => (<board ${attrs}>${inner}</board>)`;

/** The errors of a compile, as "type: message" lines. */
export function errorsOf(json: readonly CircuitJsonElement[]): string[] {
  return json
    .filter((e) => /_error$/.test(e.type))
    .map((e) => `${e.type}: ${String(e.message ?? "")}`);
}

/** Fails when the compile reports any error: the circuits are complete. */
export function assertNoErrors(json: readonly CircuitJsonElement[]): void {
  assert.deepEqual(errorsOf(json), []);
}

/** The element of `type` belonging to the component named `name`. */
export function ofComponent(
  json: readonly CircuitJsonElement[],
  name: string,
  type = "source_component",
): CircuitJsonElement {
  const source = json.find(
    (e) => e.type === "source_component" && e.name === name,
  );
  assert.ok(source, `no component ${name}`);
  if (type === "source_component") return source;
  const found = json.find(
    (e) =>
      e.type === type && e.source_component_id === source.source_component_id,
  );
  assert.ok(found, `no ${type} for ${name}`);
  return found;
}

/** All elements of `type` belonging to the component named `name`. */
export function allOfComponent(
  json: readonly CircuitJsonElement[],
  name: string,
  type: string,
): CircuitJsonElement[] {
  const source = ofComponent(json, name);
  const pcb = json.find(
    (e) =>
      e.type === "pcb_component" &&
      e.source_component_id === source.source_component_id,
  );
  return json.filter(
    (e) =>
      e.type === type &&
      (e.source_component_id === source.source_component_id ||
        (pcb && e.pcb_component_id === pcb.pcb_component_id)),
  );
}

/** Rounds to 0.001 so float sums compare equal. */
export const r3 = (n: unknown) => Math.round(Number(n) * 1000) / 1000;
