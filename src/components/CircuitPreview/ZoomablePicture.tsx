/**
 * A picture of a circuit that opens full size, with zoom and pan, when
 * clicked or tapped. The viewer (./PictureViewer, with its pan-zoom
 * library) is loaded on the first open only, so pages do not pay for it.
 */
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useRef,
  useState,
} from "react";
import type { Picture } from "./types";
import styles from "./ZoomablePicture.module.css";

const PictureViewer = lazy(() => import("./PictureViewer"));

export default function ZoomablePicture({
  picture,
}: {
  picture: Picture;
}): ReactNode {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);
  const size = { width: picture.width, height: picture.height };
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.frame}
        data-view={picture.view}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {/* Both colour modes' pictures; CSS shows one, and the browser loads
            only the shown one, as the other is lazy and not displayed. */}
        <img
          className={picture.darkSrc ? styles.lightOnly : undefined}
          src={picture.src}
          {...size}
          loading="lazy"
          decoding="async"
          alt={picture.alt}
        />
        {picture.darkSrc && (
          <img
            className={styles.darkOnly}
            src={picture.darkSrc}
            {...size}
            loading="lazy"
            decoding="async"
            alt={picture.alt}
          />
        )}
        <span className={styles.hint}>Open full size</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <PictureViewer picture={picture} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
