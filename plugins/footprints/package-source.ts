/**
 * Reads facts about the installed @tscircuit/footprinter from its own files
 * with the TypeScript compiler API, so the catalog follows the pinned version
 * instead of a hand-kept list:
 *
 * - `dist/index.d.ts`: the `Footprinter` type names, per function, the
 *   parameter keys the builder accepts (`soic: (num_pins?) =>
 *   FootprinterParamsBuilder<"w" | "p" | ...>`), plus `BaseOptionKey`, the
 *   options every function takes.
 * - `dist/index.js`: the zod schemas. A `.describe("...")` on a schema
 *   property is the package's own explanation of that key.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import ts from "typescript";

const require = createRequire(__filename);

/** Directory of the installed package (the one `import` resolves to). */
export function footprinterDistDir(): string {
  return path.dirname(require.resolve("@tscircuit/footprinter"));
}

export interface DeclaredKeys {
  /** Function name → keys of its `FootprinterParamsBuilder<...>`. */
  byFunction: Map<string, string[]>;
  /** Functions whose signature takes a pin count, `(num_pins?: number)`. */
  takesPinCount: Set<string>;
  /** `BaseOptionKey`: accepted by every function. */
  common: string[];
}

/** String literals of a union type (`"a" | "b"`), in declaration order. */
function literalStrings(type: ts.Type): string[] {
  const parts = type.isUnion() ? type.types : [type];
  return parts.flatMap((part) => (part.isStringLiteral() ? [part.value] : []));
}

/**
 * Keys each footprint function accepts according to the package's type
 * declarations. Only the declaration file is read (`noResolve`), so imports
 * of other packages are left unresolved; the types needed here are local.
 */
export function readDeclaredKeys(
  dtsPath = path.join(footprinterDistDir(), "index.d.ts"),
): DeclaredKeys {
  const program = ts.createProgram([dtsPath], {
    noResolve: true,
    noLib: true,
    types: [],
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(dtsPath);
  if (!source) throw new Error(`Cannot read ${dtsPath}`);

  let footprinter: ts.TypeAliasDeclaration | undefined;
  let baseKeys: ts.TypeAliasDeclaration | undefined;
  for (const statement of source.statements) {
    if (!ts.isTypeAliasDeclaration(statement)) continue;
    if (statement.name.text === "Footprinter") footprinter = statement;
    if (statement.name.text === "BaseOptionKey") baseKeys = statement;
  }
  if (!footprinter || !ts.isTypeLiteralNode(footprinter.type)) {
    throw new Error(`No "type Footprinter = {...}" in ${dtsPath}`);
  }
  if (!baseKeys) throw new Error(`No "type BaseOptionKey" in ${dtsPath}`);

  const byFunction = new Map<string, string[]>();
  const takesPinCount = new Set<string>();
  for (const member of footprinter.type.members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    if (!ts.isFunctionTypeNode(member.type)) continue;
    const name = member.name.getText(source);
    if (
      member.type.parameters.some(
        (parameter) => parameter.name.getText(source) === "num_pins",
      )
    ) {
      takesPinCount.add(name);
    }
    // The return type is `FootprinterParamsBuilder<K>`, sometimes
    // intersected with extra methods: find the builder reference inside.
    let keysNode: ts.TypeNode | undefined;
    const find = (node: ts.Node): void => {
      if (keysNode) return;
      if (
        ts.isTypeReferenceNode(node) &&
        node.typeName.getText(source) === "FootprinterParamsBuilder" &&
        node.typeArguments?.[0]
      ) {
        keysNode = node.typeArguments[0];
        return;
      }
      ts.forEachChild(node, find);
    };
    find(member.type.type);
    if (!keysNode) continue;
    byFunction.set(
      name,
      literalStrings(checker.getTypeFromTypeNode(keysNode)).sort(),
    );
  }
  const common = literalStrings(
    checker.getTypeFromTypeNode(baseKeys.type),
  ).sort();
  return { byFunction, takesPinCount, common };
}

export interface SchemaKey {
  /** The `.describe("...")` text on this property, if any. */
  description: string | null;
  /**
   * The schema allows one value (`z.literal(...)`) or names
   * (`z.enum([...])`), which a footprint string cannot choose: its values
   * start with a digit or a bracket.
   */
  fixed: boolean;
}

interface TopLevel {
  /** Top-level variables and functions this declaration refers to. */
  refs: Set<string>;
  /** Keys declared by zod object literals in its initializer. */
  schemaKeys: Map<string, SchemaKey>;
  propertyNames: Set<string>;
}

/**
 * Reads a property's zod chain, `z.enum([...]).default("a").describe("x")`:
 * its outermost `.describe()` text and whether it starts from a literal or
 * an enum.
 */
function readChain(initializer: ts.Expression): SchemaKey {
  let description: string | null = null;
  let node: ts.Expression = initializer;
  while (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression)
  ) {
    const [first] = node.arguments;
    const method = node.expression.name.text;
    if (
      description === null &&
      method === "describe" &&
      first &&
      ts.isStringLiteralLike(first)
    ) {
      description = first.text;
    }
    const target = node.expression.expression;
    if (ts.isIdentifier(target) && ["literal", "enum"].includes(method)) {
      return { description, fixed: true };
    }
    node = target;
  }
  return { description, fixed: false };
}

/**
 * Keys of the object literals passed to `z.object({...})` or
 * `schema.extend({...})`, including `...fields` spread from a top-level
 * object literal.
 */
function collectSchemaKeys(
  node: ts.Node,
  into: Map<string, SchemaKey>,
  declarations: ReadonlyMap<string, ts.Node>,
): void {
  const addProperties = (literal: ts.ObjectLiteralExpression): void => {
    for (const property of literal.properties) {
      if (ts.isSpreadAssignment(property)) {
        const spread = ts.isIdentifier(property.expression)
          ? declarations.get(property.expression.text)
          : undefined;
        if (spread && ts.isObjectLiteralExpression(spread)) {
          addProperties(spread);
        }
        continue;
      }
      if (!ts.isPropertyAssignment(property)) continue;
      const key =
        ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)
          ? property.name.text
          : null;
      if (key && !into.has(key)) {
        into.set(key, readChain(property.initializer));
      }
    }
  };
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    ["object", "extend"].includes(node.expression.name.text)
  ) {
    const [arg] = node.arguments;
    if (arg && ts.isObjectLiteralExpression(arg)) addProperties(arg);
  }
  ts.forEachChild(node, (child) =>
    collectSchemaKeys(child, into, declarations),
  );
}

