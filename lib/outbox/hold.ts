/** Undo send: a post sent from the composer waits this long in the outbox before its request leaves (pure). */
import { DEFAULT_UNDO_SECONDS, MAX_UNDO_SECONDS } from '@/lib/settings/defaults';
import type { OutboxEntry } from '../storage/outbox-entry';

/** The wait the person chose, in ms, within 0–30 s. */
export function holdMsOf(undoSeconds: number | undefined): number {
  const seconds = undoSeconds ?? DEFAULT_UNDO_SECONDS;
  return Math.min(Math.max(0, Math.round(seconds)), MAX_UNDO_SECONDS) * 1000;
}

/** Still waiting for Undo: queued, with a hold, nothing sent yet (its time may have passed while no worker ran). */
export const isHeld = (entry: Pick<OutboxEntry, 'state' | 'holdUntil'>): boolean =>
  entry.state === 'queued' && entry.holdUntil !== undefined;

/** Whole seconds until it leaves, rounded up ("Posting in 5 s" right after the send, never "in 0 s" before it). */
export function secondsLeft(entry: Pick<OutboxEntry, 'holdUntil'>, now: number): number {
  return entry.holdUntil === undefined ? 0 : Math.max(0, Math.ceil((entry.holdUntil - now) / 1000));
}
