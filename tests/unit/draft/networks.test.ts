import { describe, expect, it } from 'vitest';
import type { Draft } from '@/lib/draft/draft';
import { emptyDraft } from '@/lib/draft/next-draft';
import { groupsOf, isCustomised, textFor } from '@/lib/draft/networks';
import { withCopy, withCustomising } from '@/lib/draft/network-edits';

const tw = { id: 1, type: 'twitter' };
const tw2 = { id: 4, type: 'twitter' };
const li = { id: 2, type: 'linkedin' };
const bs = { id: 3, type: 'bluesky' };
const draft = (patch: Partial<Draft>): Draft => ({ ...emptyDraft(), text: 'Shared', accounts: [tw, li, bs], ...patch });

describe('text per network: which accounts share a post', () => {
  it.each<[string, Partial<Draft>, Array<[string, number[]]>]>([
    ['not customising: one post to every account', {}, [['Shared', [1, 2, 3]]]],
    ['customising, nothing edited yet: still one post', { networks: { copies: [] } }, [['Shared', [1, 2, 3]]]],
    [
      'Twitter edited: two posts',
      { networks: { copies: [{ type: 'twitter', text: 'Short' }] } },
      [
        ['Short', [1]],
        ['Shared', [2, 3]],
      ],
    ],
    [
      'three different texts: three posts (three writes)',
      {
        networks: {
          copies: [
            { type: 'twitter', text: 'A' },
            { type: 'linkedin', text: 'B' },
          ],
        },
      },
      [
        ['A', [1]],
        ['B', [2]],
        ['Shared', [3]],
      ],
    ],
    [
      'a copy edited back to the shared text merges again',
      { networks: { copies: [{ type: 'twitter', text: ' Shared ' }] } },
      [['Shared', [1, 2, 3]]],
    ],
    [
      'identical copies merge',
      {
        networks: {
          copies: [
            { type: 'twitter', text: 'Same' },
            { type: 'bluesky', text: 'Same' },
          ],
        },
      },
      [
        ['Same', [1, 3]],
        ['Shared', [2]],
      ],
    ],
    [
      'two accounts of one platform share its copy',
      { accounts: [tw, li, tw2], networks: { copies: [{ type: 'twitter', text: 'T' }] } },
      [
        ['T', [1, 4]],
        ['Shared', [2]],
      ],
    ],
    [
      'a copy of a platform no longer chosen counts for nothing',
      { accounts: [li], networks: { copies: [{ type: 'twitter', text: 'T' }] } },
      [['Shared', [2]]],
    ],
    [
      'switched off: the copies are kept, every account gets the shared text',
      { networks: { copies: [{ type: 'twitter', text: 'T' }], off: true } },
      [['Shared', [1, 2, 3]]],
    ],
    ['no accounts: no post', { accounts: [] }, []],
  ])('%s', (_name, patch, expected) => {
    const groups = groupsOf(draft(patch));
    expect(groups.map((g) => [g.content, g.accounts.map((a) => a.id)])).toEqual(expected);
  });

  it('an untouched copy follows the shared text; a reset one follows it again', () => {
    const edited = withCopy(draft({ networks: { copies: [] } }), 'twitter', 'Mine');
    expect(textFor(edited, 'twitter')).toBe('Mine');
    expect(textFor({ ...edited, text: 'Changed' }, 'linkedin')).toBe('Changed');
    expect([isCustomised(edited, 'twitter'), isCustomised(edited, 'linkedin')]).toEqual([true, false]);
    const reset = withCopy({ ...edited, text: 'Changed' }, 'twitter', null);
    expect(isCustomised(reset, 'twitter')).toBe(false);
    expect(textFor(reset, 'twitter')).toBe('Changed');
  });

  it('switching off keeps what was typed, switching on again brings it back', () => {
    const edited = withCopy(withCustomising(draft({}), true), 'twitter', 'Mine');
    const off = withCustomising(edited, false);
    expect(textFor(off, 'twitter')).toBe('Shared');
    expect(textFor(withCustomising(off, true), 'twitter')).toBe('Mine');
  });
});

describe('a group after a partial failure', () => {
  const base = { createdAt: 0, attempts: 1, group: 'g' };
  const sent = {
    ...base,
    id: 'g/1',
    state: 'sent' as const,
    post: { content: 'T', when: { instant: true as const }, accounts: [tw] },
  };
  const failed = {
    ...base,
    id: 'g/2',
    state: 'failed' as const,
    post: { content: 'Shared', when: { instant: true as const }, accounts: [li, bs] },
  };
  const other = { ...failed, id: 'h/1', group: 'h' };

  it('brings back every refused post of the group with its accounts only, and names the platforms that went out', async () => {
    const { groupReturn } = await import('@/lib/composer/outbox-model');
    const d = draft({ networks: { copies: [{ type: 'twitter', text: 'T' }] } });
    const back = groupReturn({ ...failed, draft: d }, [sent, failed, other]);
    expect(back.back.map((e) => e.id)).toEqual(['g/2']);
    expect(back.draft.accounts.map((a) => a.id)).toEqual([2, 3]);
    expect(back.draft.networks).toEqual(d.networks);
    expect(back.wentOut).toEqual(['Twitter']);
  });
});
