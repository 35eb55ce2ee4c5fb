/**
 * What the composer says about a post in the outbox (design.md §3.2 success state; §3.4 "will send at …").
 * Pure: entry, zones and locale in, a sentence out.
 */
import { instantOf } from '@/lib/api/post-time';
import { describeBothZones, formatInZone } from '@/lib/compose/schedule';
import type { OutboxEntry } from '@/lib/outbox/entry';

export type Tone = 'success' | 'waiting' | 'error';

export interface EntryText {
  tone: Tone;
  text: string;
}

/** The first words of the post, to say which one is meant. */
export function excerpt(content: string, max = 40): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? `“${flat}”` : `“${flat.slice(0, max - 1).trimEnd()}…”`;
}

function sentText(entry: OutboxEntry, personZone: string, locale?: string): string {
  const result = entry.result!;
  const id = result.postId === null ? 'the service accepted it, but its answer could not be read: check your posts list' : `post ${result.postId}`;
  const when = entry.post.when;
  const zone = result.timezone ?? when.timezone ?? personZone;
  const at = (result.scheduledDate ? instantOf(result.scheduledDate, zone) : undefined) ?? (when.instant ? entry.finishedAt : instantOf(`${when.date} ${when.time}`, zone));
  const time = at === undefined ? '' : `, ${describeBothZones(at, zone, personZone, locale)}`;
  return when.instant ? `Posted now: ${id}${time}.` : `Scheduled: ${id}, for ${time.slice(2)}.`;
}

export function describeEntry(entry: OutboxEntry, personZone: string, locale?: string): EntryText {
  const which = excerpt(entry.post.content);
  switch (entry.state) {
    case 'sent':
      return { tone: 'success', text: sentText(entry, personZone, locale) };
    case 'failed':
      return { tone: 'error', text: `Not sent: ${which}. ${entry.error?.sentence ?? 'Something unexpected went wrong: try again.'}` };
    case 'checking':
      return { tone: 'waiting', text: `Checking whether the service got ${which} before sending it again, so that it is never posted twice.` };
    case 'sending':
      return { tone: 'waiting', text: `Sending ${which}…` };
    case 'queued': {
      if (entry.wait?.reason === 'offline') {
        return { tone: 'waiting', text: `${which} is waiting for the network: Quickpost will send it when you are back online.` };
      }
      if (entry.wait?.reason === 'window') {
        const until = entry.wait.until === undefined ? 'as soon as the service allows' : `at ${formatInZone(entry.wait.until, personZone, locale)}`;
        return {
          tone: 'waiting',
          text: `${which} is queued and will send ${until}: the service’s hourly limit for posts is reached. Quickpost sends it by itself, even if you close this window.`,
        };
      }
      return { tone: 'waiting', text: `Sending ${which}…` };
    }
  }
}
