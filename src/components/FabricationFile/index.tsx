/**
 * An excerpt of one fabrication file (Gerber layer, drill file, BOM or
 * pick-and-place), generated at build from a circuit example on the same
 * page (plugins/fabrication-files). In MDX, write
 * `<FabricationFile example="board.tsx" file="gerber:F_Cu" lines={10} />`;
 * the remark plugin adds `data`.
 */
import { staticMarkup } from "@site/src/components/StaticMarkup";
import type { ReactNode } from "react";
// Types only: nothing of the build-time code reaches the browser bundle.
import type { FabricationFileData } from "../../../plugins/fabrication-files/types";
import styles from "./styles.module.css";

interface Props {
  example: string;
  file: string;
  /** JSON: the excerpt, added at build time. */
  data?: string;
}

function FabricationFileMarkup({ example, data }: Props): ReactNode {
  if (!data) return null;
  const excerpt = JSON.parse(data) as FabricationFileData;
  const shown = excerpt.head.length + (excerpt.tail === undefined ? 0 : 1);
  const omitted = excerpt.totalLines - shown;
  const label = `${excerpt.name}, ${excerpt.kind}`;
  return (
    <figure className={styles.figure} data-fabrication-file={excerpt.name}>
      <figcaption className={styles.caption}>
        <code className={styles.name}>{excerpt.name}</code>{" "}
        <span>
          {excerpt.kind}, generated from <code>{example}</code>
          {omitted > 0
            ? `: ${shown} of ${excerpt.totalLines} lines shown`
            : `: all ${excerpt.totalLines} lines`}
        </span>
      </figcaption>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: lets keyboard users scroll long lines */}
      <section className={styles.scroll} tabIndex={0} aria-label={label}>
        <pre className={styles.pre}>
          <code>
            {excerpt.head.join("\n")}
            {excerpt.tail !== undefined ? (
              <>
                {"\n"}
                <span className={styles.omitted}>
                  {`… ${omitted} line${omitted === 1 ? "" : "s"} left out …`}
                </span>
                {`\n${excerpt.tail}`}
              </>
            ) : null}
          </code>
        </pre>
      </section>
    </figure>
  );
}

// Static once rendered: hydration adopts it as one element.
export default staticMarkup(FabricationFileMarkup);
