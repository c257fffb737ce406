import type { SimpleRouteJson } from "@tscircuit/capacity-autorouter";

// A 20 mm × 12 mm two-layer board with two 0603-sized parts (U1 on the left,
// U2 on the right). Every number is in millimetres, with y pointing up.
// Two connections must be routed: SIG (U1 pad 1 → U2 pad 1) and
// GND (U1 pad 2 → U2 pad 2). A 2 mm × 6 mm keepout in the middle of the
// board blocks the straight path on both layers.
export const simpleRouteJson: SimpleRouteJson = {
  layerCount: 2,
  minTraceWidth: 0.15,
  bounds: { minX: -10, maxX: 10, minY: -6, maxY: 6 },
  obstacles: [
    // U1 pads (top layer). connectedTo lists the connection names that are
    // allowed to touch the pad; every other trace keeps clear of it.
    {
      obstacleId: "U1_pad1",
      type: "rect",
      layers: ["top"],
      center: { x: -6, y: 1 },
      width: 1,
      height: 0.9,
      connectedTo: ["SIG"],
    },
    {
      obstacleId: "U1_pad2",
      type: "rect",
      layers: ["top"],
      center: { x: -6, y: -1 },
      width: 1,
      height: 0.9,
      connectedTo: ["GND"],
    },
    // U2 pads (top layer)
    {
      obstacleId: "U2_pad1",
      type: "rect",
      layers: ["top"],
      center: { x: 6, y: -1 },
      width: 1,
      height: 0.9,
      connectedTo: ["SIG"],
    },
    {
      obstacleId: "U2_pad2",
      type: "rect",
      layers: ["top"],
      center: { x: 6, y: 1 },
      width: 1,
      height: 0.9,
      connectedTo: ["GND"],
    },
    // A keepout on both layers that no trace may cross.
    {
      obstacleId: "keepout",
      type: "rect",
      layers: ["top", "bottom"],
      center: { x: 0, y: 0 },
      width: 2,
      height: 6,
      connectedTo: [],
    },
  ],
  connections: [
    {
      name: "SIG",
      pointsToConnect: [
        { x: -6, y: 1, layer: "top", pointId: "U1.1" },
        { x: 6, y: -1, layer: "top", pointId: "U2.1" },
      ],
    },
    {
      name: "GND",
      pointsToConnect: [
        { x: -6, y: -1, layer: "top", pointId: "U1.2" },
        { x: 6, y: 1, layer: "top", pointId: "U2.2" },
      ],
    },
  ],
};
