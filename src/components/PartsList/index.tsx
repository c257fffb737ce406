/**
 * The parts of a board, generated at build from the circuit JSON of a
 * circuit example on the same page (plugins/fabrication-files). In MDX,
 * write `<PartsList example="board.tsx" />`; the remark plugin adds `data`.
 */
import { staticMarkup } from "@site/src/components/StaticMarkup";
import type { ReactNode } from "react";
// Types only: nothing of the build-time code reaches the browser bundle.
import type { PartsListData } from "../../../plugins/fabrication-files/types";
import styles from "./styles.module.css";

interface Props {
  example: string;
  /** JSON: the parts list, added at build time. */
  data?: string;
}

function PartsListMarkup({ example, data }: Props): ReactNode {
  if (!data) return null;
  const list = JSON.parse(data) as PartsListData;
  const label = `Parts list of ${example}`;
  return (
    <section
      className={`${styles.scroll} scroll-shadows`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: lets keyboard users scroll a wide table
      tabIndex={0}
      aria-label={label}
    >
      <table className={styles.table}>
        <caption className={styles.caption}>
          Parts of <code>{example}</code>: {list.total} part
          {list.total === 1 ? "" : "s"} on {list.rows.length} line
          {list.rows.length === 1 ? "" : "s"}, generated from the board's
          circuit JSON
        </caption>
        <thead>
          <tr>
            <th scope="col">Designators</th>
            <th scope="col">Value</th>
            <th scope="col">Footprint</th>
            <th scope="col" className={styles.number}>
              Quantity
            </th>
          </tr>
        </thead>
        <tbody>
          {list.rows.map((row) => (
            <tr key={row.designators.join(",")}>
              <th scope="row" className={styles.designators}>
                {row.designators.join(", ")}
              </th>
              <td>{row.value}</td>
              <td>
                <code>{row.footprint}</code>
              </td>
              <td className={styles.number}>{row.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td className={styles.number}>{list.total}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

// Static once rendered: hydration adopts it as one element.
export default staticMarkup(PartsListMarkup);
