/**
 * Builds the props table of a tscircuit element from the pinned
 * `@tscircuit/props` package: names, types, optionality and JSDoc come from
 * its TypeScript declarations (dist/index.d.ts, read with the compiler API),
 * defaults and `.describe()` texts from its runtime zod schemas.
 *
 * The TypeScript program over the 10 MB declarations file takes seconds to
 * build, so it is built once per process, on first use, and shared by every
 * table; so are the runtime schemas.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import ts from "typescript";
import {
  elementTypes,
  extraOwnInterfaces,
  namespaceElementTypes,
  propsTypeOf,
  unknownElementError,
  untypedElements,
} from "./elements";
import {
  type FormatTypeOptions,
  formatType,
  unionMembers,
} from "./format-type";
import { groupTitle } from "./titles";
import type {
  ExtractedProp,
  ExtractedProps,
  PropRow,
  PropsTableData,
} from "./types";
import { isZod, propInfo, shapeOf, type ZodLike } from "./zod";

export type {
  ExtractedProp,
  ExtractedProps,
  PropRow,
  PropsGroup,
  PropsTableData,
} from "./types";

export interface ExtractOptions {
  /** Directory of the `@tscircuit/props` package; defaults to the installed one. */
  packageDir?: string;
  /** How types are shortened for the table. */
  format?: FormatTypeOptions;
}

/** Whole types, named by their aliases where the package has one. */
const typeFormatFlags =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

interface PackageContext {
  packageDir: string;
  checker: ts.TypeChecker;
  declarations: ts.SourceFile;
  /** Instantiated (type arguments defaulted) type of each mapped type name. */
  elementType: Map<string, ts.Type>;
  /** Every interface the declarations file declares, by name. */
  interfaces: Map<string, ts.InterfaceDeclaration>;
  /** Interfaces that other interfaces extend: candidates for "inherited". */
  baseInterfaces: string[];
  /** The names each interface's `extends` clause mentions. */
  heritage: Map<string, Set<string>>;
  /** Runtime exports by lower-cased name, to pair `FooProps` with `fooProps`. */
  runtimeByLowerName: Map<string, unknown>;
  shapes: Map<string, Map<string, ZodLike> | null>;
}

const contexts = new Map<string, PackageContext>();

function defaultPackageDir(): string {
  const require = createRequire(__filename);
  return path.dirname(require.resolve("@tscircuit/props/package.json"));
}

const virtualName = "__props_tables__.ts";

