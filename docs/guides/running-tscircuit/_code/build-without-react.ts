import { Board, Led, Resistor, RootCircuit, Trace } from "@tscircuit/core";

/** An LED and its 330 Ω resistor, built from element classes, no JSX. */
export async function buildIndicator() {
  const board = new Board({ width: "16mm", height: "10mm" });

  board.add(
    new Resistor({
      name: "R1",
      resistance: "330",
      footprint: "0603",
      pcbX: -3,
    }),
  );
  board.add(new Led({ name: "D1", color: "red", footprint: "0603", pcbX: 3 }));
  board.add(new Trace({ from: ".R1 > .pin2", to: ".D1 > .anode" }));

  const circuit = new RootCircuit();
  circuit.add(board);
  await circuit.renderUntilSettled();
  return circuit.getCircuitJson();
}
