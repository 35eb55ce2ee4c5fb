/**
 * A Send pressed on the popup's first paint is pressed again in the composer only on the draft the first paint showed
 * (lib/composer/first-screen-input.ts `showsSameDraft`; docs/security.md).
 */
import { describe, expect, it } from 'vitest';
import { emptyDraft, type Draft } from '@/lib/draft/draft';
import { showsSameDraft, type FirstScreenInput, type ShownDraft } from '@/lib/composer/first-screen-input';

const draft = (over: Partial<Draft> = {}): Draft => ({
  ...emptyDraft([{ id: 1, type: 'twitter' }]),
  text: 'Hello',
  when: { mode: 'now', date: '', time: '', timeZone: 'UTC' },
  ...over,
});
const shown: ShownDraft = { text: 'Hello', accounts: [1], mode: 'now' };
const none: FirstScreenInput = { accounts: [] };

describe('showsSameDraft', () => {
  it('the same draft: the press counts', () => {
    expect(showsSameDraft(draft(), shown, none, [])).toBe(true);
  });

  it('the person’s own input on both sides: still the same', () => {
    const input: FirstScreenInput = { text: 'Hello world', accounts: [{ id: 2, type: 'bluesky', checked: true }] };
    expect(showsSameDraft(draft(), shown, input, [])).toBe(true);
  });

  it('a draft without accounts shows the default accounts', () => {
    expect(showsSameDraft(draft({ accounts: [] }), shown, none, [{ id: 1 }])).toBe(true);
    expect(showsSameDraft(draft({ accounts: [] }), shown, none, [])).toBe(false);
  });

  it.each<[string, Partial<Draft>]>([
    ['the text changed', { text: 'Something else' }],
    [
      'an account was added',
      {
        accounts: [
          { id: 1, type: 'twitter' },
          { id: 3, type: 'threads' },
        ],
      },
    ],
    ['the "when" changed', { when: { mode: 'queue', date: '', time: '', timeZone: 'UTC' } }],
    ['a quote was added to the thread', { replies: ['“A quote” https://example.com'] }],
    ['an image was attached', { attachments: [{ media_id: 'image-1', type: 'image' }] }],
    ['a title was set', { title: 'A video' }],
  ])('%s behind the first paint: the press does not send', (_case, over) => {
    expect(showsSameDraft(draft(over), shown, none, [])).toBe(false);
  });
});
