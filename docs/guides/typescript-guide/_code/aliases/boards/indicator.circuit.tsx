import { StatusLed } from "@parts/StatusLed";
import { boardSize } from "@/lib/board-size";

export default () => (
  <board width={boardSize.width} height={boardSize.height}>
    <StatusLed name="1" pcbX={-4} />
    <StatusLed name="2" pcbX={4} />
  </board>
);
