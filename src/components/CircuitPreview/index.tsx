/**
 * A circuit example: its code, and the PCB, schematic and 3D pictures the
 * build rendered from it (plugins/circuit-previews). Pictures are static
 * SVG files, loaded only when their tab is shown (./PictureTabs).
 */
import CodeBlock from "@theme/CodeBlock";
import type { ReactNode } from "react";
import PictureTabs from "./PictureTabs";
import styles from "./styles.module.css";

type View = "pcb" | "schematic" | "3d" | "pinout";

interface Picture {
  view: View;
  src: string;
  width: number;
  height: number;
}

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
  /** The online editor with this example's code loaded. */
  editorUrl?: string;
}

const labels: Record<View, string> = {
  pcb: "PCB",
  schematic: "Schematic",
  "3d": "3D",
  pinout: "Pinout",
};

export default function CircuitPreview({
  code,
  highlighted,
  title,
  defaultView,
  pictures,
  circuitErrors,
  editorUrl,
}: Props): ReactNode {
  const shown = JSON.parse(pictures) as Picture[];
  const errors = circuitErrors ? (JSON.parse(circuitErrors) as string[]) : [];
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
          panel: (
            <div className={styles.frame} data-view={picture.view}>
              <img
                src={picture.src}
                width={picture.width}
                height={picture.height}
                loading="lazy"
                decoding="async"
                alt={`${labels[picture.view]} view of the circuit above`}
              />
            </div>
          ),
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
    </div>
  );
}
