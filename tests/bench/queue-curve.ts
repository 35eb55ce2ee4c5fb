/**
 * The queue's next free slot with 10, 100 and 1,000 upcoming posts, computed as the composer does on each change of
 * the draft (docs/design.md §3.7), in an extension page for the browser's native Temporal. Aim: < 5 ms at 1,000.
 */
import { nextFreeSlot } from '@/lib/draft/queue-slots';
import { occupiedBy } from '@/lib/outbox/taken-slots';
import type { ListedPost } from '@/lib/service/post';
import { prng } from '../../sandbox/prng';
import { spread, type Spread } from './stats';

const SIZES = [10, 100, 1000] as const;
const TIMES = ['08:00', '09:00', '12:30', '15:00', '17:00'];
const ZONE = 'Europe/Berlin';
/** The chosen accounts: a group of four of agency-xl's 150 (sandbox/README.md). */
const CHOSEN = [45, 46, 48, 49];

/** `count` upcoming posts in the schedule's slots from now on, for one to three of 150 accounts, the chosen ones often. */
function upcoming(count: number, now: number): ListedPost[] {
  const random = prng(count);
  const start = Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(ZONE).toPlainDate();
  return Array.from({ length: count }, (_, i) => {
    const day = start.add({ days: 1 + Math.floor(i / 25) });
    const time = TIMES[i % TIMES.length]!;
    const at = day.toZonedDateTime({ timeZone: ZONE, plainTime: Temporal.PlainTime.from(time) });
    const accounts = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
      random() < 0.3 ? CHOSEN[Math.floor(random() * 4)]! : 45 + Math.floor(random() * 150),
    );
    return {
      id: i + 1,
      status: 'scheduled',
      scheduled_date: at.toPlainDateTime().toString().replace('T', ' ').slice(0, 19),
      timezone: ZONE,
      accounts: accounts.map((id) => ({ id, type: 'twitter' })),
    };
  });
}

export interface QueueCurve {
  /** Milliseconds per next-free-slot, by number of upcoming posts. */
  bySize: Record<number, Spread>;
  ratio: number;
  /** The first computation after the list is read (its due times not yet read once), by size. */
  cold: Record<number, number>;
}

function measureQueueCurve(runs = 60): QueueCurve {
  const now = Date.parse('2026-11-23T07:00:00Z');
  const schedule = { days: [1, 2, 3, 4, 5, 6, 7], times: TIMES };
  const bySize: Record<number, Spread> = {};
  const cold: Record<number, number> = {};
  for (const size of SIZES) {
    const posts = upcoming(size, now);
    const samples: number[] = [];
    for (let i = 0; i < runs + 5; i++) {
      const started = performance.now();
      // What the composer does on each change: what holds a slot, then the first free one for the chosen accounts.
      const occupied = occupiedBy(posts, []);
      const slot = nextFreeSlot({ schedule, timeZone: ZONE, accounts: CHOSEN, occupied }, now);
      const took = performance.now() - started;
      if (!slot) throw new Error(`no free slot with ${size} upcoming posts`);
      if (i === 0) cold[size] = took;
      if (i >= 5) samples.push(took); // the first runs warm the JIT
    }
    bySize[size] = spread(samples);
  }
  return { bySize, ratio: bySize[1000]!.median / Math.max(bySize[10]!.median, 0.1), cold };
}

// The page runs the bundle and calls this (cost-curves.ts `measureQueueInPage`).
(globalThis as { measureQueueCurve?: typeof measureQueueCurve }).measureQueueCurve = measureQueueCurve;
