import type { ChipProps } from "tscircuit";
export const TactileSwitch = (props: ChipProps) => (
  <chip
    footprint={
      <footprint>
        <smtpad
          portHints={["1"]}
          pcbX="-3mm"
          pcbY="0mm"
          layer="top"
          width="1.6mm"
          height="1.4mm"
          shape="rect"
        />
        <smtpad
          portHints={["2"]}
          pcbX="3mm"
          pcbY="0mm"
          layer="top"
          width="1.6mm"
          height="1.4mm"
          shape="rect"
        />
        <silkscreenpath
          route={[
            { x: -2, y: 1.6 },
            { x: 2, y: 1.6 },
          ]}
          strokeWidth={0.12}
        />
        <silkscreenpath
          route={[
            { x: -2, y: -1.6 },
            { x: 2, y: -1.6 },
          ]}
          strokeWidth={0.12}
        />
      </footprint>
    }
    {...props}
  />
);
