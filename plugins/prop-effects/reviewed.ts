/**
 * Props the probe never marks, reviewed by hand: their effect needs a
 * context the probe's small circuits do not have (traces to route,
 * connections to make, siblings to lay out, a parent to read them), or
 * they are not settings at all. Keyed by prop name for every element, or
 * by `element:prop` for one element. One line each on why.
 *
 * A prop here is listed as `reviewed` in the probe's output and keeps its
 * description. Remove an entry only after checking in the core's source
 * that the prop is not read in that context either.
 */
export const reviewed: Readonly<Record<string, string>> = {
  // Not settings.
  children: "content, not a setting: what the element holds",
  key: "React's key for lists; never reaches the core",
  ref: "React's ref; never reaches the core",
  name: "names the element for selectors, traces and labels; its effect shows through connections",
  displayName:
    "a name for people, shown in contexts (BOMs, viewers) the probe does not render",
  // Connections and selectors: they need the parts and nets they point at.
  connections: "joins pins to nets; needs the parts and nets it names",
  connectsTo: "joins to nets or ports; needs what it names",
  connection: "a selector; needs the port or net it names",
  net: "a net name; its effect shows through connections",
  for: "a selector; needs the element it points at",
  from: "a selector or point; needs what it points at",
  to: "a selector or point; needs what it points at",
  path: "a list of selectors; needs what it points at",
  positiveConnection: "a selector; needs the trace it points at",
  negativeConnection: "a selector; needs the trace it points at",
  partRef: "a selector; needs the part it points at",
  boardRef: "a selector; needs the board it points at",
  subcircuitRef: "a selector; needs the subcircuit it points at",
  pullupFor: "a selector; needs the part it pulls up",
  pullupTo: "a selector; needs the net it pulls up to",
  pulldownFor: "a selector; needs the part it pulls down",
  pulldownTo: "a selector; needs the net it pulls down to",
  bypassFor: "a selector; needs the part it bypasses",
  bypassTo: "a selector; needs the net it bypasses to",
  schSectionName: "joins a <schematicsection>; needs one with that name",
  schSheetName: "joins a <schematicsheet>; needs one with that name",
  internallyConnectedPins:
    "joins pins inside a part; shows only with traces to them",
  externallyConnectedPins:
    "joins pins outside a part; shows only with traces to them",
  // Routing: needs traces to route.
  autorouter: "routing options; needs traces to route",
  autorouterEffortLevel: "routing options; needs traces to route",
  autorouterVersion: "routing options; needs traces to route",
  routingDisabled: "routing switch; needs traces to route",
  minTraceWidth: "a trace width; needs traces to route",
  nominalTraceWidth: "a trace width; needs traces to route",
  maxTraceWidth: "a trace width; needs traces to route",
  minViaPadDiameter: "a routing limit; needs vias to place",
  minViaHoleDiameter: "a routing limit; needs vias to place",
  defaultTraceWidth: "a trace width; needs traces to route",
  schTraceAutoLabelEnabled: "schematic trace labels; needs traces to draw",
  schMaxTraceDistance: "schematic trace labels; needs traces to draw",
  // Layout: needs siblings to lay out or an automatic layout to run.
  pcbMarginTop: "spacing in an automatic layout; needs siblings to pack",
  pcbMarginRight: "spacing in an automatic layout; needs siblings to pack",
  pcbMarginBottom: "spacing in an automatic layout; needs siblings to pack",
  pcbMarginLeft: "spacing in an automatic layout; needs siblings to pack",
  pcbMarginX: "spacing in an automatic layout; needs siblings to pack",
  pcbMarginY: "spacing in an automatic layout; needs siblings to pack",
  schMarginTop: "spacing in an automatic layout; needs siblings to pack",
  schMarginRight: "spacing in an automatic layout; needs siblings to pack",
  schMarginBottom: "spacing in an automatic layout; needs siblings to pack",
  schMarginLeft: "spacing in an automatic layout; needs siblings to pack",
  schMarginX: "spacing in an automatic layout; needs siblings to pack",
  schMarginY: "spacing in an automatic layout; needs siblings to pack",
  doNotPlace:
    "excludes a part from automatic placement; needs a layout that places",
  shouldBeOnEdgeOfBoard:
    "a hint to automatic placement; needs a layout that places",
  pcbPositionAnchor:
    "which point pcbX and pcbY place; the core reads it only when one of them is set",
  pcbRelative: "positions relative to a parent group; needs a group",
  schRelative: "positions relative to a parent group; needs a group",
};

/** Why the prop is on the reviewed list for this element, or undefined. */
export function reviewedReason(
  element: string,
  prop: string,
): string | undefined {
  return reviewed[`${element}:${prop}`] ?? reviewed[prop];
}
