export default () => (
  <board width="12mm" height="8mm">
    <voltagesource name="V1" voltage="5V" />
    <resistor name="R1" resistance="1k" footprint="0402" pcbX={-2} />
    <capacitor name="C1" capacitance="1uF" footprint="0402" pcbX={2} />
    <trace from=".V1 > .pin1" to=".R1 > .pin1" />
    <trace from=".R1 > .pin2" to=".C1 > .pin1" />
    <trace from=".C1 > .pin2" to=".V1 > .pin2" />
    <voltageprobe name="VOUT" connectsTo=".R1 > .pin2" />
    <analogsimulation duration="10ms" timePerStep="0.1ms" />
  </board>
)
