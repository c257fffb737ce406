/**
 * A circuit example: its code, and the PCB, schematic and 3D pictures the
 * build rendered from it (plugins/circuit-previews), with the graph of its
 * simulation when it has an `<analogsimulation>`. Pictures are static
 * SVG files, loaded only when their tab is shown (./PictureTabs).
 */
import CodeBlock from "@theme/CodeBlock";
import { Fragment, type ReactNode } from "react";
import PictureTabs from "./PictureTabs";
import styles from "./styles.module.css";
import type { Picture, View, WarningGroup } from "./types";
import ZoomablePicture from "./ZoomablePicture";

interface Props {
  code: string;
  /** The code as highlighted HTML, made at build (plugins/code-highlight). */
  highlighted?: string;
  title?: string;
  defaultView: View;
  /** JSON: the rendered pictures, in tab order. */
  pictures: string;
  /** JSON: errors the circuit reports about itself, if any. */
  circuitErrors?: string;
  /** JSON: the circuit's warnings grouped by code, if any. */
  circuitWarnings?: string;
  /** The online editor with this example's code loaded. */
  editorUrl?: string;
}

const labels: Record<View, string> = {
  pcb: "PCB",
  schematic: "Schematic",
  "3d": "3D",
  pinout: "Pinout",
  simulation: "Simulation",
};

export default function CircuitPreview({
  code,
  highlighted,
  title,
  defaultView,
  pictures,
  circuitErrors,
  circuitWarnings,
  editorUrl,
}: Props): ReactNode {
  const shown = JSON.parse(pictures) as Picture[];
  const errors = circuitErrors ? (JSON.parse(circuitErrors) as string[]) : [];
  const warnings = circuitWarnings
    ? (JSON.parse(circuitWarnings) as WarningGroup[])
    : [];
  return (
    <div className={styles.preview} data-circuit-preview="">
      <CodeBlock language="tsx" title={title} highlighted={highlighted}>
        {code}
      </CodeBlock>
      <PictureTabs
        defaultValue={defaultView}
        className={styles.tabs}
        tabs={shown.map((picture) => ({
          value: picture.view,
          label: labels[picture.view],
          panel: <ZoomablePicture picture={picture} />,
        }))}
      />
      {editorUrl && (
        <p className={styles.tryIt} data-search-ignore="">
          <a href={editorUrl} target="_blank" rel="noopener noreferrer">
            Open in the online editor
          </a>
        </p>
      )}
      {errors.length > 0 && (
        <div className={styles.errors} role="note">
          <p>
            The circuit reports{" "}
            {errors.length === 1 ? "an error" : `${errors.length} errors`}:
          </p>
          <ul>
            {errors.map((error) => (
              <li key={error}>
                <code>{error}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {warnings.length > 0 && <Warnings groups={warnings} />}
    </div>
  );
}

/**
 * A warning's code name that may wrap only after its underscores
 * (`source_missing_<wbr>manufacturer_<wbr>…`), never inside a word: a long
 * name is wider than a phone's column.
 */
export function WarningName({ code }: { code: string }): ReactNode {
  const parts = code.split(/(?<=_)/);
  return (
    <code className={styles.warningName}>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed string
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </code>
  );
}

/** The circuit's warnings, one closed group per code, each with its count. */
function Warnings({ groups }: { groups: WarningGroup[] }): ReactNode {
  const total = groups.reduce((sum, group) => sum + group.messages.length, 0);
  return (
    <div
      className={styles.warnings}
      data-circuit-warnings=""
      // Generated text, not the page's prose: kept out of search.
      data-search-ignore=""
    >
      <p>
        The circuit reports {total === 1 ? "a warning" : `${total} warnings`}:
      </p>
      {groups.map((group) => (
        <details key={group.code} data-warning-code={group.code}>
          <summary>
            <WarningName code={group.code} /> ({group.messages.length})
          </summary>
          <ul>
            {group.messages.map((message, index) => (
              // Messages can repeat; their order never changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index}>{message}</li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
