/** The crop rectangle of "Attach a screenshot", kept inside the picture, in the capture's own pixels. */

export type Rect = { x: number; y: number; width: number; height: number };

export type Size = Pick<Rect, 'width' | 'height'>;

/** No crop narrower or lower than this (a drag that is really a click keeps the last rectangle). */
const MIN_CROP = 8;
/** How far one key press moves or resizes, in the picture's pixels (a tenth of that with Alt). */
const KEY_STEP = 10;

const clamp = (n: number, low: number, high: number) => Math.min(Math.max(n, low), high);

/** The whole picture: what "Attach" takes when the person changes nothing. */
export const whole = ({ width, height }: Size): Rect => ({ x: 0, y: 0, width, height });

/** The rectangle between where the pointer went down and where it is now (either corner first), inside the picture. */
export function fromDrag(start: { x: number; y: number }, end: { x: number; y: number }, size: Size): Rect | null {
  const x1 = clamp(Math.round(Math.min(start.x, end.x)), 0, size.width);
  const y1 = clamp(Math.round(Math.min(start.y, end.y)), 0, size.height);
  const x2 = clamp(Math.round(Math.max(start.x, end.x)), 0, size.width);
  const y2 = clamp(Math.round(Math.max(start.y, end.y)), 0, size.height);
  if (x2 - x1 < MIN_CROP || y2 - y1 < MIN_CROP) return null;
  return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
}

/** Moved by (dx, dy), kept whole inside the picture. */
export function moved(rect: Rect, dx: number, dy: number, size: Size): Rect {
  return {
    ...rect,
    x: clamp(rect.x + dx, 0, size.width - rect.width),
    y: clamp(rect.y + dy, 0, size.height - rect.height),
  };
}

/** Grown or shrunk from its top-left corner by (dw, dh), never below MIN_CROP nor past the picture's edge. */
export function resized(rect: Rect, dw: number, dh: number, size: Size): Rect {
  return {
    ...rect,
    width: clamp(rect.width + dw, Math.min(MIN_CROP, size.width), size.width - rect.x),
    height: clamp(rect.height + dh, Math.min(MIN_CROP, size.height), size.height - rect.y),
  };
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** What a key does to the rectangle: arrows move it, shift+arrows resize it; null for any other key. */
export function byKey(rect: Rect, key: { key: string; shiftKey: boolean; altKey: boolean }, size: Size): Rect | null {
  const arrow = ARROWS[key.key];
  if (!arrow) return null;
  const step = key.altKey ? 1 : KEY_STEP;
  const [dx, dy] = [arrow[0] * step, arrow[1] * step];
  return key.shiftKey ? resized(rect, dx, dy, size) : moved(rect, dx, dy, size);
}
