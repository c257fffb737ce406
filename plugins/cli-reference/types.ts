/**
 * The shape of cli-snapshot.json (written by scripts/cli-snapshot.ts) and of
 * the table the remark plugin hands to src/components/CliOptions.
 */

export interface CliArgument {
  name: string;
  required: boolean;
  variadic: boolean;
  description: string;
}

export interface CliOption {
  flags: string;
  long?: string;
  short?: string;
  description: string;
  /** The default commander applies, when there is one. */
  default?: unknown;
  /** `<value>` required, `[value]` optional, or a plain switch. */
  value: "required" | "optional" | "none";
  /** A `--no-…` option. */
  negate: boolean;
  /** Must be given (`requiredOption`). */
  mandatory: boolean;
  choices?: string[];
}

export interface CliCommand {
  /** Full name below `tsci`: "build", "auth print-token". */
  name: string;
  description: string;
  /** "tsci build [options] [file]" */
  usage: string;
  aliases: string[];
  arguments: CliArgument[];
  options: CliOption[];
  subcommands: string[];
}

export interface CliSnapshot {
  package: string;
  version: string;
  integrity: string;
  commands: CliCommand[];
}

/** One row of the options table on a page. */
export interface CliOptionRow {
  flags: string;
  /** The default as the reader would type or see it, e.g. "3020". */
  default?: string;
  /** Ours, from docs/_descriptions/cli/<command>.json. */
  description?: string;
  mandatory: boolean;
}

export interface CliArgumentRow {
  /** As in the usage line: "<file>", "[file]", "<query...>". */
  name: string;
  required: boolean;
  description?: string;
}

export interface CliOptionsTableData {
  command: string;
  usage: string;
  package: string;
  version: string;
  arguments: CliArgumentRow[];
  options: CliOptionRow[];
}
