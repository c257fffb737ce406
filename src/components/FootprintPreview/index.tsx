/**
 * The PCB picture of a footprint string, with the string as caption.
 * `src`, `width` and `height` are filled in at build time by the footprints
 * remark plugin (plugins/footprints/remark.ts) from `footprint`.
 */
import useBaseUrl from "@docusaurus/useBaseUrl";
import clsx from "clsx";
import type { ReactNode } from "react";
import styles from "./styles.module.css";

export interface FootprintPreviewProps {
  /** The footprint string, e.g. `soic8_p1.27mm`. */
  footprint: string;
  src?: string;
  width?: number | string;
  height?: number | string;
  className?: string;
  /** Show the string under the picture (default true). */
  caption?: boolean;
}

export default function FootprintPreview({
  footprint,
  src,
  width,
  height,
  className,
  caption = true,
}: FootprintPreviewProps): ReactNode {
  const url = useBaseUrl(src ?? "");
  if (!src || !width || !height) {
    throw new Error(
      `<FootprintPreview footprint="${footprint}"> has no picture: the footprints remark plugin (plugins/footprints/remark.ts) fills in src, width and height at build time.`,
    );
  }
  return (
    <figure className={clsx(styles.preview, className)}>
      <img
        className={styles.picture}
        src={url}
        width={Number(width)}
        height={Number(height)}
        loading="lazy"
        decoding="async"
        alt={`PCB footprint of ${footprint}`}
      />
      {caption ? (
        <figcaption className={styles.caption}>
          <code>{footprint}</code>
        </figcaption>
      ) : null}
    </figure>
  );
}
