/**
 * Checks a command-line page against cli-snapshot.json:
 *
 * - it has `<CliOptions command="…" />` for its own command and for each
 *   of its subcommands (`<CliOptions command="check netlist" />`), so every
 *   option of the snapshot is on the page, and every table it has names a
 *   command the snapshot has;
 * - every option it mentions (`--flag` in prose, in inline code, on a
 *   `tsci …` line of a code block) exists for the command it is given to:
 *   the command named in the same code span or line (`tsci build --site`),
 *   else the page's own command;
 * - a default it states for an option (`` `--port` … defaults to `3020` ``,
 *   in one sentence) is the snapshot's default.
 *
 * Used by tests/unit/cli-reference.test.ts.
 */
import { findCommand, formatDefault } from "./table";
import type { CliCommand, CliOptionsTableData, CliSnapshot } from "./types";

/** Flags commander adds to every command. */
const builtInFlags = new Set(["--help", "-h"]);

/** Pages under docs/command-line and the command each documents. */
export const cliPages: Record<string, string> = {
  "tsci-init": "init",
  "tsci-dev": "dev",
  "tsci-build": "build",
  "tsci-export": "export",
  "tsci-snapshot": "snapshot",
  "tsci-add": "add",
  "tsci-search": "search",
  "tsci-login": "login",
  "tsci-auth-print-token": "auth print-token",
  "tsci-push": "push",
  "tsci-check": "check",
  "tsci-clone": "clone",
  "tsci-config": "config",
  "tsci-convert": "convert",
  "tsci-doctor": "doctor",
  "tsci-import": "import",
  "tsci-install": "install",
  "tsci-remove": "remove",
  "tsci-simulate": "simulate",
  "tsci-transpile": "transpile",
};

/**
 * The subcommands of a command, as full names ("check netlist"), each
 * followed by its own subcommands ("registry packages create").
 */
export function subcommandsOf(
  snapshot: CliSnapshot,
  commandName: string,
): string[] {
  const command = findCommand(snapshot, commandName);
  return command.subcommands.flatMap((sub) => {
    const name = `${command.name} ${sub}`;
    return [name, ...subcommandsOf(snapshot, name)];
  });
}

/**
 * Where a generated table and the snapshot's command disagree: an option
 * the table lists that the command lacks, or one the command has that the
 * table misses (by their flags). Empty when they agree.
 */
export function tableProblems(
  table: Pick<CliOptionsTableData, "command" | "options">,
  snapshot: CliSnapshot,
): string[] {
  const command = findCommand(snapshot, table.command);
  const listed = table.options.map((option) => option.flags);
  const has = command.options.map((option) => option.flags);
  return [
    ...listed
      .filter((flags) => !has.includes(flags))
      .map(
        (flags) =>
          `the table of \`tsci ${command.name}\` lists ${flags}, which the snapshot's command does not have.`,
      ),
    ...has
      .filter((flags) => !listed.includes(flags))
      .map(
        (flags) =>
          `the table of \`tsci ${command.name}\` misses ${flags}, which the snapshot's command has.`,
      ),
  ];
}

function flagsOf(command: CliCommand): Set<string> {
  const flags = new Set(builtInFlags);
  for (const option of command.options) {
    if (option.long) flags.add(option.long);
    if (option.short) flags.add(option.short);
  }
  return flags;
}

/** The longest command named by the words after `tsci`, if any. */
function commandAfterTsci(
  snapshot: CliSnapshot,
  text: string,
): CliCommand | undefined {
  const match = /\btsci((?:\s+[a-z][\w-]*)+)/.exec(text);
  if (!match) return undefined;
  const words = match[1].trim().split(/\s+/);
  for (let count = words.length; count > 0; count--) {
    const name = words.slice(0, count).join(" ");
    const command = snapshot.commands.find((c) => c.name === name);
    if (command) return command;
  }
  return undefined;
}

/** `--flag` and `-f` tokens of a piece of text (values after `=` dropped). */
export function flagTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.matchAll(
    /(?<![\w/.-])(--[a-zA-Z0-9][\w-]*|-[a-zA-Z])(?![\w])/g,
  ))
    tokens.push(match[1]);
  return tokens;
}

/** A shell line up to the first pipe, `&&`, `||` or `;`. */
function untilNextCommand(text: string): string {
  return text.split(/\s(?:\|\|?|&&|;)\s/)[0] ?? text;
}

interface Parts {
  prose: string;
  fences: string[];
}

