/**
 * The props of a tscircuit element, from the table the build extracted from
 * `@tscircuit/props` (plugins/props-tables). In MDX, write
 * `<PropsTable element="resistor" />`; the remark plugin adds `data`.
 */
import Prose from "@site/src/components/Prose";
import { staticMarkup } from "@site/src/components/StaticMarkup";
import { Fragment, type ReactNode } from "react";
// Types only: nothing of the build-time code reaches the browser bundle.
import type {
  PropRow,
  PropsTableData,
} from "../../../plugins/props-tables/types";
import styles from "./styles.module.css";
import { roles } from "./tableRoles";
import { typeSegments } from "./typeBreaks";

interface Props {
  element: string;
  /** JSON: the table, added at build time. */
  data?: string;
}

/** A type text that wraps only after its separators (./typeBreaks.ts). */
function TypeText({ type }: { type: string }): ReactNode {
  const segments = typeSegments(type);
  if (segments.length < 2) return <code>{type}</code>;
  return (
    <code>
      {segments.map((segment, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed string
        <Fragment key={index}>
          <span className={styles.segment}>{segment.text}</span>
          {segment.gap || (index < segments.length - 1 ? <wbr /> : null)}
        </Fragment>
      ))}
    </code>
  );
}

function count(rows: PropRow[]): string {
  return `${rows.length} prop${rows.length === 1 ? "" : "s"}`;
}

/**
 * Whether a prop must be given and, if not, what it is without it: a small
 * line under the prop's name ("Required", "Optional · default `x`").
 */
function Usage({ row }: { row: PropRow }): ReactNode {
  if (row.required)
    return (
      <span className={styles.usage}>
        <strong className={styles.required}>Required</strong>
      </span>
    );
  return (
    <span className={styles.usage}>
      <span className={styles.optional}>Optional</span>
      {row.default !== undefined && (
        <>
          <span className={styles.dot} aria-hidden="true">
            {" · "}
          </span>
          <span className={styles.visuallyHidden}>, </span>
          <span className={styles.defaultValue}>
            default <code>{row.default}</code>
          </span>
        </>
      )}
    </span>
  );
}

/**
 * Three columns, Prop | Type | Description; whether a prop is required and
 * its default sit under its name, so the description has the room. Where
 * the table's box is narrower than about 36rem (a phone) each row is shown
 * as a block instead (name and type, then the description full width): the
 * CSS changes the cells' `display`, so the table parts carry their ARIA
 * roles explicitly and screen readers still read a table.
 */
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
    <section
      className={`${styles.scroll} scroll-shadows`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: lets keyboard users scroll a wide table
      tabIndex={0}
      aria-label={label}
    >
      <table className={styles.table} {...roles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead className={styles.head} {...roles.rowgroup}>
          <tr {...roles.row}>
            <th scope="col" {...roles.columnheader}>
              Prop
            </th>
            <th scope="col" {...roles.columnheader}>
              Type
            </th>
            <th scope="col" {...roles.columnheader}>
              Description
            </th>
          </tr>
        </thead>
        <tbody {...roles.rowgroup}>
          {rows.map((row) => (
            <tr key={row.name} {...roles.row} className={styles.row}>
              <th scope="row" {...roles.rowheader} className={styles.name}>
                <code>{row.name}</code> <Usage row={row} />
              </th>
              <td {...roles.cell} className={styles.type}>
                <TypeText type={row.type} />
              </td>
              <td {...roles.cell} className={styles.description}>
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
