import { describe, expect, it } from 'vitest';
import { renderTemplate, type TemplateValues } from '@/lib/prefill/share-template';

const all: TemplateValues = {
  title: 'A good read',
  url: 'https://example.com/post',
  selection: 'Coffee is good.',
  link_text: 'Autumn menu',
  site: 'example.com',
  author: '@ana',
};
const quote = '“{selection}” — {author} {url}';

describe('renderTemplate', () => {
  it.each<[string, string, TemplateValues, string]>([
    ['every value', quote, all, '“Coffee is good.” — @ana https://example.com/post'],
    ['missing author meta', quote, { ...all, author: '' }, '“Coffee is good.” https://example.com/post'],
    ['empty selection', quote, { ...all, selection: '  ' }, '@ana https://example.com/post'],
    ['no selection and no author', quote, { url: all.url }, 'https://example.com/post'],
    ['no address', quote, { ...all, url: '' }, '“Coffee is good.” — @ana'],
    ['nothing at all', quote, {}, ''],
    [
      '"via" goes with its author',
      '{title} via {author} {url}',
      { ...all, author: '' },
      'A good read https://example.com/post',
    ],
    [
      'a line break outlasts a dash',
      '{title} — {site}\n{url}',
      { ...all, site: '' },
      'A good read\nhttps://example.com/post',
    ],
    [
      'a blank line is kept once',
      '{title}\n\n{author}\n\n{url}',
      { ...all, author: '' },
      'A good read\n\nhttps://example.com/post',
    ],
    [
      'brackets go with their value',
      '{title} ({site}) {url}',
      { ...all, site: '' },
      'A good read https://example.com/post',
    ],
    ['and stay with it', '{title} ({site}) {url}', all, 'A good read (example.com) https://example.com/post'],
    [
      'a head and a tail are kept',
      'Reading: {title} {url} #coffee',
      { url: all.url },
      'Reading: https://example.com/post #coffee',
    ],
    ['a leading placeholder left empty', '{author}: {selection}', { selection: 'Hi.' }, 'Hi.'],
    ['a trailing one left empty', '{selection}\n\n— {author}', { selection: 'Hi.' }, 'Hi.'],
    ['values are trimmed', '{title}\n{url}', { title: '  A  ', url: ' https://a.test ' }, 'A\nhttps://a.test'],
    ['the same placeholder twice', '{site}: {title} ({site})', all, 'example.com: A good read (example.com)'],
    ['case is forgiven', '{Title} {URL}', all, 'A good read https://example.com/post'],
    ['a template without placeholders', 'Worth a read!', all, 'Worth a read!'],
    ['braces that are not a placeholder stay', '{ title } {url}', all, '{ title } https://example.com/post'],
  ])('%s', (_, template, values, text) => {
    expect(renderTemplate(template, values)).toEqual({ text, unknown: [] });
  });

  it('reports an unknown placeholder and never sends it as braces', () => {
    expect(renderTemplate('{title} by {writer} {url} {writer} {hashtag}', all)).toEqual({
      text: 'A good read https://example.com/post',
      unknown: ['writer', 'hashtag'],
    });
  });
});
