/**
 * The pins of a tscircuit element as the pinned core compiles them
 * (plugins/pins-tables). In MDX, write `<PinsTable element="diode" />`; the
 * remark plugin adds `data`.
 */
import { staticMarkup } from "@site/src/components/StaticMarkup";
import type { ReactNode } from "react";
// Types only: nothing of the build-time code reaches the browser bundle.
import type { PinsTableData } from "../../../plugins/pins-tables/pins";
import styles from "./styles.module.css";

interface Props {
  element: string;
  /** JSON: the pins, added at build time. */
  data?: string;
}

function PinsTableMarkup({ element, data }: Props): ReactNode {
  if (!data) return null;
  const table = JSON.parse(data) as PinsTableData;
  const sample = Object.entries(table.sampleProps)
    .map(([key, value]) =>
      typeof value === "number" ? `${key}={${value}}` : `${key}="${value}"`,
    )
    .join(" ");
  return (
    <div className={styles.root} data-pins-table={element}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Pins of <code>&lt;{element}&gt;</code>
        </caption>
        <thead>
          <tr>
            <th scope="col">Pin</th>
            <th scope="col">Number</th>
            <th scope="col">Also answers to</th>
          </tr>
        </thead>
        <tbody>
          {table.pins.map((pin) => (
            <tr key={pin.name}>
              <td>
                <code>{pin.name}</code>
              </td>
              <td>{pin.number ?? "–"}</td>
              <td>
                {pin.aliases.length === 0
                  ? "–"
                  : pin.aliases.map((alias, index) => (
                      <span key={alias}>
                        {index > 0 ? ", " : ""}
                        <code>{alias}</code>
                      </span>
                    ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>
        Compiled at build from{" "}
        <code>
          &lt;{element} name="X1"{sample ? ` ${sample}` : ""} /&gt;
        </code>{" "}
        with the pinned <code>@tscircuit/core</code>. In a selector, use any
        name:{" "}
        <code>
          .X1 &gt; .{table.pins[0]?.aliases[0] ?? table.pins[0]?.name}
        </code>
        .
      </p>
    </div>
  );
}

// Static once rendered: hydration adopts it as one element.
export default staticMarkup(PinsTableMarkup);