function loadContext(packageDir: string): PackageContext {
  const cached = contexts.get(packageDir);
  if (cached) return cached;

  const declarationsPath = path.join(packageDir, "dist", "index.d.ts");
  const virtualPath = path.join(packageDir, virtualName);
  const typeNames = [
    ...new Set([
      ...Object.values(elementTypes),
      ...Object.values(untypedElements),
      ...Object.values(namespaceElementTypes),
      ...exportedPropsTypes(declarationsPath),
    ]),
  ].sort();
  // `P.ResistorProps` without type arguments: the checker fills in the
  // defaults, so `CommonComponentProps<PinLabel>` reads `string`, not `PinLabel`.
  const virtualText = [
    `import type * as P from "./dist/index";`,
    ...typeNames.map((name) => `export type E_${name} = P.${name};`),
  ].join("\n");

  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ["lib.es2022.d.ts"],
  };
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    path.resolve(fileName) === virtualPath
      ? ts.createSourceFile(fileName, virtualText, languageVersion, true)
      : getSourceFile(fileName, languageVersion, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) =>
    path.resolve(fileName) === virtualPath || fileExists(fileName);
  const readFile = host.readFile.bind(host);
  host.readFile = (fileName) =>
    path.resolve(fileName) === virtualPath ? virtualText : readFile(fileName);

  const program = ts.createProgram({
    rootNames: [declarationsPath, virtualPath],
    options,
    host,
  });
  const checker = program.getTypeChecker();
  const declarations = program.getSourceFile(declarationsPath);
  const virtual = program.getSourceFile(virtualPath);
  if (!declarations || !virtual)
    throw new Error(`Could not read the declarations of ${declarationsPath}.`);

  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  const typeAliases = new Set<string>();
  const extended = new Set<string>();
  const heritage = new Map<string, Set<string>>();
  for (const statement of declarations.statements) {
    if (ts.isTypeAliasDeclaration(statement))
      typeAliases.add(statement.name.text);
    if (!ts.isInterfaceDeclaration(statement)) continue;
    const name = statement.name.text;
    if (!interfaces.has(name)) interfaces.set(name, statement);
    const bases = heritage.get(name) ?? new Set<string>();
    for (const clause of statement.heritageClauses ?? []) {
      for (const type of clause.types) collectNames(type, bases);
    }
    heritage.set(name, bases);
    for (const base of bases) extended.add(base);
  }

  const elementType = new Map<string, ts.Type>();
  for (const statement of virtual.statements) {
    if (!ts.isTypeAliasDeclaration(statement)) continue;
    const name = statement.name.text.replace(/^E_/, "");
    // A name the package no longer declares is left out (and reported on use).
    if (interfaces.has(name) || typeAliases.has(name))
      elementType.set(name, checker.getTypeFromTypeNode(statement.type));
  }

  // The checker prints a union's members in the order it created their
  // types. Left to the tables, that order would be the order pages happen
  // to compile in, and a table's text would change from build to build
  // (`"left" | "right" | "pin1"` in one, `"pin1" | "left"` in the next).
  // Every property of every type is resolved here first, in name order.
  for (const name of [...elementType.keys()].sort()) {
    const type = elementType.get(name) as ts.Type;
    for (const property of checker.getPropertiesOfType(type))
      checker.typeToString(
        checker.getTypeOfSymbol(property),
        declarations,
        typeFormatFlags,
      );
  }

  const require = createRequire(path.join(packageDir, "package.json"));
  const runtime = require("./") as Record<string, unknown>;
  const runtimeByLowerName = new Map<string, unknown>();
  for (const [name, value] of Object.entries(runtime)) {
    if (isZod(value)) runtimeByLowerName.set(name.toLowerCase(), value);
  }

  const context: PackageContext = {
    packageDir,
    checker,
    declarations,
    elementType,
    interfaces,
    baseInterfaces: [...extended].filter(
      (name) =>
        interfaces.has(name) && runtimeByLowerName.has(name.toLowerCase()),
    ),
    heritage,
    runtimeByLowerName,
    shapes: new Map(),
  };
  contexts.set(packageDir, context);
  return context;
}

/**
 * Exported type names ending in `Props`, read from the file's closing
 * `export { type A, type B, ... }` without parsing it: they get an alias in
 * the virtual file so base interfaces can be instantiated too.
 */
function exportedPropsTypes(declarationsPath: string): string[] {
  const text = readFileSync(declarationsPath, "utf8");
  const list = text.slice(text.lastIndexOf("export {")).match(/\{([^}]*)\}/);
  if (!list) return [];
  return list[1]
    .split(",")
    .map((entry) => entry.trim().match(/^type\s+(\w+Props)$/)?.[1])
    .filter((name): name is string => name !== undefined);
}

/** Interface names in `extends A, Omit<B, "x">, Pick<C, "y">`. */
function collectNames(node: ts.Node, into: Set<string>): void {
  if (ts.isIdentifier(node)) into.add(node.text);
  ts.forEachChild(node, (child) => collectNames(child, into));
}

/** The runtime schema paired with a type name, e.g. `LedProps` → `ledProps`. */
function schemaShape(
  context: PackageContext,
  ...names: string[]
): Map<string, ZodLike> | null {
  const key = names.join("|");
  if (context.shapes.has(key)) return context.shapes.get(key) ?? null;
  let shape: Map<string, ZodLike> | null = null;
  for (const name of names) {
    const schema = context.runtimeByLowerName.get(name.toLowerCase());
    if (isZod(schema)) {
      shape = shapeOf(schema);
      break;
    }
  }
  context.shapes.set(key, shape);
  return shape;
}

