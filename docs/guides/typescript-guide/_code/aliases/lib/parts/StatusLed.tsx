/** A resistor and an LED in series between V3V3 and GND. */
export const StatusLed = (props: { name: string; pcbX: number }) => {
  const { name, pcbX } = props;
  return (
    <group>
      <resistor
        name={`R${name}`}
        resistance="330"
        footprint="0603"
        pcbX={pcbX}
        pcbY={2}
      />
      <led
        name={`D${name}`}
        color="green"
        footprint="0603"
        pcbX={pcbX}
        pcbY={-2}
      />
      <trace name={`V${name}`} from={`.R${name} > .pin1`} to="net.V3V3" />
      <trace
        name={`L${name}`}
        from={`.R${name} > .pin2`}
        to={`.D${name} > .anode`}
      />
      <trace name={`G${name}`} from={`.D${name} > .cathode`} to="net.GND" />
    </group>
  );
};
