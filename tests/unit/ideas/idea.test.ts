import { describe, expect, it } from 'vitest';
import type { Draft } from '@/lib/draft/draft';
import { emptyDraft } from '@/lib/draft/next-draft';
import { ideaOf } from '@/lib/ideas/idea';
import { Idea } from '@/lib/ideas/idea-schema';

const account = { id: 7, type: 'twitter' };
const draft: Draft = {
  ...emptyDraft([account]),
  text: '\n  New autumn menu at Café Lumen \nMore below',
  replies: ['Second part'],
  attachments: [{ media_id: 'm1', type: 'image', url: 'https://cdn.test/1.png' }],
  when: { mode: 'schedule', date: '2026-12-01', time: '09:30', timeZone: 'Europe/Berlin' },
  networks: { copies: [{ type: 'linkedin', text: 'For LinkedIn' }] },
  updatedAt: 5,
};

describe('an idea', () => {
  it('keeps the whole draft, titled by its first line', () => {
    expect(ideaOf(draft, 'i1', 1000)).toEqual({
      id: 'i1',
      savedAt: 1000,
      title: 'New autumn menu at Café Lumen',
      draft,
    });
  });

  it('keeps a draft being sent as the person wrote it', () => {
    expect(ideaOf({ ...draft, outboxId: 'o1' }, 'i1', 1000).draft).toEqual(draft);
  });

  it.each<[string, Partial<Draft>, string]>([
    ['a video title first', { title: 'My video' }, 'My video'],
    ['a network’s own text when the shared one is empty', { text: '' }, 'For LinkedIn'],
    ['a reply when there is no other text', { text: '', networks: undefined }, 'Second part'],
    ['only media: no title', { text: '', networks: undefined, replies: [] }, ''],
    ['a long line cut', { text: 'é'.repeat(200) }, `${'é'.repeat(79)}…`],
  ])('%s', (_, change, title) => {
    expect(ideaOf({ ...draft, ...change }, 'i1', 0).title).toBe(title);
  });

  it('reads back what it stored; a damaged draft falls back field by field', () => {
    const idea = ideaOf(draft, 'i1', 1000);
    expect(Idea.parse(JSON.parse(JSON.stringify(idea)))).toEqual(idea);
    const damaged = Idea.parse({ ...idea, draft: { ...idea.draft, when: 'soon' } });
    expect(damaged.draft).toEqual({ ...draft, when: null });
    expect(Idea.safeParse({ ...idea, id: '' }).success).toBe(false);
  });
});
