// Types for <chip>, <footprint> and the other tscircuit elements.
import type {} from "@tscircuit/core";
import React from "react";

/** A two-pin tactile switch with its own pads: goes to the user library. */
export const TactSwitch = () => (
  <chip
    name="SW1"
    pinLabels={{ pin1: "A", pin2: "B" }}
    footprint={
      <footprint>
        <smtpad
          portHints={["pin1"]}
          pcbX={-2.5}
          pcbY={0}
          width="1.4mm"
          height="2mm"
          shape="rect"
        />
        <smtpad
          portHints={["pin2"]}
          pcbX={2.5}
          pcbY={0}
          width="1.4mm"
          height="2mm"
          shape="rect"
        />
        <silkscreenrect pcbX={0} pcbY={0} width="3mm" height="2.6mm" />
      </footprint>
    }
  />
);

/** A 10 kΩ resistor in 0402: its footprint string makes it a built-in part. */
export const PullUp = () => (
  <resistor name="R1" resistance="10k" footprint="0402" />
);
