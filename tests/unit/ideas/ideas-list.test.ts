import { describe, expect, it } from 'vitest';
import { emptyDraft } from '@/lib/draft/next-draft';
import { t } from '@/lib/i18n/t';
import { ideaOf, type Idea } from '@/lib/ideas/idea';
import { IDEAS_LIMIT, IDEAS_WARN_FROM, newestFirst, saveIdea, searchIdeas } from '@/lib/ideas/ideas-list';

const idea = (id: string, savedAt: number, text = id, replies: string[] = []): Idea =>
  ideaOf({ ...emptyDraft(), text, replies }, id, savedAt);
const many = (n: number) => Array.from({ length: n }, (_, i) => idea(`i${i}`, i));

describe('the ideas list', () => {
  const ideas = [
    idea('a', 1, 'Autumn menu at Café Lumen'),
    idea('b', 3, 'Espresso tasting', ['Bring a friend to the CAFÉ']),
    idea('c', 2, 'Winter hours'),
  ];

  it('lists newest first', () => {
    expect(newestFirst(ideas).map((i) => i.id)).toEqual(['b', 'c', 'a']);
  });

  it.each([
    ['', ['b', 'c', 'a']],
    ['café', ['b', 'a']],
    ['  lumen   AUTUMN ', ['a']],
    ['friend', ['b']],
    ['spring', []],
  ])('searching "%s" finds %j', (query, ids) => {
    expect(searchIdeas(ideas, query).map((i) => i.id)).toEqual(ids);
  });

  it('saves a new idea and replaces one saved again', () => {
    const saved = saveIdea(ideas, idea('d', 4));
    expect('ideas' in saved && saved.ideas.map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
    const again = saveIdea(ideas, idea('a', 5, 'Autumn menu, final'));
    expect('ideas' in again && again.ideas.map((i) => i.title)).toEqual([
      'Espresso tasting',
      'Winter hours',
      'Autumn menu, final',
    ]);
  });

  it('warns from IDEAS_WARN_FROM on, before the limit', () => {
    expect(saveIdea(many(IDEAS_WARN_FROM - 2), idea('x', 0))).not.toHaveProperty('warning');
    expect(saveIdea(many(IDEAS_WARN_FROM - 1), idea('x', 0))).toMatchObject({
      warning: { key: 'ideas_nearly_full', args: [IDEAS_WARN_FROM, IDEAS_LIMIT] },
    });
  });

  it('refuses the idea past the limit with a sentence, and drops nothing', () => {
    const full = many(IDEAS_LIMIT);
    expect(saveIdea(full.slice(1), idea('x', 0))).toMatchObject({ ideas: { length: IDEAS_LIMIT } });
    expect(saveIdea(full, idea('x', 0))).toEqual({ refused: { key: 'ideas_full', args: [IDEAS_LIMIT] } });
    expect(saveIdea(full, idea('i7', 9, 'edited'))).toMatchObject({ ideas: { length: IDEAS_LIMIT } });
    expect(t('ideas_full', IDEAS_LIMIT)).toContain('500');
  });
});
