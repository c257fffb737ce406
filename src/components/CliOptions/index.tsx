/**
 * The usage line, arguments and options of one `tsci` command, from the
 * table the build made out of the pinned CLI (plugins/cli-reference). In
 * MDX, write `<CliOptions command="build" />`; the remark plugin adds `data`.
 */
import Prose from "@site/src/components/Prose";
import { staticMarkup } from "@site/src/components/StaticMarkup";
import type { ReactNode } from "react";
// Types only: nothing of the build-time code reaches the browser bundle.
import type {
  CliArgumentRow,
  CliOptionRow,
  CliOptionsTableData,
} from "../../../plugins/cli-reference/types";
import { roles } from "../PropsTable/tableRoles";
import styles from "./styles.module.css";

interface Props {
  command: string;
  /** JSON: the table, added at build time. */
  data?: string;
}

function Description({ text }: { text?: string }): ReactNode {
  return text ? (
    <Prose text={text} />
  ) : (
    <span className={styles.missing}>No description yet.</span>
  );
}

/** A wide table scrolls sideways inside this box; keyboard users can focus it. */
function ScrollBox({
  label,
  children,
}: {
  label: string;
  children: ReactNode;
}): ReactNode {
  return (
    <section
      className={`${styles.scroll} scroll-shadows`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: lets keyboard users scroll a wide table
      tabIndex={0}
      aria-label={label}
    >
      {children}
    </section>
  );
}

/**
 * Two columns: the argument or option, with whether it is required and its
 * default on a small line under it, and the description. Where the table's
 * box is narrower than about 36rem (a phone) each row is a block, the
 * description under the name full width; the CSS changes the parts'
 * `display`, so they carry their ARIA roles explicitly.
 */
function ReferenceTable({
  caption,
  nameHeader,
  rows,
}: {
  caption: ReactNode;
  nameHeader: string;
  rows: {
    key: string;
    name: ReactNode;
    usage: ReactNode;
    description?: string;
  }[];
}): ReactNode {
  return (
    <table className={styles.table} {...roles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead className={styles.head} {...roles.rowgroup}>
        <tr {...roles.row}>
          <th scope="col" {...roles.columnheader}>
            {nameHeader}
          </th>
          <th scope="col" {...roles.columnheader}>
            Description
          </th>
        </tr>
      </thead>
      <tbody {...roles.rowgroup}>
        {rows.map((row) => (
          <tr key={row.key} {...roles.row} className={styles.row}>
            <th scope="row" {...roles.rowheader} className={styles.name}>
              {row.name}
              {row.usage && (
                <>
                  {" "}
                  <span className={styles.meta}>{row.usage}</span>
                </>
              )}
            </th>
            <td {...roles.cell} className={styles.description}>
              <Description text={row.description} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RequiredOrOptional({ required }: { required: boolean }): ReactNode {
  return required ? (
    <strong className={styles.required}>Required</strong>
  ) : (
    <span className={styles.optional}>Optional</span>
  );
}

function ArgumentsTable({
  rows,
  command,
}: {
  rows: CliArgumentRow[];
  command: string;
}): ReactNode {
  return (
    <ScrollBox label={`Arguments of tsci ${command}, scrollable`}>
      <ReferenceTable
        caption={
          <>
            Arguments of <code>tsci {command}</code>
          </>
        }
        nameHeader="Argument"
        rows={rows.map((row) => ({
          key: row.name,
          name: <code>{row.name}</code>,
          usage: <RequiredOrOptional required={row.required} />,
          description: row.description,
        }))}
      />
    </ScrollBox>
  );
}

function OptionsTable({
  rows,
  command,
}: {
  rows: CliOptionRow[];
  command: string;
}): ReactNode {
  return (
    <ScrollBox label={`Options of tsci ${command}, scrollable`}>
      <ReferenceTable
        caption={
          <>
            Options of <code>tsci {command}</code> ({rows.length} option
            {rows.length === 1 ? "" : "s"})
          </>
        }
        nameHeader="Option"
        rows={rows.map((row) => ({
          key: row.flags,
          name: <code>{row.flags}</code>,
          // An option is optional unless marked: only "Required" or the
          // default is worth a line.
          usage: row.mandatory ? (
            <RequiredOrOptional required />
          ) : row.default !== undefined ? (
            <span className={styles.defaultValue}>
              default <code>{row.default}</code>
            </span>
          ) : null,
          description: row.description,
        }))}
      />
    </ScrollBox>
  );
}

function CliOptionsMarkup({ command, data }: Props): ReactNode {
  if (!data) {
    return (
      <div className={styles.root} data-cli-options="" role="note">
        <p>
          The options of <code>tsci {command}</code> are added when the site is
          built.
        </p>
      </div>
    );
  }
  const table = JSON.parse(data) as CliOptionsTableData;
  return (
    <div
      className={styles.root}
      data-cli-options=""
      data-command={table.command}
    >
      <p className={styles.usageLabel}>
        Usage ({table.package}@{table.version}):
      </p>
      <pre className={styles.usage}>
        <code>{table.usage}</code>
      </pre>
      {table.arguments.length > 0 && (
        <ArgumentsTable rows={table.arguments} command={table.command} />
      )}
      {table.options.length > 0 ? (
        <OptionsTable rows={table.options} command={table.command} />
      ) : (
        <p>
          <code>tsci {table.command}</code> takes no options other than{" "}
          <code>--help</code>.
        </p>
      )}
    </div>
  );
}

// Static once rendered: hydration adopts it as one element.
export default staticMarkup(CliOptionsMarkup);
