/** What the composer says about a post in the outbox (docs/design.md §3.2, §3.4 "will send at …"). */
import { instantOf } from '@/lib/api/post-time';
import { describeBothZones, formatInZone } from '@/lib/draft/when-rules';
import { failureSentence } from '@/lib/errors/sentence';
import { t, type MessageKey } from '@/lib/i18n/t';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';

/** A waiting entry, by its reason: said without a time while none is known. */
const WAIT_KEYS: Record<'offline' | 'window', { open: MessageKey; at: MessageKey }> = {
  offline: { open: 'outbox_offline', at: 'outbox_offline_at' },
  window: { open: 'outbox_window_soon', at: 'outbox_window_at' },
};

export type EntryText = { tone: 'success' | 'waiting' | 'error'; text: string };

/** The first words of the post, to say which one is meant. */
function excerpt(content: string, max = 40): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return t('outbox_quote', flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`);
}

const idOf = (entry: OutboxEntry) =>
  entry.result!.postId === null ? t('outbox_id_unreadable') : t('outbox_post_id', entry.result!.postId);

/** "Scheduled: post 12, for …"; posts sent together (customised per network) share their time, said once. */
export function sentText(entries: readonly OutboxEntry[], personZone: string, locale?: string): string {
  const entry = entries[0]!;
  const result = entry.result!;
  const id =
    entries.length > 1 ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(entries.map(idOf)) : idOf(entry);
  const when = entry.post.when;
  const zone = result.timezone ?? when.timezone ?? personZone;
  const at =
    (result.scheduledDate ? instantOf(result.scheduledDate, zone) : undefined) ??
    (when.instant ? entry.finishedAt : instantOf(`${when.date} ${when.time}`, zone));
  const time = at === undefined ? '' : describeBothZones(at, zone, personZone, locale);
  if (when.instant) return time ? t('outbox_posted_at', id, time) : t('outbox_posted', id);
  return t('outbox_scheduled', id, time);
}

/** A post waiting for Undo, said once with the whole wait: a live region counting down would be read every second. */
export function describeHeld(entry: OutboxEntry): string {
  const seconds = String(Math.max(1, Math.round(((entry.holdUntil ?? entry.createdAt) - entry.createdAt) / 1000)));
  const which = excerpt(entry.post.content);
  return entry.post.when.instant ? t('undo_status_now', which, seconds) : t('undo_status_scheduled', which, seconds);
}

export const failedText = (content: string, sentence: string) => t('outbox_failed', excerpt(content), sentence);

export function describeEntry(entry: OutboxEntry, personZone: string, locale?: string): EntryText {
  const which = excerpt(entry.post.content);
  const waiting = (text: string): EntryText => ({ tone: 'waiting', text });
  switch (entry.state) {
    case 'sent':
      return { tone: 'success', text: sentText([entry], personZone, locale) };
    case 'failed':
      return {
        tone: 'error',
        text: failedText(entry.post.content, failureSentence(entry.error, { timeZone: personZone, locale })),
      };
    case 'checking':
      return waiting(t('outbox_checking', which));
    case 'sending': {
      const retry = entry.retry;
      if (!retry) return waiting(t('outbox_sending', which));
      // Said once per wait, not counted down.
      const seconds = String(Math.max(1, Math.round(retry.delayMs / 1000)));
      return waiting(t('outbox_retrying', String(retry.status), seconds, String(retry.attempt), String(retry.of)));
    }
    case 'queued': {
      if (entry.holdUntil !== undefined) return waiting(t('outbox_held', which));
      const wait = entry.wait && WAIT_KEYS[entry.wait.reason];
      if (!wait) return waiting(t('outbox_sending', which));
      const until = entry.wait?.until;
      return waiting(
        until === undefined ? t(wait.open, which) : t(wait.at, which, formatInZone(until, personZone, locale)),
      );
    }
  }
}