function declaringInterface(symbol: ts.Symbol): string | undefined {
  for (const declaration of symbol.declarations ?? []) {
    if (ts.isInterfaceDeclaration(declaration.parent))
      return declaration.parent.name.text;
  }
  return undefined;
}

/** Ends the text with a full stop unless it has one. */
function sentence(text: string): string {
  return text === "" || /[.!?]$/.test(text) ? text : `${text}.`;
}

function describeSymbol(
  symbol: ts.Symbol,
  checker: ts.TypeChecker,
): string | undefined {
  const text = ts
    .displayPartsToString(symbol.getDocumentationComment(checker))
    .replace(/\s+/g, " ")
    .trim();
  const deprecated = symbol
    .getJsDocTags(checker)
    .find((tag) => tag.name === "deprecated");
  const note = deprecated
    ? `Deprecated${deprecated.text ? `: ${ts.displayPartsToString(deprecated.text).trim()}` : "."}`
    : "";
  const joined = [sentence(text), sentence(note)].filter(Boolean).join(" ");
  return joined === "" ? undefined : joined;
}

/** Names of the interfaces whose props are the element's own. */
function ownInterfaces(
  element: string,
  typeName: string,
  type: ts.Type,
): Set<string> {
  const own = new Set([typeName, ...(extraOwnInterfaces[element] ?? [])]);
  const members = type.isUnion() ? type.types : [type];
  for (const member of members) {
    const symbol = member.getSymbol();
    if (symbol?.declarations?.some(ts.isInterfaceDeclaration))
      own.add(symbol.name);
  }
  return own;
}

interface Collected {
  name: string;
  /** The symbol that describes the prop (declaration, JSDoc). */
  symbol: ts.Symbol;
  /** Its type in each member of the element's type that has it. */
  types: ts.Type[];
  /** Present and not optional in every member of the element's type. */
  required: boolean;
}

/** Names of the interfaces a type is or extends, nearest first. */
function interfaceAncestors(
  type: ts.Type,
  checker: ts.TypeChecker,
  into = new Set<string>(),
): Set<string> {
  const object = type as ts.ObjectType;
  const target =
    type.flags & ts.TypeFlags.Object &&
    object.objectFlags & ts.ObjectFlags.Reference
      ? (type as ts.TypeReference).target
      : object;
  if (
    !(target.flags & ts.TypeFlags.Object) ||
    !(target.objectFlags & ts.ObjectFlags.Interface)
  )
    return into;
  const name = target.getSymbol()?.name;
  if (!name || into.has(name)) return into;
  into.add(name);
  for (const base of checker.getBaseTypes(target as ts.InterfaceType))
    interfaceAncestors(base, checker, into);
  return into;
}

/**
 * Every property of the type; for a union, of every member. A prop that
 * members inherit from different interfaces (`width` of a group comes from
 * `SubcircuitGroupProps` or `LayoutConfig`) is attributed to the one every
 * member extends, when there is one.
 */
function collectProperties(
  type: ts.Type,
  checker: ts.TypeChecker,
): Collected[] {
  const members = type.isUnion() ? type.types : [type];
  const ancestors = members.map((member) =>
    interfaceAncestors(member, checker),
  );
  const byName = new Map<
    string,
    { symbols: ts.Symbol[]; types: ts.Type[]; required: boolean }
  >();
  for (const member of members) {
    for (const symbol of checker.getPropertiesOfType(member)) {
      const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
      const entry = byName.get(symbol.name) ?? {
        symbols: [],
        types: [],
        required: true,
      };
      entry.symbols.push(symbol);
      entry.types.push(checker.getTypeOfSymbol(symbol));
      entry.required &&= !optional;
      byName.set(symbol.name, entry);
    }
  }
  return [...byName].map(([name, entry]) => {
    const shared = entry.symbols.find((symbol) => {
      const declaredIn = declaringInterface(symbol);
      return (
        declaredIn !== undefined &&
        ancestors.every((names) => names.has(declaredIn))
      );
    });
    return {
      name,
      symbol: shared ?? entry.symbols[0],
      types: entry.types,
      required: entry.required && entry.symbols.length === members.length,
    };
  });
}

