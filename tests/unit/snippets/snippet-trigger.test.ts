import { describe, expect, it } from 'vitest';
import { matching, moveChoice, triggerAt } from '@/lib/snippets/snippet-trigger';
import type { Snippet } from '@/lib/snippets/snippet';

const snippet = (name: string, order: number, networks: Snippet['networks'] = 'all'): Snippet => ({
  id: name,
  name,
  text: `<${name}>`,
  networks,
  addToEvery: false,
  order,
});
const snippets = [
  snippet('Signature', 2),
  snippet('Coffee tags', 0),
  snippet('Sign-up call', 1, ['linkedin']),
  snippet('Design tags', 3),
];

describe('the ; trigger', () => {
  it.each<[string, string, ReturnType<typeof triggerAt>]>([
    ['at the start', ';sig|', { start: 0, query: 'sig' }],
    ['after a word and a space', 'Great read ;co|', { start: 11, query: 'co' }],
    ['after a line break', 'Great read\n;|', { start: 11, query: '' }],
    ['with text after the caret', 'Hi ;si| there', { start: 3, query: 'si' }],
    ['inside a word: none', 'Hello;sig|', null],
    ['after a space past it: none', 'Hi ;sig nat|', null],
    ['a doubled ;: none', 'Hi ;;|', null],
    ['no ; at all', 'Hi there|', null],
  ])('%s', (_, typed, trigger) => {
    const caret = typed.indexOf('|');
    expect(triggerAt(typed.replace('|', ''), caret)).toEqual(trigger);
  });

  it.each<[string, string | undefined, string[]]>([
    ['', undefined, ['Coffee tags', 'Sign-up call', 'Signature', 'Design tags']],
    ['sig', undefined, ['Sign-up call', 'Signature', 'Design tags']],
    ['SIG', undefined, ['Sign-up call', 'Signature', 'Design tags']],
    ['tags', undefined, ['Coffee tags', 'Design tags']],
    ['sig', 'twitter', ['Signature', 'Design tags']],
    ['sig', 'linkedin', ['Sign-up call', 'Signature', 'Design tags']],
    ['zzz', undefined, []],
  ])('offers for "%s" (network %s) names that start with it, then names that contain it', (query, network, names) => {
    expect(matching(snippets, query, network).map((s) => s.name)).toEqual(names);
  });

  it.each<[number, string, number, number | null]>([
    [0, 'ArrowDown', 3, 1],
    [2, 'ArrowDown', 3, 0],
    [0, 'ArrowUp', 3, 2],
    [1, 'Home', 3, 0],
    [0, 'End', 3, 2],
    [0, 'ArrowDown', 0, null],
    [1, 'a', 3, null],
  ])('from %i, %s among %i gives %s', (at, key, count, next) => {
    expect(moveChoice(at, key, count)).toBe(next);
  });
});
