import assert from "node:assert/strict";
import { describe, it } from "node:test";

const close = (actual: number, expected: number, eps = 1e-9) =>
  assert.ok(
    Math.abs(actual - expected) < eps,
    `${actual} is not close to ${expected}`,
  );

describe("/advanced/math-utils", () => {
  it("tscircuit depends on math-utils directly; core takes any version as a peer", async () => {
    const { readFileSync } = await import("node:fs");
    const release = JSON.parse(readFileSync("tscircuit-release.json", "utf8"));
    assert.ok(release.releaseDependencies["@tscircuit/math-utils"]);
    const installed = JSON.parse(
      readFileSync("node_modules/@tscircuit/math-utils/package.json", "utf8"),
    );
    // the page's PinnedVersion is the version the release installs
    assert.ok(
      JSON.stringify(release).includes(
        `"@tscircuit/math-utils":"${installed.version}"`,
      ),
    );
    assert.equal(installed.dependencies, undefined, "no runtime dependencies");
    assert.equal(installed.type, "module");
    const core = JSON.parse(
      readFileSync("node_modules/@tscircuit/core/package.json", "utf8"),
    );
    assert.equal(core.peerDependencies["@tscircuit/math-utils"], "*");
    assert.equal(core.dependencies?.["@tscircuit/math-utils"], undefined);
  });

  it("points and distances", async () => {
    const { points } = await import(
      "../../../docs/advanced/_code/math-utils-points"
    );
    assert.equal(points.distance, 5);
    assert.equal(points.distSq, 25);
    assert.deepEqual(points.midpoint, { x: 1.5, y: 2 });
    close(points.unitAToB.x, 0.6);
    close(points.unitAToB.y, 0.8);
    assert.deepEqual(points.up, { x: 0, y: 1 });
    assert.equal(points.clamped, 10);
    assert.equal(points.toBox, 7.5);
    assert.equal(points.insideBox, 0);
    close(points.toBounds, Math.sqrt(8));
  });

  it("unit vector between equal points is NaN", async () => {
    const { getUnitVectorFromPointAToB } = await import(
      "@tscircuit/math-utils"
    );
    const v = getUnitVectorFromPointAToB({ x: 1, y: 1 }, { x: 1, y: 1 });
    assert.ok(Number.isNaN(v.x) && Number.isNaN(v.y));
  });

  it("segments, intersections and clearances", async () => {
    const { segments, clearance } = await import(
      "../../../docs/advanced/_code/math-utils-segments"
    );
    assert.equal(segments.crosses, true);
    assert.deepEqual(segments.crossingPoint, { x: 4, y: 0 });
    assert.equal(segments.parallel, null);
    assert.equal(segments.pointDistance, 1.5);
    assert.equal(segments.pastTheEnd, 5);
    assert.deepEqual(segments.closestPoint, { x: 5, y: 0 });
    close(segments.segmentGap, 0.3);
    close(segments.toPad, 1.5);
    close(segments.toHole, 2);
    assert.equal(segments.hitsRect, true);
    assert.equal(segments.turnLeft, 2);
    assert.equal(segments.turnRight, 1);
    assert.equal(clearance.violates0_15, true);
    assert.equal(clearance.violates0_05, false);
  });

  it("doesLineIntersectLine with thickness 0 needs the segments to touch", async () => {
    const { doesLineIntersectLine, onSegment, orientation } = await import(
      "@tscircuit/math-utils"
    );
    const a: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
    ];
    const b: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 0, y: 0.3 },
      { x: 10, y: 0.3 },
    ];
    assert.equal(doesLineIntersectLine(a, b), false);
    assert.equal(
      orientation({ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 2 }),
      0,
    );
    // onSegment only checks the spanned rectangle
    assert.equal(
      onSegment({ x: 0, y: 0 }, { x: 1, y: 0.5 }, { x: 2, y: 2 }),
      true,
    );
  });

  it("bounds, boxes and polygons", async () => {
    const { bounds } = await import(
      "../../../docs/advanced/_code/math-utils-bounds"
    );
    assert.equal(bounds.pad1Bounds.minX, -1.2000000000000002);
    assert.notEqual(bounds.pad1Bounds.minX, -1.2);
    assert.equal(bounds.pad1Bounds.maxX, -0.4);
    assert.equal(bounds.pad1Bounds.minY, -0.475);
    assert.equal(bounds.pad1Bounds.maxY, 0.475);
    close(bounds.gapBetweenPads, 0.8);
    close(bounds.boundsGap, 0.8);
    assert.equal(bounds.padsOverlap, false);
    assert.equal(bounds.touching, true);
    assert.deepEqual(bounds.intersection, {
      minX: 2,
      minY: 1,
      maxX: 4,
      maxY: 3,
    });
    assert.equal(bounds.overlapArea, 4);
    assert.equal(bounds.noIntersection, null);
    assert.deepEqual(bounds.outlineBounds, {
      minX: 0,
      minY: 0,
      maxX: 20,
      maxY: 20,
    });
    assert.equal(bounds.emptyBounds, null);
    assert.deepEqual(bounds.outlineCenter, { x: 10, y: 10 });
    assert.equal(bounds.inNotch, false);
    assert.equal(bounds.inBoard, true);
    assert.equal(bounds.onEdge, true);
    assert.equal(bounds.partInside, false);
    assert.equal(bounds.partTouches, true);
  });

  it("table rows: polygons under 3 corners, manhattan name, bounds edge", async () => {
    const m = await import("@tscircuit/math-utils");
    assert.equal(
      m.isPointInsidePolygon({ x: 0, y: 0 }, [
        { x: 0, y: 0 },
        { x: 1, y: 1 },
      ]),
      false,
    );
    // "Manhattan" distance is straight-line: boxes 3 and 4 mm apart diagonally
    const r = m.computeManhattanDistanceBetweenBoxes(
      { center: { x: 0, y: 0 }, width: 2, height: 2 },
      { center: { x: 5, y: 6 }, width: 2, height: 2 },
    );
    assert.equal(r.distance, 5);
    assert.equal(
      m.isPointInsideBounds(
        { x: 1, y: 0 },
        { minX: 0, minY: 0, maxX: 1, maxY: 1 },
      ),
      true,
    );
    assert.throws(() => m.range(0, 1, 0));
  });

  it("angles, ranges, grid and rotation", async () => {
    const { angles, ranges, gridCells, rotated } = await import(
      "../../../docs/advanced/_code/math-utils-angles-grid"
    );
    assert.equal(angles.minus90, 270);
    assert.equal(angles.over360, 90);
    assert.equal(angles.full, 0);
    assert.deepEqual(ranges.upTo, [0, 1, 2, 3]);
    assert.deepEqual(ranges.fromTo, [2, 3, 4]);
    assert.deepEqual(ranges.stepped, [0, 2.5, 5, 7.5]);
    assert.deepEqual(ranges.down, [3, 2, 1]);
    assert.equal(gridCells.length, 6);
    assert.deepEqual(gridCells[0], { row: 0, col: 0, x: -2.54, y: 1.27 });
    assert.deepEqual(gridCells[1], { row: 0, col: 1, x: 0, y: 1.27 });
    assert.deepEqual(gridCells[2], { row: 0, col: 2, x: 2.54, y: 1.27 });
    assert.deepEqual(gridCells[3], { row: 1, col: 0, x: -2.54, y: -1.27 });
    close(rotated.x, 0);
    close(rotated.y, 2);
  });

  it("grid with up-is-negative puts row 0 at the smallest y", async () => {
    const { grid } = await import("@tscircuit/math-utils");
    const cells = grid({ rows: 2, cols: 1, yDirection: "up-is-negative" });
    assert.ok(cells[0].center.y < cells[1].center.y);
    const cart = grid({ rows: 2, cols: 1 });
    assert.ok(cart[0].center.y > cart[1].center.y);
  });

  it("LED ring positions", async () => {
    const { ledPositions } = await import(
      "../../../docs/advanced/_code/math-utils-led-ring"
    );
    const lines = ledPositions.map(
      (p) =>
        `${p.name}: pcbX=${p.pcbX} pcbY=${p.pcbY} pcbRotation=${p.pcbRotation}`,
    );
    assert.deepEqual(lines, [
      "LED1: pcbX=8 pcbY=0 pcbRotation=90",
      "LED2: pcbX=5.657 pcbY=5.657 pcbRotation=135",
      "LED3: pcbX=0 pcbY=8 pcbRotation=180",
      "LED4: pcbX=-5.657 pcbY=5.657 pcbRotation=225",
      "LED5: pcbX=-8 pcbY=0 pcbRotation=270",
      "LED6: pcbX=-5.657 pcbY=-5.657 pcbRotation=315",
      "LED7: pcbX=0 pcbY=-8 pcbRotation=0",
      "LED8: pcbX=5.657 pcbY=-5.657 pcbRotation=45",
    ]);
  });
});
