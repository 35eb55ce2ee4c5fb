/**
 * The simulated clock: real time plus an offset that only moves forward (`POST /__sandbox/clock`).
 * Everything time-based — publishing, video processing, rate windows, code lifetime, analytics —
 * reads this clock, so tests can jump hours ahead without waiting.
 */
export class SimClock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  nowIso(): string {
    return new Date(this.now()).toISOString();
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
