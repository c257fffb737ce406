/**
 * The props of a tscircuit element, from the table the build extracted from
 * `@tscircuit/props` (plugins/props-tables). In MDX, write
 * `<PropsTable element="resistor" />`; the remark plugin adds `data`.
 */
import { staticMarkup } from "@site/src/components/StaticMarkup";
import type { ReactNode } from "react";
// Types only: nothing of the build-time code reaches the browser bundle.
import type {
  PropRow,
  PropsTableData,
} from "../../../plugins/props-tables/types";
import styles from "./styles.module.css";

interface Props {
  element: string;
  /** JSON: the table, added at build time. */
  data?: string;
}

/** Text with `backticked` spans shown as code, as the package's JSDoc writes them. */
function Prose({ text }: { text: string }): ReactNode {
  const parts = text.split(/(`[^`]+`)/);
  return parts.map((part, index) =>
    part.length > 2 && part.startsWith("`") && part.endsWith("`") ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed string
      <code key={index}>{part.slice(1, -1)}</code>
    ) : (
      part
    ),
  );
}

function count(rows: PropRow[]): string {
  return `${rows.length} prop${rows.length === 1 ? "" : "s"}`;
}

function Table({
  rows,
  caption,
  label,
}: {
  rows: PropRow[];
  caption: ReactNode;
  label: string;
}): ReactNode {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: lets keyboard users scroll a wide table
    <section className={styles.scroll} tabIndex={0} aria-label={label}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Prop</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className={styles.name}>
                <code>{row.name}</code>
              </th>
              <td className={styles.type}>
                <code>{row.type}</code>
              </td>
              <td>
                {row.required ? (
                  <strong className={styles.required}>Required</strong>
                ) : (
                  <span className={styles.optional}>Optional</span>
                )}
              </td>
              <td className={styles.default}>
                {row.default !== undefined ? (
                  <code>{row.default}</code>
                ) : (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className={styles.visuallyHidden}>none</span>
                  </>
                )}
              </td>
              <td className={styles.description}>
                {row.description ? (
                  <Prose text={row.description} />
                ) : (
                  <span className={styles.missing}>No description yet.</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function PropsTableMarkup({ element, data }: Props): ReactNode {
  if (!data) {
    return (
      <div className={styles.root} data-props-table="" role="note">
        <p>
          The props of <code>&lt;{element}&gt;</code> are added when the site is
          built.
        </p>
      </div>
    );
  }
  const table = JSON.parse(data) as PropsTableData;
  const tag = `<${table.element}>`;
  return (
    <div
      className={styles.root}
      data-props-table=""
      data-element={table.element}
    >
      {table.own.length > 0 && (
        <Table
          rows={table.own}
          label={`Props of ${tag}, scrollable`}
          caption={
            <>
              Props of <code>{tag}</code> ({count(table.own)}, declared in{" "}
              <code>{table.interfaceName}</code>)
            </>
          }
        />
      )}
      {table.inherited.map((group) => (
        <details key={group.interfaceName} className={styles.group}>
          <summary className={styles.summary}>
            Inherited from {group.title}{" "}
            <span className={styles.count}>
              ({count(group.props)}, <code>{group.interfaceName}</code>)
            </span>
          </summary>
          <Table
            rows={group.props}
            label={`Props of ${tag} inherited from ${group.title}, scrollable`}
            caption={
              <>
                Props of <code>{tag}</code> inherited from{" "}
                <code>{group.interfaceName}</code>
              </>
            }
          />
        </details>
      ))}
    </div>
  );
}

// Static once rendered: hydration adopts it as one element.
export default staticMarkup(PropsTableMarkup);
