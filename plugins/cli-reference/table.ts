/**
 * The table of one `tsci` command: its usage line, arguments and options
 * from cli-snapshot.json (what the pinned CLI registers), with our
 * descriptions from `docs/_descriptions/cli/<command>.json`:
 *
 *   { "--port": "One sentence.", "[file]": "One sentence." }
 *
 * Keys are an option's long flag (its short one when it has none) or an
 * argument as the usage line writes it (`<file>`, `[file]`, `<query...>`).
 * A missing description is a warning; a description of an option or
 * argument the command does not have is an error naming the file, so the
 * files cannot drift from the CLI.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  DescriptionBook,
  descriptionsDir,
  readTexts,
} from "../shared/descriptions";
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

export interface LoadOptions {
  siteDir: string;
  /** Defaults to plugins/cli-reference/cli-snapshot.json. */
  snapshotFile?: string;
}

export function optionsFileOf(siteDir: string, command: string): string {
  return path.join(
    descriptionsDir(siteDir, "cli"),
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
  const layer = { file, texts: readTexts(absolute) };

  const argumentKeys = command.arguments.map(argumentKey);
  const optionKeys = command.options.map(optionKey);
  // The CLI's own help lines are one-line terminal hints (kept in the
  // snapshot); the table shows ours for every item, so none is offered here.
  const book = new DescriptionBook();
  const describe = (key: string): string | undefined =>
    book.describe({
      label: `tsci ${command.name} ${key}`,
      lookups: [{ layer, key }],
      addTo: file,
    }).text ?? undefined;

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
  book.failOnStale(
    [layer],
    () =>
      `\`tsci ${command.name}\` of ${snapshot.package}@${snapshot.version} does not have`,
  );
  return { table, warnings: book.warnings };
}
