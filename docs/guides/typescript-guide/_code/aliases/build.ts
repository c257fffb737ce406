import { RootCircuit } from "@tscircuit/core";
import { createElement } from "react";
import Board from "@/boards/indicator.circuit";

// tsx reads the `paths` of ./tsconfig.json, so the aliased imports resolve
// at run time too: run with `npx tsx build.ts` from this folder.
const circuit = new RootCircuit();
circuit.add(createElement(Board));
await circuit.renderUntilSettled();
const json = circuit.getCircuitJson();
const parts = json.filter((e) => e.type === "source_component");
console.log(`${parts.length} parts`);
