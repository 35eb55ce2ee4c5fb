/**
 * Slot finding for "Add to queue" (docs/design.md §3.7), pure. A slot is a wall time like a hand-picked one
 * (when-rules.ts): a time in a DST gap does not happen that day and is skipped; one that happens twice is the earlier.
 */
import { timesFor, type SlotTimes } from '@/lib/settings/posting-schedule';
import type { PostingSchedule } from '@/lib/settings/schema';

export interface Slot {
  /** `YYYY-MM-DD` and `HH:mm` in `timeZone`: what Create Post is sent. */
  date: string;
  time: string;
  timeZone: string;
  epochMs: number;
}

/** An upcoming post's due time and account ids; `accounts` undefined when the record does not say (it then holds the slot for all). */
export interface Occupied {
  epochMs: number;
  accounts?: readonly number[] | undefined;
}

export interface QueueInput {
  /** The whole schedule: the chosen accounts' group's times apply, else the times for all (lib/settings/posting-schedule.ts). */
  schedule: PostingSchedule;
  timeZone: string;
  /** The chosen account ids; empty: any post holds a slot (the posts view's "for all accounts"). */
  accounts: readonly number[];
  occupied: readonly Occupied[];
}

/** How far ahead slots are looked for. */
const HORIZON_DAYS = 56;

const minuteOf = (ms: number) => Math.floor(ms / 60_000);

/** The schedule's slots strictly after `after` (epoch ms), in order, within HORIZON_DAYS. */
export function* scheduleSlots(schedule: SlotTimes, timeZone: string, after: number): Generator<Slot> {
  if (schedule.days.length === 0 || schedule.times.length === 0) return;
  const times = [...new Set(schedule.times)].sort().map((time) => ({ time, plain: Temporal.PlainTime.from(time) }));
  const first = Temporal.Instant.fromEpochMilliseconds(after).toZonedDateTimeISO(timeZone).toPlainDate();
  for (let d = 0; d <= HORIZON_DAYS; d += 1) {
    const date = first.add({ days: d });
    if (!schedule.days.includes(date.dayOfWeek)) continue;
    for (const { time, plain } of times) {
      const wall = date.toPlainDateTime(plain);
      const zoned = wall.toZonedDateTime(timeZone, { disambiguation: 'earlier' });
      // In the gap the wall time never happens: a hand-picked one would be refused, so this slot is not there.
      if (!zoned.toPlainDateTime().equals(wall)) continue;
      if (zoned.epochMilliseconds <= after) continue;
      yield { date: date.toString(), time, timeZone, epochMs: zoned.epochMilliseconds };
    }
  }
}

/** Whether an upcoming post of one of the accounts is due in that slot (the same minute, whatever its zone). */
export function isTaken(slot: Pick<Slot, 'epochMs'>, input: Pick<QueueInput, 'accounts' | 'occupied'>): boolean {
  const minute = minuteOf(slot.epochMs);
  return input.occupied.some(
    (o) =>
      minuteOf(o.epochMs) === minute &&
      (o.accounts === undefined || input.accounts.length === 0 || o.accounts.some((id) => input.accounts.includes(id))),
  );
}

/**
 * The upcoming posts by the minute they are due: with an agency's 1,000 upcoming posts, each slot looks at the few
 * of its own minute instead of all of them (docs/design.md §5 cost curves).
 */
function byMinute(input: Pick<QueueInput, 'accounts' | 'occupied'>): Pick<QueueInput, 'accounts'> & {
  at(minute: number): readonly Occupied[];
} {
  const map = new Map<number, Occupied[]>();
  for (const o of input.occupied) {
    const minute = minuteOf(o.epochMs);
    const list = map.get(minute);
    if (list) list.push(o);
    else map.set(minute, [o]);
  }
  return { accounts: input.accounts, at: (minute) => map.get(minute) ?? [] };
}

/** The first free slot strictly after `after`; undefined when none within the horizon (or no schedule). */
export function nextFreeSlot(input: QueueInput, after: number): Slot | undefined {
  const index = byMinute(input);
  for (const slot of scheduleSlots(timesFor(input.schedule, input.accounts), input.timeZone, after))
    if (!isTaken(slot, { accounts: index.accounts, occupied: index.at(minuteOf(slot.epochMs)) })) return slot;
  return undefined;
}

/** The last free slot after `now` and before `before`; undefined when there is none. */
export function previousFreeSlot(input: QueueInput, now: number, before: number): Slot | undefined {
  let found: Slot | undefined;
  for (const slot of scheduleSlots(timesFor(input.schedule, input.accounts), input.timeZone, now)) {
    if (slot.epochMs >= before) break;
    if (!isTaken(slot, input)) found = slot;
  }
  return found;
}

/** The free slot the person is shown: the one chosen (stepped to) if still free, else the next free one after it. */
export function shownSlot(input: QueueInput, now: number, chosen: number | null): Slot | undefined {
  return nextFreeSlot(input, Math.max(now, (chosen ?? now + 1) - 1));
}

/** The next `count` slots, free or taken (the posts view's queue). */
export function upcomingSlots(input: QueueInput, now: number, count: number): { slot: Slot; taken: boolean }[] {
  const shown: { slot: Slot; taken: boolean }[] = [];
  for (const slot of scheduleSlots(timesFor(input.schedule, input.accounts), input.timeZone, now)) {
    if (shown.length >= count) break;
    shown.push({ slot, taken: isTaken(slot, input) });
  }
  return shown;
}

/**
 * Where a queued post goes, decided once it is about to be stored (the background, under the outbox's lock): the
 * slot it asked for when that one is still free and ahead, else the next free slot after it — so two posts
 * queued at once, from two windows, never share a slot.
 */
export function placeInQueue(
  input: QueueInput,
  now: number,
  wanted: Pick<Slot, 'epochMs'>,
): { slot?: Slot; moved: boolean } {
  if (wanted.epochMs > now && !isTaken(wanted, input)) return { moved: false };
  const slot = nextFreeSlot(input, Math.max(now, wanted.epochMs));
  return slot ? { slot, moved: true } : { moved: true };
}

const WEEK_MS = 6 * 24 * 60 * 60 * 1000;

/** "Tue 12:30 (Europe/Berlin)"; a slot more than six days ahead also says its day ("Tue 10 Mar 12:30 …"). */
export function slotText(slot: Slot, now: number, locale?: string): string {
  const far = slot.epochMs - now > WEEK_MS;
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    ...(far ? { day: 'numeric', month: 'short' } : {}),
    timeZone: slot.timeZone,
  }).format(slot.epochMs);
  return `${day} ${slot.time} (${slot.timeZone})`;
}
