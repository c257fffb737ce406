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

function None(): ReactNode {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className={styles.visuallyHidden}>none</span>
    </>
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

function ArgumentsTable({
  rows,
  command,
}: {
  rows: CliArgumentRow[];
  command: string;
}): ReactNode {
  return (
    <ScrollBox label={`Arguments of tsci ${command}, scrollable`}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Arguments of <code>tsci {command}</code>
        </caption>
        <thead>
          <tr>
            <th scope="col">Argument</th>
            <th scope="col">Required</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className={styles.name}>
                <code>{row.name}</code>
              </th>
              <td>
                {row.required ? (
                  <strong className={styles.required}>Required</strong>
                ) : (
                  <span className={styles.optional}>Optional</span>
                )}
              </td>
              <td className={styles.description}>
                <Description text={row.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
      <table className={styles.table}>
        <caption className={styles.caption}>
          Options of <code>tsci {command}</code> ({rows.length} option
          {rows.length === 1 ? "" : "s"})
        </caption>
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.flags}>
              <th scope="row" className={styles.name}>
                <code>{row.flags}</code>
                {row.mandatory && (
                  <>
                    {" "}
                    <strong className={styles.required}>Required</strong>
                  </>
                )}
              </th>
              <td className={styles.default}>
                {row.default !== undefined ? (
                  <code>{row.default}</code>
                ) : (
                  <None />
                )}
              </td>
              <td className={styles.description}>
                <Description text={row.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
