/**
 * Readable titles for groups of inherited props, derived from the name of
 * the interface that declares them: `PcbLayoutProps` → "Layout (PCB)",
 * `SchStyleProps` → "Style (schematic)", `RoutingTolerances` → "Routing
 * tolerances".
 */

/** Names whose derived title would read badly. */
const overrides: Record<string, string> = {
  CommonComponentProps: "Common",
  CommonLayoutProps: "Layout (PCB and schematic)",
  BaseGroupProps: "Group",
  SubcircuitGroupProps: "Subcircuit",
  LayoutConfig: "Layout (grid, flex and pack)",
};

/** Words that say which view a group is about; shown in parentheses. */
const qualifiers: Record<string, string> = {
  Pcb: "PCB",
  Sch: "schematic",
  Schematic: "schematic",
};

function words(name: string): string[] {
  return name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [name];
}

export function groupTitle(interfaceName: string): string {
  const override = overrides[interfaceName];
  if (override) return override;
  const parts = words(interfaceName.replace(/Props$/, ""));
  const qualifier = parts.find((part) => part in qualifiers);
  const rest = parts.filter((part) => part !== qualifier);
  if (rest.length === 0) return interfaceName;
  const text = rest
    .map((part, index) =>
      index === 0 ? part : /^[A-Z]+$/.test(part) ? part : part.toLowerCase(),
    )
    .join(" ");
  return qualifier ? `${text} (${qualifiers[qualifier]})` : text;
}
