/**
 * The table of one `tsci` command: its usage line, arguments and options
 * from cli-snapshot.json (what the pinned CLI registers), with our
 * descriptions from `docs/command-line/_options/<command>.json`:
 *
 *   { "--port": "One sentence.", "[file]": "One sentence." }
 *
 * Keys are an option's long flag (its short one when it has none) or an
 * argument as the usage line writes it (`<file>`, `[file]`, `<query...>`).
 * A missing description is a warning; a description of an option or
 * argument the command does not have is an error naming the file, so the
 * files cannot drift from the CLI.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type {
  CliArgument,
  CliCommand,
  CliOption,
  CliOptionsTableData,
  CliSnapshot,
} from "./types";

export const snapshotFile = path.join(__dirname, "cli-snapshot.json");

let cached: CliSnapshot | undefined;

export function readSnapshot(file = snapshotFile): CliSnapshot {
  if (file !== snapshotFile)
    return JSON.parse(readFileSync(file, "utf8")) as CliSnapshot;
  cached ??= JSON.parse(readFileSync(file, "utf8")) as CliSnapshot;
  return cached;
}

export function findCommand(snapshot: CliSnapshot, name: string): CliCommand {
  const command = snapshot.commands.find(
    (candidate) => candidate.name === name,
  );
  if (!command)
    throw new Error(
      `${snapshot.package}@${snapshot.version} has no command "${name}". Commands: ${snapshot.commands.map((candidate) => candidate.name).join(", ")}.`,
    );
  return command;
}

/** "auth print-token" → "auth-print-token" (file names and page slugs). */
export function commandSlug(name: string): string {
  return name.trim().split(/\s+/).join("-");
}

/** How the usage line writes an argument: `<file>`, `[file]`, `<query...>`. */
export function argumentKey(argument: CliArgument): string {
  const name = `${argument.name}${argument.variadic ? "..." : ""}`;
  return argument.required ? `<${name}>` : `[${name}]`;
}

export function optionKey(option: CliOption): string {
  return option.long ?? option.short ?? option.flags;
}

/** The default as a reader sees it; none for an empty list. */
export function formatDefault(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value) && value.length === 0) return undefined;
  return typeof value === "string" ? value : JSON.stringify(value);
}

export type Descriptions = Record<string, string>;

export function readDescriptions(file: string): Descriptions {
  if (!existsSync(file)) return {};
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message}).`);
  }
  if (
    typeof value !== "object" ||
    value === null ||
    Array.isArray(value) ||
    !Object.values(value).every(
      (text) => typeof text === "string" && text.trim() !== "",
    )
  )
    throw new Error(
      `${file}: expected an object mapping "--flag" (or "<argument>") to a non-empty description.`,
    );
  return value as Descriptions;
}

export interface LoadOptions {
  siteDir: string;
  /** Defaults to plugins/cli-reference/cli-snapshot.json. */
  snapshotFile?: string;
}

export function optionsFileOf(siteDir: string, command: string): string {
  return path.join(
    siteDir,
    "docs/command-line/_options",
    `${commandSlug(command)}.json`,
  );
}

export function loadCliTable(
  commandName: string,
  options: LoadOptions,
): { table: CliOptionsTableData; warnings: string[] } {
  const snapshot = readSnapshot(options.snapshotFile ?? snapshotFile);
  const command = findCommand(snapshot, commandName);
  const absolute = optionsFileOf(options.siteDir, command.name);
  const file = path.relative(options.siteDir, absolute);
  const ours = readDescriptions(absolute);

  const argumentKeys = command.arguments.map(argumentKey);
  const optionKeys = command.options.map(optionKey);
  const known = new Set([...argumentKeys, ...optionKeys]);
  const stale = Object.keys(ours).filter((key) => !known.has(key));
  if (stale.length > 0)
    throw new Error(
      `${file} describes ${stale.map((key) => `"${key}"`).join(", ")}, which \`tsci ${command.name}\` of ${snapshot.package}@${snapshot.version} does not have. Remove or rename ${stale.length === 1 ? "it" : "them"}.`,
    );

  const warnings: string[] = [];
  const describe = (key: string): string | undefined => {
    const text = Object.hasOwn(ours, key) ? ours[key]?.trim() : undefined;
    if (text === undefined)
      warnings.push(
        `tsci ${command.name} ${key} has no description; add one to ${file}.`,
      );
    return text;
  };

  const table: CliOptionsTableData = {
    command: command.name,
    usage: command.usage,
    package: snapshot.package,
    version: snapshot.version,
    arguments: command.arguments.map((argument, index) => ({
      name: argumentKeys[index],
      required: argument.required,
      description: describe(argumentKeys[index]),
    })),
    options: command.options.map((option, index) => ({
      flags: option.flags,
      default: formatDefault(option.default),
      description: describe(optionKeys[index]),
      mandatory: option.mandatory,
    })),
  };
  return { table, warnings };
}
