/**
 * A circuit picture full size in a modal <dialog>, zoomed with the wheel,
 * a pinch or + and −, moved by dragging or with the arrow keys; 0 returns
 * to the opening view and Escape closes it. Loaded on the first open only
 * (./ZoomablePicture), with @panzoom/panzoom for the pointer gestures.
 */
import Panzoom, { type PanzoomObject } from "@panzoom/panzoom";
import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import styles from "./PictureViewer.module.css";
import type { Picture } from "./types";
import { fitScale, openingScale, zoomRange } from "./zoom";

/** How far one arrow key press moves the picture, in screen pixels. */
const panStep = 80;

function bodyTextPx(): number {
  return Number.parseFloat(getComputedStyle(document.body).fontSize) || 16;
}

export default function PictureViewer({
  picture,
  onClose,
}: {
  picture: Picture;
  onClose: () => void;
}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const panzoom = useRef<PanzoomObject | null>(null);
  const close = useRef<HTMLButtonElement>(null);
  const helpId = useId();
  const [scale, setScale] = useState<number | null>(null);
  // The colour mode's picture, chosen once, when the viewer opens.
  const [src] = useState(() =>
    picture.darkSrc && document.documentElement.dataset.theme === "dark"
      ? picture.darkSrc
      : picture.src,
  );

  useEffect(() => {
    const box = dialog.current;
    const area = stage.current;
    const element = image.current;
    if (!box || !area || !element) return;
    box.showModal();
    const fit = fitScale(picture, {
      width: area.clientWidth,
      height: area.clientHeight,
    });
    const opening = openingScale({
      fit,
      minTextPx: picture.minTextPx,
      bodyTextPx: bodyTextPx(),
    });
    const zoom = Panzoom(element, {
      ...zoomRange(fit, opening),
      startScale: opening,
      canvas: true,
      cursor: "grab",
      step: 0.3,
    });
    panzoom.current = zoom;
    setScale(opening);
    const onChange = (event: Event) =>
      setScale((event as CustomEvent<{ scale: number }>).detail.scale);
    element.addEventListener("panzoomchange", onChange);
    area.addEventListener("wheel", zoom.zoomWithWheel, { passive: false });
    close.current?.focus();
    return () => {
      element.removeEventListener("panzoomchange", onChange);
      area.removeEventListener("wheel", zoom.zoomWithWheel);
      zoom.destroy();
      panzoom.current = null;
    };
  }, [picture]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const zoom = panzoom.current;
    if (!zoom || event.altKey || event.ctrlKey || event.metaKey) return;
    // Buttons keep their own Enter and Space; these keys are the viewer's.
    const step = panStep / zoom.getScale();
    const moves: Record<string, () => void> = {
      "+": () => zoom.zoomIn(),
      "=": () => zoom.zoomIn(),
      "-": () => zoom.zoomOut(),
      "0": () => zoom.reset(),
      ArrowLeft: () => zoom.pan(step, 0, { relative: true }),
      ArrowRight: () => zoom.pan(-step, 0, { relative: true }),
      ArrowUp: () => zoom.pan(0, step, { relative: true }),
      ArrowDown: () => zoom.pan(0, -step, { relative: true }),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-label={picture.alt}
      aria-describedby={helpId}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current?.close();
      }}
      data-picture-viewer=""
    >
      <div className={styles.toolbar}>
        <p className={styles.caption}>{picture.alt}</p>
        <div className={styles.buttons}>
          <button
            type="button"
            className="button button--secondary button--sm"
            aria-label="Zoom out"
            onClick={() => panzoom.current?.zoomOut()}
          >
            −
          </button>
          <button
            type="button"
            className="button button--secondary button--sm"
            aria-label="Back to the opening zoom"
            onClick={() => panzoom.current?.reset()}
          >
            <span data-zoom-percent="">
              {scale === null ? "" : `${Math.round(scale * 100)} %`}
            </span>
          </button>
          <button
            type="button"
            className="button button--secondary button--sm"
            aria-label="Zoom in"
            onClick={() => panzoom.current?.zoomIn()}
          >
            +
          </button>
          <button
            ref={close}
            type="button"
            className="button button--primary button--sm"
            onClick={() => dialog.current?.close()}
          >
            Close
          </button>
        </div>
      </div>
      <div ref={stage} className={styles.stage}>
        <img
          ref={image}
          src={src}
          width={picture.width}
          height={picture.height}
          alt=""
          draggable={false}
          className={styles.picture}
        />
      </div>
      <p id={helpId} className={styles.help}>
        Wheel or pinch to zoom, drag to move. Keys: + and − zoom, arrows move, 0
        resets, Esc closes.
      </p>
    </dialog>
  );
}
