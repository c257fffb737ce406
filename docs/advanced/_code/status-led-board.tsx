// index.tsx of the board project, which depends on "@alice/status-led".
import { StatusLed } from "@alice/status-led";

export default () => (
  <board width="22mm" height="14mm">
    <pinheader
      name="J1"
      pinCount={2}
      footprint="pinrow2"
      pinLabels={["VCC", "GND"]}
      pcbX={-6}
      pcbRotation={90}
    />
    <trace from=".J1 > .VCC" to="net.VCC" />
    <trace from=".J1 > .GND" to="net.GND" />
    <StatusLed name="POWER" color="green" pcbX={2} pcbY={3} />
    <StatusLed name="FAULT" color="red" resistance="470" pcbX={2} pcbY={-3} />
  </board>
);
