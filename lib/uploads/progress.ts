/** Each report is a redraw or a message and a storage write, CPU the upload needs; five a second look smooth. */
export const PROGRESS_EVERY_MS = 200;

/** The first report at once, then the latest at most every PROGRESS_EVERY_MS. */
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
