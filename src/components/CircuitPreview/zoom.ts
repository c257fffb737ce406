/**
 * How far the picture viewer zooms. A picture opens where its smallest text
 * is at least as large as the page's body text (the build measured that
 * text, `minTextPx`, at the picture's own width), or fitted to the screen
 * when it is readable that way already.
 */

/** The scale at which a width × height picture fits the stage. */
export function fitScale(
  picture: { width: number; height: number },
  stage: { width: number; height: number },
): number {
  if (picture.width <= 0 || picture.height <= 0) return 1;
  return Math.min(stage.width / picture.width, stage.height / picture.height);
}

/** A picture whose smallest text is this small opens at most this far in. */
export const maxOpeningScale = 12;

/**
 * The scale the viewer opens at: the fitted scale, or more if the smallest
 * text would be below `bodyTextPx` (never below 16 px) at that scale.
 */
export function openingScale(options: {
  fit: number;
  minTextPx?: number;
  bodyTextPx: number;
}): number {
  const { fit, minTextPx } = options;
  if (!minTextPx || minTextPx <= 0) return fit;
  const readable = Math.max(16, options.bodyTextPx) / minTextPx;
  return Math.min(Math.max(fit, readable), Math.max(fit, maxOpeningScale));
}

/** The range the reader can zoom over, around the opening scale. */
export function zoomRange(fit: number, opening: number) {
  return {
    minScale: Math.min(fit, opening) / 2,
    maxScale: Math.max(fit, opening) * 8,
  };
}
