/**
 * Which type of `@tscircuit/props` declares the props of each JSX element.
 *
 * The table mirrors the `TscircuitElements` interface of `@tscircuit/core`
 * (its `declare module "react" { namespace JSX { interface
 * IntrinsicElements ... } }`), which is what type-checks `<resistor ... />`
 * in user code. A unit test compares the two, so a version bump that adds,
 * renames or remaps an element fails there rather than silently. Elements
 * core types as `any` (`custom`, `jscad`) have no table.
 */
export const elementTypes: Readonly<Record<string, string>> = {
  ammeter: "AmmeterProps",
  analogacsweepsimulation: "AnalogAcSweepSimulationProps",
  analogdcoperatingpointsimulation: "AnalogDcOperatingPointSimulationProps",
  analogdcsweepsimulation: "AnalogDcSweepSimulationProps",
  analogdigitalstimulus: "AnalogDigitalStimulusProps",
  analogeyediagram: "AnalogEyeDiagramProps",
  analogsimulation: "AnalogSimulationProps",
  analogsweepparameter: "AnalogSweepParameterProps",
  analogtransientsimulation: "AnalogTransientSimulationProps",
  antenna: "AntennaProps",
  autoroutingphase: "AutoroutingPhaseProps",
  battery: "BatteryProps",
  board: "BoardProps",
  breakout: "BreakoutProps",
  breakoutpoint: "BreakoutPointProps",
  bug: "ChipProps",
  bus: "BusProps",
  cadassembly: "CadAssemblyProps",
  cadmodel: "CadModelProps",
  capacitor: "CapacitorProps",
  chip: "ChipProps",
  component: "ComponentProps",
  connector: "ConnectorProps",
  constrainedlayout: "ConstrainedLayoutProps",
  constraint: "ConstraintProps",
  copperpour: "CopperPourProps",
  coppertext: "CopperTextProps",
  courtyardcircle: "CourtyardCircleProps",
  courtyardoutline: "CourtyardOutlineProps",
  courtyardrect: "CourtyardRectProps",
  crystal: "CrystalProps",
  currentsource: "CurrentSourceProps",
  cutout: "CutoutProps",
  differentialpair: "DifferentialPairProps",
  diode: "DiodeProps",
  drccheck: "DrcCheckProps",
  fabricationnotedimension: "FabricationNoteDimensionProps",
  fabricationnotepath: "FabricationNotePathProps",
  fabricationnoterect: "FabricationNoteRectProps",
  fabricationnotetext: "FabricationNoteTextProps",
  fanout: "BreakoutProps",
  fanoutpoint: "BreakoutPointProps",
  fiducial: "FiducialProps",
  footprint: "FootprintProps",
  fuse: "FuseProps",
  group: "GroupProps",
  hole: "HoleProps",
  ibismodel: "IbisModelProps",
  inductor: "InductorProps",
  interconnect: "InterconnectProps",
  jumper: "JumperProps",
  keepout: "PcbKeepoutProps",
  led: "LedProps",
  mosfet: "MosfetProps",
  mountedboard: "MountedBoardProps",
  net: "NetProps",
  netlabel: "NetLabelProps",
  opamp: "OpAmpProps",
  panel: "PanelProps",
  pcbbend: "PcbBendProps",
  pcbnotedimension: "PcbNoteDimensionProps",
  pcbnoteline: "PcbNoteLineProps",
  pcbnotepath: "PcbNotePathProps",
  pcbnoterect: "PcbNoteRectProps",
  pcbnotetext: "PcbNoteTextProps",
  pcbreturncurrentexcitation: "PcbReturnCurrentExcitationProps",
  pcbreturncurrentsimulation: "PcbReturnCurrentSimulationProps",
  pcbsoldermaskopening: "PcbSoldermaskOpeningProps",
  pcbstiffener: "PcbStiffenerProps",
  pcbtrace: "PcbTraceProps",
  pinheader: "PinHeaderProps",
  pinout: "PinoutProps",
  platedhole: "PlatedHoleProps",
  port: "PortProps",
  potentiometer: "PotentiometerProps",
  powersource: "PowerSourceProps",
  pushbutton: "PushButtonProps",
  resistor: "ResistorProps",
  resonator: "ResonatorProps",
  schematicarc: "SchematicArcProps",
  schematicbox: "SchematicBoxProps",
  schematiccell: "SchematicCellProps",
  schematiccircle: "SchematicCircleProps",
  schematicgraphic: "SchematicGraphicProps",
  schematicline: "SchematicLineProps",
  schematicpath: "SchematicPathProps",
  schematicrect: "SchematicRectProps",
  schematicrow: "SchematicRowProps",
  schematicsection: "SchematicSectionProps",
  schematicsheet: "SchematicSheetProps",
  schematicsymbol: "SchematicSymbolProps",
  schematictable: "SchematicTableProps",
  schematictext: "SchematicTextProps",
  silkscreencircle: "SilkscreenCircleProps",
  silkscreengraphic: "SilkscreenGraphicProps",
  silkscreenline: "SilkscreenLineProps",
  silkscreenpath: "SilkscreenPathProps",
  silkscreenrect: "SilkscreenRectProps",
  silkscreentext: "SilkscreenTextProps",
  smtpad: "SmtPadProps",
  solderjumper: "SolderJumperProps",
  solderpaste: "SolderPasteProps",
  spicemodel: "SpiceModelProps",
  subcircuit: "SubcircuitGroupProps",
  subpanel: "SubpanelProps",
  switch: "SwitchProps",
  testpoint: "TestpointProps",
  trace: "TraceProps",
  tracehint: "TraceHintProps",
  transistor: "TransistorProps",
  via: "ViaProps",
  voltageprobe: "VoltageProbeProps",
  voltagesource: "VoltageSourceProps",
};