function splitPage(text: string): Parts {
  const withoutFrontMatter = text.replace(/^---\n[\s\S]*?\n---\n/, "");
  const fences: string[] = [];
  const prose = withoutFrontMatter.replace(
    /^(```+|~~~+)[^\n]*\n([\s\S]*?)^\1\s*$/gm,
    (_whole, _fence: string, body: string) => {
      fences.push(body);
      return "\n";
    },
  );
  return { prose, fences };
}

export interface PageCheck {
  /** e.g. "docs/command-line/tsci-build.mdx", for messages. */
  page: string;
  text: string;
  command: string;
  snapshot: CliSnapshot;
}

export function checkCliPage({
  page,
  text,
  command: commandName,
  snapshot,
}: PageCheck): string[] {
  const problems: string[] = [];
  const own = findCommand(snapshot, commandName);
  const { prose, fences } = splitPage(text);

  const tables = [
    ...prose.matchAll(/<CliOptions\s+command=["']([^"']+)["']\s*\/>/g),
  ].map((match) => match[1].trim().replace(/\s+/g, " "));
  for (const name of [own.name, ...subcommandsOf(snapshot, own.name)])
    if (!tables.includes(name))
      problems.push(
        `${page}: no <CliOptions command="${name}" />, so the options of \`tsci ${name}\` are not all on the page.`,
      );
  const known = new Set(snapshot.commands.map((c) => c.name));
  for (const name of tables)
    if (!known.has(name))
      problems.push(
        `${page}: <CliOptions command="${name}" /> names a command that ${snapshot.package}@${snapshot.version} does not have.`,
      );

  const checkFlags = (where: string, flags: string[], target: CliCommand) => {
    const known = flagsOf(target);
    for (const flag of flags)
      if (!known.has(flag))
        problems.push(
          `${page}: ${where} mentions ${flag}, which \`tsci ${target.name}\` of ${snapshot.package}@${snapshot.version} does not have.`,
        );
  };

  // Code blocks: only the `tsci …` lines.
  for (const body of fences)
    for (const line of body.split("\n")) {
      const target = commandAfterTsci(snapshot, line);
      if (!target) continue;
      const after = untilNextCommand(line.slice(line.search(/\btsci\b/)));
      checkFlags(`code line "${line.trim()}"`, flagTokens(after), target);
    }

  // Inline code spans, then the rest of the prose.
  const spans: string[] = [];
  const bare = prose
    .replace(/<[A-Z][^>]*\/>/g, " ")
    .replace(/`([^`\n]+)`/g, (_whole, span: string) => {
      spans.push(span);
      return " ";
    });
  for (const span of spans) {
    if (/^(npm|npx|bun|bunx|pnpm|yarn|git|node)\b/.test(span)) continue;
    const target = /\btsci\b/.test(span)
      ? commandAfterTsci(snapshot, span)
      : own;
    if (!target) continue;
    const scope = untilNextCommand(
      /\btsci\b/.test(span) ? span.slice(span.search(/\btsci\b/)) : span,
    );
    checkFlags(`\`${span}\``, flagTokens(scope), target);
  }
  checkFlags(
    "the prose",
    flagTokens(bare).filter((t) => t.startsWith("--")),
    own,
  );

  // Stated defaults, sentence by sentence.
  for (const sentence of prose.split(/(?<=[.!?])\s+|\n\s*\n|\n\s*[|*-]\s/)) {
    const mentions = [
      ...sentence.matchAll(/`(?:tsci [\w -]*?\s)?(--[\w-]+)[^`]*`/g),
    ].map((match) => ({ flag: match[1], at: match.index }));
    if (mentions.length === 0) continue;
    for (const stated of sentence.matchAll(
      /\bdefault(?:s|ing)?(?: value)?(?: is| to| of|:)?\s+`([^`]+)`/gi,
    )) {
      if (stated[1].startsWith("-")) continue;
      const before = mentions.filter((mention) => mention.at < stated.index);
      const mention = before.at(-1) ?? mentions[0];
      const target = commandAfterTsci(snapshot, sentence) ?? own;
      const option = target.options.find(
        (candidate) =>
          candidate.long === mention.flag || candidate.short === mention.flag,
      );
      if (!option) continue;
      const actual = formatDefault(option.default);
      if (actual !== undefined && actual !== stated[1])
        problems.push(
          `${page}: states that ${mention.flag} of \`tsci ${target.name}\` defaults to \`${stated[1]}\`; the snapshot's default is \`${actual}\`.`,
        );
    }
  }
  return problems;
}
