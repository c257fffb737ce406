import {
  boundsAreaOverlap,
  boundsDistance,
  boundsIntersection,
  computeGapBetweenBoxes,
  doBoundsOverlap,
  getBoundFromCenteredRect,
  getBoundsCenter,
  getBoundsFromPoints,
  isPointInsidePolygon,
  isRectCompletelyInsidePolygon,
  isRectOverlappingPolygon,
} from "@tscircuit/math-utils";

// Two 0603 pads, 0.8 mm × 0.95 mm, centred 1.6 mm apart (in mm).
const pad1 = { center: { x: -0.8, y: 0 }, width: 0.8, height: 0.95 };
const pad2 = { center: { x: 0.8, y: 0 }, width: 0.8, height: 0.95 };
const b1 = getBoundFromCenteredRect(pad1);
const b2 = getBoundFromCenteredRect(pad2);

// An L-shaped board outline, listed corner by corner
const outline = [
  { x: 0, y: 0 },
  { x: 20, y: 0 },
  { x: 20, y: 10 },
  { x: 10, y: 10 },
  { x: 10, y: 20 },
  { x: 0, y: 20 },
];

export const bounds = {
  pad1Bounds: b1, // minX ≈ -1.2 (-1.2000000000000002), maxX -0.4, minY -0.475, maxY 0.475
  gapBetweenPads: computeGapBetweenBoxes(pad1, pad2), // 0.8
  boundsGap: boundsDistance(b1, b2), // 0.8
  padsOverlap: doBoundsOverlap(b1, b2), // false
  // Rectangles that only touch count as overlapping
  touching: doBoundsOverlap(
    { minX: 0, minY: 0, maxX: 1, maxY: 1 },
    { minX: 1, minY: 0, maxX: 2, maxY: 1 },
  ), // true
  intersection: boundsIntersection(
    { minX: 0, minY: 0, maxX: 4, maxY: 4 },
    { minX: 2, minY: 1, maxX: 6, maxY: 3 },
  ), // { minX: 2, minY: 1, maxX: 4, maxY: 3 }
  overlapArea: boundsAreaOverlap(
    { minX: 0, minY: 0, maxX: 4, maxY: 4 },
    { minX: 2, minY: 1, maxX: 6, maxY: 3 },
  ), // 4 (mm² when the inputs are mm)
  noIntersection: boundsIntersection(b1, b2), // null
  outlineBounds: getBoundsFromPoints(outline), // 0..20 × 0..20
  emptyBounds: getBoundsFromPoints([]), // null
  outlineCenter: getBoundsCenter({ minX: 0, minY: 0, maxX: 20, maxY: 20 }), // { x: 10, y: 10 }
  inNotch: isPointInsidePolygon({ x: 15, y: 15 }, outline), // false
  inBoard: isPointInsidePolygon({ x: 5, y: 15 }, outline), // true
  onEdge: isPointInsidePolygon({ x: 20, y: 5 }, outline), // true
  // A 4 mm × 4 mm part centred at (9, 9) sticks into the notch
  partInside: isRectCompletelyInsidePolygon(
    { center: { x: 9, y: 9 }, width: 4, height: 4 },
    outline,
  ), // false
  partTouches: isRectOverlappingPolygon(
    { center: { x: 9, y: 9 }, width: 4, height: 4 },
    outline,
  ), // true
};

console.log(bounds);