/**
 * Interfaces whose props count as the element's own even though the
 * element's type only inherits them. `GroupProps` is a union of
 * `SubcircuitGroupPropsWithBool | NonSubcircuitGroupProps`, which declare
 * nothing but `subcircuit` themselves; what a reader thinks of as the
 * group's props live in their common base.
 */
export const extraOwnInterfaces: Readonly<Record<string, readonly string[]>> = {
  group: ["BaseGroupProps"],
};

/**
 * Elements core renders (its component catalogue has them) but its JSX
 * typing does not list, with the props type core validates them against.
 * A unit test fails once core's typing lists one, so it can move above.
 */
export const untypedElements: Readonly<Record<string, string>> = {
  symbol: "SymbolProps",
};

/**
 * Members of the namespace objects core exports (`assembly`, `enclosure`,
 * `systemblock`), written as a reader writes them (`<assembly.bolt>`), with
 * the props type of the element each renders. A unit test compares the keys
 * with core's `declare const assembly` (and the others), so a new or
 * removed member fails there. Core types `explosion.*` and
 * `referencesurface` inline; those inline shapes are the input types of the
 * interfaces named here.
 */
export const namespaceElementTypes: Readonly<Record<string, string>> = {
  "assembly.bolt": "AssemblyBoltProps",
  "assembly.cable": "AssemblyCableProps",
  "assembly.cadassembly": "AssemblySubassemblyProps",
  "assembly.device": "AssemblyDeviceProps",
  "assembly.drawing.dimension": "AssemblyDrawingDimensionProps",
  "assembly.drawing.page": "AssemblyDrawingPageProps",
  "assembly.drawing.partview": "AssemblyDrawingPartViewProps",
  "assembly.drawing.titleblock": "AssemblyDrawingTitleBlockProps",
  "assembly.explosion.move": "AssemblyExplosionMoveProps",
  "assembly.explosion.stage": "AssemblyExplosionStageProps",
  "assembly.motor": "AssemblyMotorProps",
  "assembly.part": "AssemblyPartProps",
  "assembly.printedpart": "AssemblyPrintedPartProps",
  "assembly.referencesurface": "AssemblyReferenceSurfaceProps",
  "assembly.screen": "AssemblyScreenProps",
  "assembly.subassembly": "AssemblySubassemblyProps",
  "enclosure.cutoutaperture": "EnclosureCutoutApertureProps",
  "enclosure.fdm.box": "EnclosureFdmBoxProps",
  "systemblock.component": "SystemBlockComponentProps",
  "systemblock.connection": "SystemBlockConnectionProps",
  "systemblock.group": "SystemBlockGroupProps",
  "systemblock.page": "SystemBlockPageProps",
};

/** The props type of an element, typed, untyped or namespaced. */
export function propsTypeOf(element: string): string | undefined {
  for (const table of [elementTypes, untypedElements, namespaceElementTypes])
    if (Object.hasOwn(table, element)) return table[element];
  return undefined;
}

export function knownElements(): string[] {
  return [
    ...Object.keys(elementTypes),
    ...Object.keys(untypedElements),
    ...Object.keys(namespaceElementTypes),
  ].sort();
}

export function unknownElementError(element: string): Error {
  return new Error(
    `Unknown element <${element}> for a props table. Known elements: ${knownElements().join(", ")}.`,
  );
}