/**
 * Names the code reads as properties: `params.wide`, `const { wide } =
 * params`, `params["wide"]`. Plain variables, function parameters and keys
 * of object literals it builds do not count.
 */
function collectPropertyNames(node: ts.Node, into: Set<string>): void {
  if (ts.isPropertyAccessExpression(node)) {
    into.add(node.name.text);
  } else if (
    ts.isBindingElement(node) &&
    ts.isObjectBindingPattern(node.parent)
  ) {
    const name = node.propertyName ?? node.name;
    if (ts.isIdentifier(name)) into.add(name.text);
  } else if (ts.isStringLiteralLike(node)) {
    into.add(node.text);
  }
  ts.forEachChild(node, (child) => collectPropertyNames(child, into));
}

export interface PackageSchemas {
  /**
   * The keys a function's zod schema declares, with their descriptions.
   * Found by following references from the function's binding: a key is
   * taken from the nearest schema that declares it, so a function's own
   * schema wins over the shared `base_def` it extends.
   */
  keysOf(functionName: string): Map<string, SchemaKey>;
  /**
   * The keys of the schema nearest to the function: those declared at the
   * first distance where any schema declares keys (the function's own
   * schema, with fields it spreads in). Helpers' schemas further away, such
   * as the `{ x, y }` inside a `4x4` size, are left out.
   */
  ownKeysOf(functionName: string): string[];
  /**
   * Property names the function's code (and everything it calls) reads: a
   * key missing here has no effect on that function.
   */
  propertyNamesOf(functionName: string): Set<string>;
}

/**
 * Parses the bundled `dist/index.js` (one module, one scope of top-level
 * `var`s) into a reference graph of its declarations.
 */
