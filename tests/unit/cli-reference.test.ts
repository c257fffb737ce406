import assert from "node:assert/strict";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { repoRoot } from "../../lib/build-output";
import { readRecord } from "../../lib/tscircuit-release";
import {
  checkCliPage,
  cliPages,
  subcommandsOf,
  tableProblems,
} from "../../plugins/cli-reference/check";
import remarkCliOptions from "../../plugins/cli-reference/remark";
import {
  commandSlug,
  findCommand,
  loadCliTable,
  readSnapshot,
} from "../../plugins/cli-reference/table";
import type { CliOptionsTableData } from "../../plugins/cli-reference/types";

const snapshot = readSnapshot();
/** Every documented command and each of its subcommands. */
const documented = Object.values(cliPages).flatMap((command) => [
  command,
  ...subcommandsOf(snapshot, command),
]);
const pagesDir = path.join(repoRoot, "docs/command-line");
const optionsDir = path.join(repoRoot, "docs/_descriptions/cli");

describe("cli-snapshot.json", () => {
  it("is the pinned @tscircuit/cli with its tarball's sha512", () => {
    assert.equal(snapshot.package, "@tscircuit/cli");
    assert.equal(snapshot.version, readRecord().packed["@tscircuit/cli"]);
    assert.match(snapshot.integrity, /^sha512-[A-Za-z0-9+/]{86}==$/);
  });

  it("has every documented command, with usage lines", () => {
    for (const name of Object.values(cliPages)) {
      const command = findCommand(snapshot, name);
      assert.ok(command.usage.startsWith(`tsci ${name}`), command.usage);
    }
    assert.equal(findCommand(snapshot, "dev").options[0]?.default, "3020");
  });
});

describe("command-line pages", () => {
  for (const [slug, command] of Object.entries(cliPages)) {
    it(`${slug} documents \`tsci ${command}\` as the snapshot has it`, () => {
      const file = path.join(pagesDir, `${slug}.mdx`);
      assert.ok(existsSync(file), `${file} is missing`);
      const problems = checkCliPage({
        page: path.relative(repoRoot, file),
        text: readFileSync(file, "utf8"),
        command,
        snapshot,
      });
      assert.deepEqual(problems, []);
    });
  }

  it("each say the pinned CLI version", () => {
    // The version is written out, or read from the release record by
    // <PinnedVersion>, whose CLI version must then be the snapshot's.
    const pinned = '<PinnedVersion package="@tscircuit/cli" />';
    assert.equal(readRecord().packed["@tscircuit/cli"], snapshot.version);
    for (const slug of Object.keys(cliPages)) {
      const text = readFileSync(path.join(pagesDir, `${slug}.mdx`), "utf8");
      assert.ok(
        text.includes(snapshot.version) || text.includes(pinned),
        `${slug}: ${snapshot.version}`,
      );
    }
  });
});

describe("checkCliPage", () => {
  const check = (text: string, command = "dev") =>
    checkCliPage({ page: "page.mdx", text, command, snapshot });
  const table = '<CliOptions command="dev" />\n';

  it("fails a page without the command's options table", () => {
    const problems = check("Runs a server.\n");
    assert.equal(problems.length, 1);
    assert.match(problems[0] ?? "", /no <CliOptions command="dev"/);
    assert.equal(check(`${table}`).length, 0);
    assert.equal(check('<CliOptions command="build" />').length, 1);
  });

  it("fails a page without a table for each subcommand, or with a table of an unknown command", () => {
    const all = ["check", ...subcommandsOf(snapshot, "check")]
      .map((name) => `<CliOptions command="${name}" />\n`)
      .join("");
    assert.deepEqual(check(all, "check"), []);
    const missing = check(
      all.replace('<CliOptions command="check shorts" />\n', ""),
      "check",
    );
    assert.equal(missing.length, 1);
    assert.match(missing[0] ?? "", /no <CliOptions command="check shorts"/);
    const unknown = check(
      `${all}<CliOptions command="check wiring" />\n`,
      "check",
    );
    assert.equal(unknown.length, 1);
    assert.match(unknown[0] ?? "", /"check wiring" \/> names a command/);
  });

  it("fails an option the command does not have, in prose, code spans and code lines", () => {
    assert.match(check(`${table}Use --open to open it.`)[0] ?? "", /--open/);
    assert.match(check(`${table}Pass \`--open\`.`)[0] ?? "", /--open/);
    assert.match(
      check(`${table}\n\`\`\`bash\ntsci dev --watch-all\n\`\`\`\n`)[0] ?? "",
      /--watch-all/,
    );
    // Another command's option, named with its command, is fine.
    assert.deepEqual(check(`${table}Then run \`tsci build --site\`.`), []);
    assert.match(
      check(`${table}Then run \`tsci build --port 1\`.`)[0] ?? "",
      /tsci build/,
    );
    assert.deepEqual(
      check(
        `${table}\n\`\`\`bash\ntsci dev --port 3030 -p 1\nnpm i --foo\n\`\`\`\n`,
      ),
      [],
    );
  });

  it("fails a stated default that differs from the snapshot's", () => {
    assert.deepEqual(
      check(`${table}The \`--port\` option defaults to \`3020\`.`),
      [],
    );
    const problems = check(
      `${table}The \`--port\` option defaults to \`3000\`.`,
    );
    assert.equal(problems.length, 1);
    assert.match(problems[0] ?? "", /defaults to `3000`.*`3020`/);
  });
});

