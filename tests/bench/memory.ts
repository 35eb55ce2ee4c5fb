/**
 * The browser's memory: the proportional set size (PSS: shared pages split between the processes sharing
 * them, so the sum is not inflated) of every Chromium process this bench started, from /proc (Linux).
 */
import { readdirSync, readFileSync } from 'node:fs';

function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined; // gone meanwhile
  }
}

/** One process's proportional set size. */
export function pssKiB(pid: number): number {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(rollup.match(/^Pss:\s+(\d+) kB/m)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Chromium processes descending from this Node process (Playwright launches the browser as our child). */
export function browserPids(root = process.pid): number[] {
  const pids = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number);
  const parents = new Map(pids.map((pid) => [pid, parentOf(pid)]));
  const descends = (pid: number): boolean => {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p)) if (p === root) return true;
    return false;
  };
  return pids.filter((pid) => descends(pid) && /chrom/i.test(readFileSync(`/proc/${pid}/comm`, 'utf8')));
}

const browserMemoryMiB = (): number => browserPids().reduce((sum, pid) => sum + pssKiB(pid), 0) / 1024;

/** Samples the browser's memory every `everyMs` while `work` runs; the peak and the figure just before. */
export async function whileSampling<T>(
  work: () => Promise<T>,
  everyMs = 250,
): Promise<{ result: T; beforeMiB: number; peakMiB: number }> {
  const beforeMiB = browserMemoryMiB();
  let peakMiB = beforeMiB;
  const timer = setInterval(() => {
    peakMiB = Math.max(peakMiB, browserMemoryMiB());
  }, everyMs);
  try {
    const result = await work();
    return { result, beforeMiB, peakMiB: Math.max(peakMiB, browserMemoryMiB()) };
  } finally {
    clearInterval(timer);
  }
}