export function readPackageSchemas(
  jsPath = path.join(footprinterDistDir(), "index.js"),
): PackageSchemas {
  const text = readFileSync(jsPath, "utf8");
  const source = ts.createSourceFile(
    jsPath,
    text,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.JS,
  );

  const declarations = new Map<string, ts.Node>();
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const decl of statement.declarationList.declarations) {
        if (ts.isIdentifier(decl.name) && decl.initializer) {
          declarations.set(decl.name.text, decl.initializer);
        }
      }
    } else if (ts.isFunctionDeclaration(statement) && statement.name) {
      declarations.set(statement.name.text, statement);
    }
  }

  // `__export(fn_exports, { soic: () => soic, platedhole: () => platedhole2 })`
  const exported = new Map<string, string>();
  const findExports = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "__export" &&
      node.arguments[0]?.getText(source) === "fn_exports"
    ) {
      const map = node.arguments[1];
      if (map && ts.isObjectLiteralExpression(map)) {
        for (const property of map.properties) {
          if (
            ts.isPropertyAssignment(property) &&
            ts.isIdentifier(property.name) &&
            ts.isArrowFunction(property.initializer) &&
            ts.isIdentifier(property.initializer.body)
          ) {
            exported.set(property.name.text, property.initializer.body.text);
          }
        }
      }
      return;
    }
    ts.forEachChild(node, findExports);
  };
  findExports(source);
  if (exported.size === 0) {
    throw new Error(`No footprint function exports found in ${jsPath}`);
  }

  const topLevel = new Map<string, TopLevel>();
  const analyse = (name: string): TopLevel => {
    const cached = topLevel.get(name);
    if (cached) return cached;
    const node = declarations.get(name);
    const info: TopLevel = {
      refs: new Set(),
      schemaKeys: new Map(),
      propertyNames: new Set(),
    };
    topLevel.set(name, info);
    if (!node) return info;
    const walk = (child: ts.Node): void => {
      if (
        ts.isIdentifier(child) &&
        child.text !== name &&
        declarations.has(child.text) &&
        // `x.name` is a property, not a reference to a variable `name`.
        !(
          ts.isPropertyAccessExpression(child.parent) &&
          child.parent.name === child
        ) &&
        !(ts.isPropertyAssignment(child.parent) && child.parent.name === child)
      ) {
        info.refs.add(child.text);
      }
      ts.forEachChild(child, walk);
    };
    walk(node);
    collectSchemaKeys(node, info.schemaKeys, declarations);
    collectPropertyNames(node, info.propertyNames);
    return info;
  };

  /** Declarations reachable from a function, nearest first, by distance. */
  const reachable = (functionName: string): string[][] => {
    const binding = exported.get(functionName);
    if (!binding) {
      throw new Error(
        `"${functionName}" is not a footprint function exported by ${jsPath}`,
      );
    }
    const levels: string[][] = [];
    const seen = new Set([binding]);
    let frontier = [binding];
    while (frontier.length > 0) {
      levels.push(frontier);
      const next: string[] = [];
      for (const name of frontier) {
        for (const ref of [...analyse(name).refs].sort()) {
          if (!seen.has(ref)) {
            seen.add(ref);
            next.push(ref);
          }
        }
      }
      frontier = next;
    }
    return levels;
  };

  const keysCache = new Map<string, Map<string, SchemaKey>>();
  const namesCache = new Map<string, Set<string>>();
  return {
    keysOf(functionName) {
      const cached = keysCache.get(functionName);
      if (cached) return cached;
      const keys = new Map<string, SchemaKey>();
      for (const level of reachable(functionName)) {
        // Within one distance from the function, a described key beats an
        // undescribed one; a nearer schema always beats a farther one.
        const levelKeys = new Map<string, SchemaKey>();
        for (const name of level) {
          for (const [key, value] of analyse(name).schemaKeys) {
            const known = levelKeys.get(key);
            if (!known || (!known.description && value.description)) {
              levelKeys.set(key, value);
            }
          }
        }
        for (const [key, value] of levelKeys) {
          if (!keys.has(key)) keys.set(key, value);
        }
      }
      keysCache.set(functionName, keys);
      return keys;
    },
    ownKeysOf(functionName) {
      for (const level of reachable(functionName)) {
        const keys = level.flatMap((name) => [
          ...analyse(name).schemaKeys.keys(),
        ]);
        if (keys.length > 0) return [...new Set(keys)];
      }
      return [];
    },
    propertyNamesOf(functionName) {
      const cached = namesCache.get(functionName);
      if (cached) return cached;
      const names = new Set<string>();
      for (const level of reachable(functionName)) {
        for (const name of level) {
          for (const property of analyse(name).propertyNames) {
            names.add(property);
          }
        }
      }
      namesCache.set(functionName, names);
      return names;
    },
  };
}