describe("the options tables", () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "cli-reference-"));
  after(() => rmSync(scratch, { recursive: true, force: true }));
  const fakeSite = (name: string, descriptions: Record<string, string>) => {
    const dir = path.join(scratch, name);
    mkdirSync(path.join(dir, "docs/_descriptions/cli"), {
      recursive: true,
    });
    writeFileSync(
      path.join(dir, "docs/_descriptions/cli/dev.json"),
      JSON.stringify(descriptions),
    );
    return dir;
  };

  it("warn about an option without a description", () => {
    const siteDir = fakeSite("missing", { "--port": "Port." });
    const { table, warnings } = loadCliTable("dev", { siteDir });
    assert.equal(table.options[0]?.description, "Port.");
    assert.ok(warnings.some((warning) => warning.includes("--kicad-pcm")));
    assert.ok(warnings.every((warning) => !warning.includes("--port ")));
  });

  it("fail, naming the file, on a description of an option the CLI lacks", () => {
    const siteDir = fakeSite("stale", { "--open": "Opens a browser." });
    assert.throws(
      () => loadCliTable("dev", { siteDir }),
      /docs\/_descriptions\/cli\/dev\.json describes "--open", which `tsci dev`/,
    );
  });

  it("have a description for every argument and option of the documented commands", () => {
    for (const command of documented) {
      const { warnings } = loadCliTable(command, { siteDir: repoRoot });
      assert.deepEqual(warnings, [], command);
    }
    const files = readdirSync(optionsDir).filter((f) => f.endsWith(".json"));
    const slugs = documented.map((c) => `${commandSlug(c)}.json`);
    assert.deepEqual(
      files.filter((file) => !slugs.includes(file)),
      [],
      "option files for commands without a page",
    );
  });

  it("are filled in by the remark plugin, with the import added", () => {
    const tree = {
      type: "root",
      children: [
        {
          type: "mdxJsxFlowElement",
          name: "CliOptions",
          attributes: [
            {
              type: "mdxJsxAttribute",
              name: "command",
              value: "auth print-token",
            },
          ],
          children: [],
        },
      ],
    };
    remarkCliOptions({ siteDir: repoRoot, printWarnings: false })(tree, {});
    const [esm, element] = tree.children as unknown as [
      { type: string; value: string },
      { attributes: { name: string; value: string }[] },
    ];
    assert.equal(esm.type, "mdxjsEsm");
    assert.match(
      esm.value,
      /import CliOptions from "@site\/src\/components\/CliOptions"/,
    );
    const data = element.attributes.find((a) => a.name === "data");
    const parsed = JSON.parse(data?.value ?? "{}") as CliOptionsTableData;
    assert.equal(parsed.usage, "tsci auth print-token [options]");
    assert.equal(parsed.version, snapshot.version);
  });
});

describe("the subcommands' tables", () => {
  /** The <CliOptions> elements of a page, filled in by the remark plugin. */
  const tablesOf = (slug: string): CliOptionsTableData[] => {
    const text = readFileSync(path.join(pagesDir, `${slug}.mdx`), "utf8");
    const tree = {
      type: "root",
      children: [
        ...text.matchAll(/<CliOptions\s+command="([^"]+)"\s*\/>/g),
      ].map((match) => ({
        type: "mdxJsxFlowElement",
        name: "CliOptions",
        attributes: [
          { type: "mdxJsxAttribute", name: "command", value: match[1] },
        ],
        children: [],
      })),
    };
    remarkCliOptions({ siteDir: repoRoot, printWarnings: false })(tree, {});
    return tree.children
      .filter((node) => node.type === "mdxJsxFlowElement")
      .map((node) => {
        const data = (
          node.attributes as { name: string; value: string }[]
        ).find((a) => a.name === "data");
        return JSON.parse(data?.value ?? "{}") as CliOptionsTableData;
      });
  };
  // Read again, apart from the plugin's cached copy.
  const raw = JSON.parse(
    readFileSync(
      path.join(repoRoot, "plugins/cli-reference/cli-snapshot.json"),
      "utf8",
    ),
  ) as typeof snapshot;

  for (const [slug, command] of Object.entries(cliPages)) {
    const subs = subcommandsOf(snapshot, command);
    if (subs.length === 0) continue;
    it(`${slug}: each subcommand's table lists exactly the snapshot's options`, () => {
      const tables = tablesOf(slug);
      for (const sub of subs) {
        const table = tables.find((candidate) => candidate.command === sub);
        assert.ok(table, `${slug} has no table for \`tsci ${sub}\``);
        assert.deepEqual(tableProblems(table, raw), [], sub);
        assert.equal(table.usage, findCommand(raw, sub).usage);
        assert.ok(table.usage.startsWith(`tsci ${sub} `), table.usage);
      }
    });
  }

  it("the pages with subcommands are check, config and simulate", () => {
    assert.deepEqual(
      Object.entries(cliPages)
        .filter(([, command]) => subcommandsOf(snapshot, command).length > 0)
        .map(([slug]) => slug)
        .sort(),
      ["tsci-check", "tsci-config", "tsci-simulate"],
    );
    assert.deepEqual(subcommandsOf(snapshot, "config"), [
      "config print",
      "config set",
    ]);
  });

  it("tableProblems finds an option too many and one missing", () => {
    const table = tablesOf("tsci-check").find(
      (candidate) => candidate.command === "check shorts",
    );
    assert.ok(table);
    assert.deepEqual(tableProblems(table, raw), []);
    const extra = {
      ...table,
      options: [...table.options, { flags: "--fast", mandatory: false }],
    };
    assert.match(tableProblems(extra, raw).join(), /lists --fast/);
    const short = { ...table, options: table.options.slice(1) };
    assert.match(tableProblems(short, raw).join(), /misses --mode <mode>/);
    // The parent's table is not the subcommand's.
    const parent = {
      ...table,
      options: findCommand(raw, "check").options.map((o) => ({
        flags: o.flags,
        mandatory: o.mandatory,
      })),
    };
    assert.equal(tableProblems(parent, raw).length, 3);
  });
});
