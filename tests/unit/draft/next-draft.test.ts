/** The draft after a send (lib/draft/next-draft.ts): the last "when" choice and accounts, the settings' defaults first. */
import { describe, expect, it } from 'vitest';
import type { Draft } from '@/lib/draft/draft';
import { emptyDraft } from '@/lib/draft/next-draft';
import { nextDraft } from '@/lib/draft/next-draft';

const NOW = Date.UTC(2026, 2, 1, 12, 2);
const sent = (mode: 'now' | 'schedule' | 'queue', timeZone = 'Europe/Berlin'): Draft => ({
  ...emptyDraft([{ id: 1, type: 'twitter' }]),
  text: 'Sent',
  replies: ['r'],
  when: { mode, date: '2026-02-01', time: '08:00', timeZone },
});

describe('the next draft', () => {
  it.each(['now', 'schedule', 'queue'] as const)(
    'keeps “%s” with a fresh slot in the same zone, and nothing typed',
    (mode) => {
      expect(nextDraft(sent(mode), [], NOW)).toEqual({
        ...emptyDraft([{ id: 1, type: 'twitter' }]),
        when: { mode, date: '2026-03-01', time: '13:45', timeZone: 'Europe/Berlin' },
      });
    },
  );

  it('the settings’ default accounts win over the last ones', () => {
    expect(nextDraft(sent('queue'), [{ id: 7, type: 'bluesky' }], NOW).accounts).toEqual([{ id: 7, type: 'bluesky' }]);
  });

  it('a zone the clock cannot read leaves the "when" to the composer', () => {
    expect(nextDraft(sent('queue', 'Not/AZone'), [], NOW).when).toBeNull();
  });
});
