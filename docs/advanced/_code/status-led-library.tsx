// src/index.tsx of a component library, "@alice/status-led".
// Each StatusLed is an LED with its own current-limiting resistor, fed from
// the VCC net and returning to GND.

export interface StatusLedProps {
  name: string;
  color?: string;
  resistance?: string;
  pcbX?: number;
  pcbY?: number;
}

export const StatusLed = ({
  name,
  color = "green",
  resistance = "330",
  pcbX = 0,
  pcbY = 0,
}: StatusLedProps) => (
  <group name={name} pcbX={pcbX} pcbY={pcbY}>
    <resistor
      name={`R_${name}`}
      resistance={resistance}
      footprint="0603"
      pcbX={-1.5}
    />
    <led name={`D_${name}`} color={color} footprint="0603" pcbX={1.5} />
    <trace
      name={`${name}_FEED`}
      from={`.R_${name} > .pin2`}
      to={`.D_${name} > .anode`}
    />
    <trace from={`.R_${name} > .pin1`} to="net.VCC" />
    <trace from={`.D_${name} > .cathode`} to="net.GND" />
  </group>
);
