import type {} from "@tscircuit/core";
import React from "react";
import footprint from "./ul/TPS7A0233PDBVR.kicad_mod";
import stepModel from "./ul/TPS7A0233PDBVR.step";

/** An LDO regulator from the files Ultra Librarian provides. */
export const LdoRegulator = (props: { name: string }) => (
  <chip
    name={props.name}
    manufacturerPartNumber="TPS7A0233PDBVR"
    footprint={footprint}
    cadModel={<cadmodel modelUrl={stepModel} />}
    pinLabels={{ pin1: "IN", pin2: "GND", pin3: "EN", pin4: "NC", pin5: "OUT" }}
  />
);
