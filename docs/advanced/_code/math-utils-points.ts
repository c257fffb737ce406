import {
  clamp,
  distance,
  distSq,
  getUnitVectorFromDirection,
  getUnitVectorFromPointAToB,
  midpoint,
  pointToBoundsDistance,
  pointToBoxDistance,
} from "@tscircuit/math-utils";

// Two pad centres on a board, in mm (the numbers have no unit of their own).
const a = { x: 0, y: 0 };
const b = { x: 3, y: 4 };

export const points = {
  distance: distance(a, b), // 5
  distSq: distSq(a, b), // 25 (cheaper when you only compare distances)
  midpoint: midpoint(a, b), // { x: 1.5, y: 2 }
  unitAToB: getUnitVectorFromPointAToB(a, b), // { x: 0.6, y: 0.8 }
  up: getUnitVectorFromDirection("up"), // { x: 0, y: 1 }
  clamped: clamp(12, 0, 10), // 10
  // 5 mm × 2 mm box centred at (10, 0): its nearest edge is at x = 7.5
  toBox: pointToBoxDistance(a, {
    center: { x: 10, y: 0 },
    width: 5,
    height: 2,
  }), // 7.5
  insideBox: pointToBoxDistance(
    { x: 10, y: 0.5 },
    { center: { x: 10, y: 0 }, width: 5, height: 2 },
  ), // 0 (the point is inside)
  toBounds: pointToBoundsDistance(b, { minX: 5, minY: 0, maxX: 8, maxY: 2 }), // √8 ≈ 2.828
};

console.log(points);
