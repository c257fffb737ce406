import type {} from "@tscircuit/core";
import esp32s2Footprint from "kicad-libraries/footprints/Espressif.pretty/ESP32-S2-MINI-1.kicad_mod";
import React from "react";

export default () => (
  <board width="24mm" height="30mm">
    <chip name="U1" footprint={esp32s2Footprint} />
  </board>
);
