/**
 * CPU time (user + system, ms) spent by every Chromium process this bench started, from /proc (Linux). Unlike a
 * throughput, the CPU a piece of work costs hardly moves when colleagues load the machine: beside the upload's
 * MB/s it says how much more the composer asks of the browser than a bare XHR does.
 */
import { readFileSync } from 'node:fs';
import { browserPids } from './memory';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime
  } catch {
    return 0; // gone meanwhile
  }
}

/** Runs `work` and returns the browser's CPU time meanwhile, over the processes alive at the start. */
export async function whileCounting<T>(work: () => Promise<T>): Promise<{ result: T; cpuMs: number }> {
  const pids = browserPids();
  const before = pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const result = await work();
  return { result, cpuMs: pids.reduce((sum, pid) => sum + cpuMs(pid), 0) - before };
}
