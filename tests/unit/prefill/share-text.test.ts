import { describe, expect, it } from 'vitest';
import { contentOf } from '@/lib/prefill/prefill-text';
import type { Prefill } from '@/lib/storage/prefill';
import { shareText } from '@/lib/prefill/share-text';
import { DEFAULT_SHARE_TEMPLATES } from '@/lib/settings/defaults';
import { ShareTemplates } from '@/lib/settings/share-templates';

const base = { id: 'p1', createdAt: 0, pageUrl: 'https://example.com/post', pageTitle: 'A good read' };
type Shared = Prefill & { source: 'page' | 'selection' | 'link' | 'image' };
const none = { types: [], measure: null };

describe('share text', () => {
  it.each<[string, Partial<Prefill> & Pick<Shared, 'source'>]>([
    ['page', { source: 'page' }],
    ['page without a title', { source: 'page', pageTitle: '' }],
    ['page whose title is its address', { source: 'page', pageTitle: 'https://example.com/post' }],
    ['page without an address', { source: 'page', pageUrl: undefined }],
    ['selection', { source: 'selection', selection: 'Coffee is good.' }],
    ['selection, whitespace tidied', { source: 'selection', selection: '  Coffee\t is \n\n\n\n good.  ' }],
    ['selection without an address', { source: 'selection', selection: 'Hi.', pageUrl: undefined }],
    ['empty selection: the page', { source: 'selection', selection: '   ' }],
    ['link', { source: 'link', linkUrl: 'https://shop.example/menu', linkText: 'Autumn menu' }],
    ['link without text', { source: 'link', linkUrl: 'https://shop.example/menu' }],
    ['link whose text is its address', { source: 'link', linkUrl: 'https://a.test/', linkText: 'https://a.test/' }],
    ['image', { source: 'image', image: { srcUrl: 'https://x/y.png', state: 'fetching' } }],
  ])('the default for %s is today’s text', (_, prefill) => {
    const shared = { ...base, ...prefill } as Shared;
    expect(shareText(shared, DEFAULT_SHARE_TEMPLATES, '@ana')).toEqual({
      text: contentOf(shared, none).text,
      unknown: [],
    });
  });

  it('fills in every placeholder from the prefill and the page’s author', () => {
    const templates = { ...DEFAULT_SHARE_TEMPLATES, link: '{link_text} on {site} ({title}) {url} — {author}' };
    const link = { ...base, source: 'link', linkUrl: 'https://www.shop.example/m', linkText: 'Menu' } as const;
    expect(shareText(link, templates, '@ana').text).toBe(
      'Menu on shop.example (A good read) https://www.shop.example/m — @ana',
    );
    expect(shareText(link, templates).text).toBe('Menu on shop.example (A good read) https://www.shop.example/m');
  });

  it('uses the issue’s selection template as written', () => {
    const templates = { ...DEFAULT_SHARE_TEMPLATES, selection: '“{selection}” — {author} {url}' };
    const selection = { ...base, source: 'selection', selection: 'Coffee is good.' } as const;
    expect(shareText(selection, templates, '@ana').text).toBe('“Coffee is good.” — @ana https://example.com/post');
  });

  it('reads stored templates, each falling back to its default alone', () => {
    expect(ShareTemplates.parse({})).toEqual(DEFAULT_SHARE_TEMPLATES);
    expect(ShareTemplates.parse({ ...DEFAULT_SHARE_TEMPLATES, page: 42, link: '{url}' })).toEqual({
      ...DEFAULT_SHARE_TEMPLATES,
      link: '{url}',
    });
  });
});
