import { RootCircuit } from "@tscircuit/core";
import React from "react";

interface Variant {
  name: string;
  ledCount: number;
}

/** One board per variant: a header for power and `ledCount` LEDs, each
 * with its own 330 Ω resistor, all generated from plain data. */
export async function buildLedBar({ ledCount }: Variant) {
  const circuit = new RootCircuit();
  const leds = Array.from({ length: ledCount }, (_, i) => i + 1);

  circuit.add(
    <board width={`${8 + ledCount * 6}mm`} height="16mm">
      <pinheader
        name="J1"
        pinCount={2}
        footprint="pinrow2"
        pcbX={-(ledCount * 3)}
      />
      {leds.map((n) => (
        <React.Fragment key={n}>
          <resistor
            name={`R${n}`}
            resistance="330"
            footprint="0603"
            pcbX={(n - (ledCount + 1) / 2) * 6 + 3}
            pcbY={3}
          />
          <led
            name={`D${n}`}
            color="red"
            footprint="0603"
            pcbX={(n - (ledCount + 1) / 2) * 6 + 3}
            pcbY={-3}
          />
          <trace from=".J1 > .pin1" to={`.R${n} > .pin1`} />
          <trace from={`.R${n} > .pin2`} to={`.D${n} > .anode`} />
          <trace from={`.D${n} > .cathode`} to=".J1 > .pin2" />
        </React.Fragment>
      ))}
    </board>,
  );

  await circuit.renderUntilSettled();
  return circuit.getCircuitJson();
}

export const variants: Variant[] = [
  { name: "led-bar-3", ledCount: 3 },
  { name: "led-bar-5", ledCount: 5 },
];
