import { describe, expect, it } from 'vitest';
import { emptyDraft } from '@/lib/draft/next-draft';
import { groupsOf } from '@/lib/draft/networks';
import { linksToClean, taggedDraft, withCleanLink } from '@/lib/links/sent-links';
import { DEFAULT_LINK_SETTINGS } from '@/lib/settings/defaults';

const mine = 'https://blog.example/post?id=7';
const theirs = 'https://other.example/a';
const accounts = [
  { id: 1, type: 'twitter' },
  { id: 2, type: 'linkedin' },
];
const draft = { ...emptyDraft(accounts), text: `Read ${mine} and ${theirs}`, inserted: [mine, theirs] };
const tagging = { ...DEFAULT_LINK_SETTINGS, tag: true, sites: ['blog.example'], campaign: 'autumn' };

describe('taggedDraft', () => {
  it('tags the inserted links to the person’s sites per network, and they go out as one post per network', () => {
    const tagged = taggedDraft(draft, tagging);
    expect(groupsOf(tagged).map((g) => g.content)).toEqual([
      `Read ${mine}&utm_source=twitter&utm_medium=social&utm_campaign=autumn and ${theirs}`,
      `Read ${mine}&utm_source=linkedin&utm_medium=social&utm_campaign=autumn and ${theirs}`,
    ]);
  });

  it('tags a per-network copy as that network gets it', () => {
    const copies = { copies: [{ type: 'linkedin', text: `Own words ${mine}` }] };
    const tagged = taggedDraft({ ...draft, networks: copies }, { ...tagging, campaign: '' });
    expect(groupsOf(tagged).map((g) => g.content)).toEqual([
      `Read ${mine}&utm_source=twitter&utm_medium=social and ${theirs}`,
      `Own words ${mine}&utm_source=linkedin&utm_medium=social`,
    ]);
  });

  it.each([
    ['tagging is off', { ...draft }, { ...tagging, tag: false }],
    ['no site is listed', { ...draft }, { ...tagging, sites: [] }],
    ['the person typed the link', { ...draft, inserted: [] }, tagging],
    ['the person edited the link', { ...draft, text: `Read ${mine}&x=1` }, tagging],
  ])('leaves the draft as written when %s', (_, given, settings) => {
    expect(taggedDraft(given, settings)).toBe(given);
  });
});

describe('Clean this link', () => {
  const typed = 'https://shop.example/m?utm_source=newsletter&size=2&fbclid=x';
  const withTyped = { ...draft, text: `${typed} and ${mine}`, replies: [`again ${typed}`], inserted: [mine] };

  it('offers only the links the person wrote that carry tracking parameters', () => {
    expect(linksToClean(withTyped)).toEqual([typed]);
    expect(linksToClean({ ...withTyped, inserted: [mine, typed] })).toEqual([]);
    expect(linksToClean({ ...withTyped, text: 'https://shop.example/m?size=2', replies: [] })).toEqual([]);
  });

  it('cleans the link wherever it stands and makes it Quickpost’s', () => {
    const cleaned = withCleanLink(withTyped, typed);
    expect(cleaned.text).toBe(`https://shop.example/m?size=2 and ${mine}`);
    expect(cleaned.replies).toEqual(['again https://shop.example/m?size=2']);
    expect(cleaned.inserted).toEqual([mine, 'https://shop.example/m?size=2']);
    expect(linksToClean(cleaned)).toEqual([]);
  });
});