/**
 * The type as the declaration writes it (`LayerRefInput[]`), unless it
 * mentions a type parameter of its interface (`Record<PinLabel, ...>`).
 */
function declaredTypeText(symbol: ts.Symbol): string | undefined {
  const declaration = symbol.declarations?.[0];
  if (!declaration || !ts.isPropertySignature(declaration) || !declaration.type)
    return undefined;
  const text = declaration.type.getText().replace(/\s+/g, " ");
  const owner = declaration.parent;
  const parameters =
    ts.isInterfaceDeclaration(owner) || ts.isTypeAliasDeclaration(owner)
      ? (owner.typeParameters ?? []).map((parameter) => parameter.name.text)
      : [];
  return parameters.some((name) => new RegExp(`\\b${name}\\b`).test(text))
    ? undefined
    : text;
}

function typeText(
  collected: Collected,
  context: PackageContext,
  format: FormatTypeOptions | undefined,
): string {
  const members = collected.types.flatMap((type) =>
    unionMembers(
      context.checker.typeToString(type, context.declarations, typeFormatFlags),
    ),
  );
  const text = formatType([...new Set(members)].join(" | "), format);
  // A long expansion (of a zod-inferred type, often) reads worse than the
  // type as declared, usually an alias: `LayerRefInput`, `ManualEditsFileInput`.
  if (text.length <= 100 && !text.includes("{ … }")) return text;
  const declared = declaredTypeText(collected.symbol);
  return declared && declared.length < text.length
    ? formatType(declared, format)
    : text;
}

/**
 * The interface a zod-inferred prop comes from. `commonComponentProps
 * .extend({...})` copies the base's prop schemas by reference, so a prop
 * whose schema is the very object of a base schema's prop is that base's.
 */
function traceThroughSchemas(
  context: PackageContext,
  name: string,
  schema: ZodLike,
): ts.Symbol | undefined {
  for (const base of context.baseInterfaces) {
    if (schemaShape(context, base)?.get(name) !== schema) continue;
    const baseType = context.elementType.get(base);
    const baseProp = baseType?.getProperty(name);
    if (baseProp && declaringInterface(baseProp)) return baseProp;
  }
  return undefined;
}

/**
 * Every prop of the element with the interface that declares it. Props the
 * declarations give no interface for (types inferred from zod, such as
 * `LedProps`) are traced through the runtime schemas (traceThroughSchemas).
 */
export function extractProps(
  element: string,
  options: ExtractOptions = {},
): ExtractedProps {
  const typeName = propsTypeOf(element);
  if (!typeName) throw unknownElementError(element);
  const context = loadContext(options.packageDir ?? defaultPackageDir());
  const type = context.elementType.get(typeName);
  if (!type)
    throw new Error(
      `<${element}> is mapped to ${typeName}, which ${path.join(context.packageDir, "dist/index.d.ts")} does not declare; update plugins/props-tables/elements.ts.`,
    );
  const { checker } = context;
  const own = ownInterfaces(element, typeName, type);
  const shape = schemaShape(context, typeName, `${element}Props`);

  const props = collectProperties(type, checker).map((found) => {
    const schema = shape?.get(found.name);
    let collected = found;
    let declaredIn = declaringInterface(found.symbol);
    if (!declaredIn && schema) {
      const baseProp = traceThroughSchemas(context, found.name, schema);
      if (baseProp) {
        declaredIn = declaringInterface(baseProp);
        collected = {
          ...found,
          symbol: baseProp,
          types: [checker.getTypeOfSymbol(baseProp)],
        };
      }
    }
    const zod = schema ? propInfo(schema) : {};
    const description =
      describeSymbol(collected.symbol, checker) ??
      (zod.description ? sentence(zod.description) : null);
    const row: ExtractedProp = {
      name: found.name,
      type: typeText(collected, context, options.format),
      required: found.required,
      description,
      source: description ? "package" : null,
      declaredIn: declaredIn ?? typeName,
      own: !declaredIn || own.has(declaredIn),
    };
    if (zod.default !== undefined) row.default = zod.default;
    return row;
  });
  return { element, typeName, props };
}

