import { normalizeDegrees, range } from "@tscircuit/math-utils";

// Eight LEDs evenly spaced on a circle of radius 8 mm around the board centre.
// Each LED is turned by its angle + 90° so that its two pads lie along the
// circle (tangent to it) rather than pointing at the centre.
const count = 8;
const radiusMm = 8;

export const ledPositions = range(count).map((i) => {
  const angle = (360 / count) * i; // 0, 45, 90, … degrees
  const rad = (angle * Math.PI) / 180;
  return {
    name: `LED${i + 1}`,
    pcbX: Number((radiusMm * Math.cos(rad)).toFixed(3)),
    pcbY: Number((radiusMm * Math.sin(rad)).toFixed(3)),
    pcbRotation: normalizeDegrees(angle + 90),
  };
});

for (const p of ledPositions) {
  console.log(
    `${p.name}: pcbX=${p.pcbX} pcbY=${p.pcbY} pcbRotation=${p.pcbRotation}`,
  );
}
