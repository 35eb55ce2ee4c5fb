/**
 * Slot finding for "Add to queue" (docs/design.md §3.7). A slot is a wall time like a hand-picked one: a time in a
 * DST gap does not happen that day and is skipped; one that happens twice is the earlier.
 */
import { timesFor, type SlotTimes } from '@/lib/settings/posting-schedule';
import type { PostingSchedule } from '@/lib/settings/schema';

export interface Slot {
  date: string;
  time: string;
  timeZone: string;
  epochMs: number;
}

/** An upcoming post; `accounts` undefined when the record does not say (it then holds the slot for all). */
export interface Occupied {
  epochMs: number;
  accounts?: readonly number[] | undefined;
}

export interface QueueInput {
  schedule: PostingSchedule;
  timeZone: string;
  /** Empty: any post holds a slot (the posts view's "for all accounts"). */
  accounts: readonly number[];
  occupied: readonly Occupied[];
}

const HORIZON_DAYS = 56;

const minuteOf = (ms: number) => Math.floor(ms / 60_000);

/** The schedule's slots strictly after `after`, in order. */
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

/** An upcoming post of one of the accounts is due in the slot's minute, whatever its zone. */
export function isTaken(slot: Pick<Slot, 'epochMs'>, input: Pick<QueueInput, 'accounts' | 'occupied'>): boolean {
  const minute = minuteOf(slot.epochMs);
  return input.occupied.some(
    (o) =>
      minuteOf(o.epochMs) === minute &&
      (o.accounts === undefined || input.accounts.length === 0 || o.accounts.some((id) => input.accounts.includes(id))),
  );
}

/** The first free slot strictly after `after`. */
export function nextFreeSlot(input: QueueInput, after: number): Slot | undefined {
  // With an agency's 1,000 upcoming posts, each slot looks at those of its own minute (docs/design.md §5).
  const byMinute = new Map<number, Occupied[]>();
  for (const o of input.occupied) {
    const minute = minuteOf(o.epochMs);
    byMinute.set(minute, [...(byMinute.get(minute) ?? []), o]);
  }
  for (const slot of scheduleSlots(timesFor(input.schedule, input.accounts), input.timeZone, after))
    if (!isTaken(slot, { accounts: input.accounts, occupied: byMinute.get(minuteOf(slot.epochMs)) ?? [] })) return slot;
  return undefined;
}

export function previousFreeSlot(input: QueueInput, now: number, before: number): Slot | undefined {
  let found: Slot | undefined;
  for (const slot of scheduleSlots(timesFor(input.schedule, input.accounts), input.timeZone, now)) {
    if (slot.epochMs >= before) break;
    if (!isTaken(slot, input)) found = slot;
  }
  return found;
}

/** The one chosen (stepped to) if still free, else the next free one after it. */
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

/** Decided as it is stored, under the outbox's lock, so two posts queued at once never share a slot. */
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

/** "Tue 12:30 (Europe/Berlin)"; more than six days ahead, "Tue 10 Mar 12:30 …". */
export function slotText(slot: Slot, now: number, locale?: string): string {
  const far = slot.epochMs - now > WEEK_MS;
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    ...(far ? { day: 'numeric', month: 'short' } : {}),
    timeZone: slot.timeZone,
  }).format(slot.epochMs);
  return `${day} ${slot.time} (${slot.timeZone})`;
}