function byRequiredThenName(a: PropRow, b: PropRow): number {
  if (a.required !== b.required) return a.required ? -1 : 1;
  return a.name.localeCompare(b.name, "en");
}

function toRow({
  declaredIn: _declaredIn,
  own: _own,
  ...row
}: ExtractedProp): PropRow {
  return row;
}

/** The element's props: its own first, then one group per declaring interface. */
export function extractPropsTable(
  element: string,
  options: ExtractOptions = {},
): PropsTableData {
  return groupProps(extractProps(element, options), options);
}

/** Own props first, then one group per declaring interface, each sorted. */
export function groupProps(
  { element, typeName, props }: ExtractedProps,
  options: ExtractOptions = {},
): PropsTableData {
  const context = loadContext(options.packageDir ?? defaultPackageDir());
  const own: PropRow[] = [];
  const groups = new Map<string, PropRow[]>();
  for (const prop of props) {
    if (prop.own) {
      own.push(toRow(prop));
      continue;
    }
    const group = groups.get(prop.declaredIn) ?? [];
    group.push(toRow(prop));
    groups.set(prop.declaredIn, group);
  }
  return {
    element,
    interfaceName: typeName,
    own: own.sort(byRequiredThenName),
    // An interface before the ones it extends: `Common` before `Layout`.
    inherited: [...groups]
      .map(([interfaceName, rows], index) => ({
        index,
        depth: ancestorsOf(context, interfaceName).size,
        group: {
          title: groupTitle(interfaceName),
          interfaceName,
          props: rows.sort(byRequiredThenName),
        },
      }))
      .sort((a, b) => b.depth - a.depth || a.index - b.index)
      .map(({ group }) => group),
  };
}

/** Every interface an interface extends, directly or not. */
function ancestorsOf(
  context: PackageContext,
  name: string,
  into = new Set<string>(),
): Set<string> {
  for (const base of context.heritage.get(name) ?? []) {
    if (!context.interfaces.has(base) || into.has(base)) continue;
    into.add(base);
    ancestorsOf(context, base, into);
  }
  return into;
}

/**
 * The props an interface itself declares (not inherited), for checking
 * descriptions keyed by interface; undefined when it has no such interface.
 */
export function interfaceOwnProps(
  interfaceName: string,
  options: ExtractOptions = {},
): string[] | undefined {
  const context = loadContext(options.packageDir ?? defaultPackageDir());
  const declaration = context.interfaces.get(interfaceName);
  if (!declaration) return undefined;
  return declaration.members
    .map((member) =>
      member.name &&
      (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))
        ? member.name.text
        : undefined,
    )
    .filter((name): name is string => name !== undefined);
}

/**
 * The runtime zod schema of each prop of the element, by name; empty when
 * the package exports no schema for its type. For probing props
 * (plugins/prop-effects).
 */
export function propSchemas(
  element: string,
  options: ExtractOptions = {},
): Map<string, ZodLike> {
  const typeName = propsTypeOf(element);
  if (!typeName) throw unknownElementError(element);
  const context = loadContext(options.packageDir ?? defaultPackageDir());
  return new Map(schemaShape(context, typeName, `${element}Props`) ?? []);
}
