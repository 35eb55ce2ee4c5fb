/**
 * How often an upload's progress is passed on. The browser reports progress about every 100 ms, often in bursts;
 * each report passed on is a redraw in the page (a render, layout and frame) or a message to the background and a
 * storage write — CPU the upload itself needs (the bench: a 1 GB upload on two cores). Five a second still move
 * smoothly to the eye.
 */
export const PROGRESS_EVERY_MS = 200;

/** Coalesces one upload's progress: the first report at once, then the latest at most every PROGRESS_EVERY_MS. */
export function progressShower(show: (loaded: number, total: number) => void) {
  let latest: [number, number] | undefined;
  let shownAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    if (!latest) return;
    shownAt = Date.now();
    show(...latest);
    latest = undefined;
  };
  return {
    report(loaded: number, total: number): void {
      latest = [loaded, total];
      if (timer === undefined) timer = setTimeout(flush, Math.max(0, shownAt + PROGRESS_EVERY_MS - Date.now()));
    },
    /** The upload has ended: a report still waiting is dropped (the end shows the final figures). */
    stop(): void {
      clearTimeout(timer);
      timer = undefined;
      latest = undefined;
    },
  };
}
