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
                <TypeText type={row.type} />
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
