export default () => (
  <board width="16mm" height="10mm">
    <pinheader
      name="J1"
      pinCount={2}
      manufacturerPartNumber="PH2-02"
      pcbX={-5}
      pcbRotation={90}
      connections={{ pin1: "net.VIN", pin2: "net.GND" }}
    />
    <voltagesource
      name="V1"
      voltage="5V"
      doNotPlace
      connections={{ pin1: "net.VIN", pin2: "net.GND" }}
    />
    <resistor
      name="R1"
      resistance="1k"
      footprint="0402"
      connections={{ pin1: "net.VIN", pin2: "net.VCAP" }}
    />
    <capacitor
      name="C1"
      capacitance="1uF"
      footprint="0402"
      pcbX={4}
      connections={{ pin1: "net.VCAP", pin2: "net.GND" }}
    />
    <voltageprobe name="VOUT" connectsTo="net.VCAP" />
    <analogsimulation duration="10ms" timePerStep="0.1ms" />
  </board>
);
