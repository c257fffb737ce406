import {
  doesLineIntersectLine,
  doesSegmentIntersectRect,
  doSegmentsIntersect,
  getSegmentIntersection,
  orientation,
  pointToSegmentClosestPoint,
  pointToSegmentDistance,
  segmentToBoxMinDistance,
  segmentToCircleMinDistance,
  segmentToSegmentMinDistance,
} from "@tscircuit/math-utils";

// A horizontal trace centre line from (0, 0) to (10, 0), in mm.
const start = { x: 0, y: 0 };
const end = { x: 10, y: 0 };

export const segments = {
  // A vertical segment crossing it at x = 4
  crosses: doSegmentsIntersect(start, end, { x: 4, y: -2 }, { x: 4, y: 2 }), // true
  crossingPoint: getSegmentIntersection(
    start,
    end,
    { x: 4, y: -2 },
    { x: 4, y: 2 },
  ), // { x: 4, y: 0 }
  parallel: getSegmentIntersection(start, end, { x: 0, y: 1 }, { x: 10, y: 1 }), // null
  // A pad centre 1.5 mm above the trace
  pointDistance: pointToSegmentDistance({ x: 5, y: 1.5 }, start, end), // 1.5
  // Beyond the end the distance is to the end point: √(3² + 4²)
  pastTheEnd: pointToSegmentDistance({ x: 13, y: 4 }, start, end), // 5
  closestPoint: pointToSegmentClosestPoint({ x: 5, y: 1.5 }, start, end), // { x: 5, y: 0 }
  // A second, parallel trace 0.3 mm away
  segmentGap: segmentToSegmentMinDistance(
    start,
    end,
    { x: 0, y: 0.3 },
    { x: 10, y: 0.3 },
  ), // 0.3
  // 2 mm × 1 mm pad centred at (5, 2): its lower edge is at y = 1.5
  toPad: segmentToBoxMinDistance(start, end, {
    center: { x: 5, y: 2 },
    width: 2,
    height: 1,
  }), // 1.5
  // 1 mm radius hole at (5, 3): 3 mm to its centre, 2 mm to its edge
  toHole: segmentToCircleMinDistance(start, end, { x: 5, y: 3, radius: 1 }), // 2
  hitsRect: doesSegmentIntersectRect(start, end, {
    minX: 2,
    maxX: 3,
    minY: -1,
    maxY: 1,
  }), // true
  // 0 = collinear, 1 = clockwise, 2 = counter-clockwise
  turnLeft: orientation(start, end, { x: 10, y: 5 }), // 2
  turnRight: orientation(start, end, { x: 10, y: -5 }), // 1
};

// Clearance check between two 0.2 mm traces whose centre lines are 0.3 mm
// apart: the copper edges are 0.3 - 0.2 = 0.1 mm apart. doesLineIntersectLine
// returns true when the centre lines come within `lineThickness` of each
// other, so pass (width1 + width2) / 2 + the clearance you require.
const traceA: [typeof start, typeof end] = [start, end];
const traceB: [typeof start, typeof end] = [
  { x: 0, y: 0.3 },
  { x: 10, y: 0.3 },
];
export const clearance = {
  violates0_15: doesLineIntersectLine(traceA, traceB, {
    lineThickness: 0.2 + 0.15,
  }), // true: 0.1 mm of gap is less than 0.15 mm
  violates0_05: doesLineIntersectLine(traceA, traceB, {
    lineThickness: 0.2 + 0.05,
  }), // false: 0.1 mm of gap is enough
};

console.log(segments, clearance);
