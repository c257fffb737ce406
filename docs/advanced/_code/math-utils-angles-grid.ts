import { grid, normalizeDegrees, range } from "@tscircuit/math-utils";

export const angles = {
  minus90: normalizeDegrees(-90), // 270
  over360: normalizeDegrees(450), // 90
  full: normalizeDegrees(360), // 0
};

export const ranges = {
  upTo: range(4), // [0, 1, 2, 3] (the end is excluded)
  fromTo: range(2, 5), // [2, 3, 4]
  stepped: range(0, 10, 2.5), // [0, 2.5, 5, 7.5]
  down: range(3, 0, -1), // [3, 2, 1]
};

// A 2 × 3 grid of cells 2.54 mm apart (0.1 in), centred on (0, 0).
// Row 0 is the top row: with the default yDirection "cartesian", y grows
// upwards as it does on a tscircuit board.
const cells = grid({ rows: 2, cols: 3, xSpacing: 2.54, ySpacing: 2.54 });
export const gridCells = cells.map((c) => ({
  row: c.row,
  col: c.col,
  x: Number(c.center.x.toFixed(2)),
  y: Number(c.center.y.toFixed(2)),
}));
// [{ row: 0, col: 0, x: -2.54, y: 1.27 }, { row: 0, col: 1, x: 0, y: 1.27 },
//  { row: 0, col: 2, x: 2.54, y: 1.27 }, { row: 1, col: 0, x: -2.54, y: -1.27 }, …]

// math-utils has no rotation helper: rotate a point about the origin with
// Math.cos / Math.sin. Angles in degrees, counter-clockwise, like pcbRotation.
export function rotatePoint(p: { x: number; y: number }, degrees: number) {
  const r = (degrees * Math.PI) / 180;
  return {
    x: p.x * Math.cos(r) - p.y * Math.sin(r),
    y: p.x * Math.sin(r) + p.y * Math.cos(r),
  };
}
export const rotated = rotatePoint({ x: 2, y: 0 }, 90); // about { x: 0, y: 2 }

console.log(angles, ranges, gridCells, rotated);
