/**
 * Reads the runtime zod schemas of `@tscircuit/props` for what the types
 * cannot tell: default values and `.describe()` texts. Works with zod v3
 * (`_def.typeName`, `defaultValue()` a function) and v4 (`_def.type`,
 * `defaultValue` a value), duck-typed so neither version is imported.
 */

/** The parts of a zod schema we read, for either major version. */
export interface ZodLike {
  _def?: Record<string, unknown>;
  def?: Record<string, unknown>;
  description?: string;
  shape?: unknown;
}

export function isZod(value: unknown): value is ZodLike {
  return (
    typeof value === "object" &&
    value !== null &&
    ("_def" in value || "_zod" in value)
  );
}

export function defOf(schema: ZodLike): Record<string, unknown> {
  return (schema._def ?? schema.def ?? {}) as Record<string, unknown>;
}

export function kindOf(schema: ZodLike): string {
  const def = defOf(schema);
  // v3: "ZodOptional"; v4: "optional".
  const kind = def.typeName ?? def.type;
  return typeof kind === "string"
    ? kind.replace(/^Zod/, "").toLowerCase()
    : "unknown";
}

/**
 * The schema one wrapper further in: optional, nullable, default, catch,
 * readonly (innerType); v3 effects (schema), pipelines and v4 transforms
 * (in), v3 branded (type), lazy (getter).
 */
export function unwrapOnce(schema: ZodLike): ZodLike | undefined {
  const def = defOf(schema);
  for (const key of ["innerType", "schema", "in"] as const) {
    const inner = def[key];
    if (isZod(inner)) return inner;
  }
  const kind = kindOf(schema);
  // v3 keeps a branded schema's inner type in `type` (arrays use it too).
  if (kind === "branded" && isZod(def.type)) return def.type;
  if (kind === "lazy" && typeof def.getter === "function") {
    const inner = (def.getter as () => unknown)();
    if (isZod(inner)) return inner;
  }
  return undefined;
}

function descriptionOf(schema: ZodLike): string | undefined {
  let text: unknown;
  try {
    text = schema.description ?? defOf(schema).description;
  } catch {
    text = undefined;
  }
  return typeof text === "string" && text.trim() !== ""
    ? text.trim()
    : undefined;
}

export interface ZodPropInfo {
  /** The default, as source text. */
  default?: string;
  description?: string;
}

/** Source text for a default value: `"fr4"`, `2`, `false`, `[]`. */
export function formatDefault(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "function") return value.name || "function";
  if (typeof value === "bigint") return `${value}n`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function defaultOf(schema: ZodLike): { value: unknown } | undefined {
  if (kindOf(schema) !== "default" && kindOf(schema) !== "prefault")
    return undefined;
  const raw = defOf(schema).defaultValue;
  return { value: typeof raw === "function" ? (raw as () => unknown)() : raw };
}

/** Default and description of one prop's schema, looking through wrappers. */
export function propInfo(schema: ZodLike): ZodPropInfo {
  const info: ZodPropInfo = {};
  let current: ZodLike | undefined = schema;
  for (let depth = 0; current && depth < 20; depth++) {
    if (info.description === undefined) {
      const description = descriptionOf(current);
      if (description !== undefined) info.description = description;
    }
    if (!("default" in info)) {
      const found = defaultOf(current);
      if (found) {
        const text = formatDefault(found.value);
        if (text !== undefined) info.default = text;
      }
    }
    current = unwrapOnce(current);
  }
  return info;
}

/**
 * The prop schemas of an object schema, looking through wrappers; for
 * unions (and intersections) the props of every member, first one wins.
 */
export function shapeOf(schema: ZodLike): Map<string, ZodLike> {
  const props = new Map<string, ZodLike>();
  const visit = (node: ZodLike | undefined, depth: number): void => {
    if (!node || depth > 20) return;
    const def = defOf(node);
    const kind = kindOf(node);
    if (kind === "object") {
      const shape =
        typeof def.shape === "function"
          ? (def.shape as () => unknown)()
          : (node.shape ?? def.shape);
      if (shape && typeof shape === "object") {
        for (const [name, value] of Object.entries(shape)) {
          if (isZod(value) && !props.has(name)) props.set(name, value);
        }
      }
      return;
    }
    if (kind === "union" || kind === "discriminatedunion") {
      const options = def.options;
      const list =
        options instanceof Map ? [...options.values()] : (options ?? []);
      for (const option of list as unknown[]) {
        if (isZod(option)) visit(option, depth + 1);
      }
      return;
    }
    if (kind === "intersection") {
      if (isZod(def.left)) visit(def.left, depth + 1);
      if (isZod(def.right)) visit(def.right, depth + 1);
      return;
    }
    visit(unwrapOnce(node), depth + 1);
  };
  visit(schema, 0);
  return props;
}
