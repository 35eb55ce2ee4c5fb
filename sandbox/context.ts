import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { SimClock } from './clock.ts';
import type { Limits } from './config.ts';
import { Faults } from './faults.ts';
import { runTransitions } from './publisher.ts';
import { seed } from './seed.ts';
import { emptyState, type State } from './state.ts';
import { Webhooks } from './webhooks.ts';

export type { SandboxEnv } from './env.ts';

/** One running simulator: its state, clock, faults, webhooks and files. Routes receive it. */
export class Sandbox {
  state: State;
  readonly clock = new SimClock();
  readonly faults = new Faults();
  readonly webhooks: Webhooks;
  /** Aborted on close: cancels fault delays and anything else waiting. */
  readonly lifecycle = new AbortController();
  /** Origin the sandbox is reachable at; absolute URLs of media files and avatars start with it. */
  baseUrl = '';

  constructor(
    readonly startLimits: Limits,
    readonly mediaDir: string,
    readonly say: (line: string) => void,
    readonly quiet: boolean,
  ) {
    this.state = emptyState(startLimits, 0);
    this.webhooks = new Webhooks(say);
  }

  /** Back to the seed: state, counters, tokens, webhooks, faults, clock offset, limits, files. */
  async reset(): Promise<void> {
    this.clock.reset();
    this.faults.clear();
    this.webhooks.clear();
    const next = emptyState(this.startLimits, this.state.generation + 1);
    await mkdir(this.mediaDir, { recursive: true });
    const names = await readdir(this.mediaDir);
    await Promise.all(names.map((name) => rm(join(this.mediaDir, name), { force: true, recursive: true })));
    await seed(next, this.mediaDir, this.clock.now());
    // Swapped in whole, so a request never sees a half-seeded state.
    this.state = next;
  }

  tick(): void {
    runTransitions(this);
  }
}
