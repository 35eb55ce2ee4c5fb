import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cleanUrl } from '@/lib/links/clean-url';
import { TRACKING_PARAMETERS } from '@/lib/links/tracking-parameters';

describe('cleanUrl', () => {
  it.each([
    // The parameters the table names, alone and together.
    ['https://shop.example/a?utm_source=newsletter&fbclid=x', 'https://shop.example/a'],
    ['https://shop.example/a?id=7&utm_source=newsletter&fbclid=x', 'https://shop.example/a?id=7'],
    ['https://shop.example/a?utm_medium=email&id=7&utm_campaign=fall', 'https://shop.example/a?id=7'],
    ['https://shop.example/a?utm_id=1&utm_content=b&utm_term=c&utm_custom=d', 'https://shop.example/a'],
    ['https://shop.example/?gclid=abc&dclid=def&msclkid=ghi', 'https://shop.example/'],
    ['https://news.example/p?mc_cid=1&mc_eid=2&page=2', 'https://news.example/p?page=2'],
    ['https://blog.example/p?_hsenc=p2&_hsmi=9&lang=de', 'https://blog.example/p?lang=de'],
    ['https://www.instagram.com/p/Cx1/?igshid=MzRl', 'https://www.instagram.com/p/Cx1/'],
    ['https://example.com/?ref_src=twsrc%5Etfw', 'https://example.com/'],
    ['https://example.com/a?gbraid=1&wbraid=2&srsltid=3&ttclid=4&twclid=5', 'https://example.com/a'],
    ['https://example.com/a?pk_campaign=x&mtm_source=y&keep=1', 'https://example.com/a?keep=1'],
    // Names in any case, encoded, or copied from HTML with `&amp;`.
    ['https://example.com/a?UTM_Source=x&FBCLID=y&q=1', 'https://example.com/a?q=1'],
    ['https://example.com/a?utm%5Fsource=x&q=1', 'https://example.com/a?q=1'],
    ['https://example.com/a?%75tm_medium=x&q=1', 'https://example.com/a?q=1'],
    ['https://example.com/a?q=1&amp;utm_source=x', 'https://example.com/a?q=1'],
    // Repeated parameters: every tracking copy goes, every other kept in order.
    ['https://example.com/a?utm_source=a&id=1&utm_source=b&id=2', 'https://example.com/a?id=1&id=2'],
    ['https://example.com/a?tag=x&tag=y&fbclid=1&fbclid=2', 'https://example.com/a?tag=x&tag=y'],
    // Kept parameters keep their spelling: no re-encoding.
    ['https://example.com/s?q=caf%C3%A9+au+lait&x=%7E&utm_source=a', 'https://example.com/s?q=caf%C3%A9+au+lait&x=%7E'],
    ['https://example.com/s?q=a%20b&empty=&flag&&utm_term=x', 'https://example.com/s?q=a%20b&empty=&flag&'],
    ['https://example.com/s?q=100%&utm_source=x', 'https://example.com/s?q=100%'],
    // Fragments: kept; cleaned when they carry parameters (`#/` routes, parameter lists).
    ['https://example.com/a?utm_source=x#section-2', 'https://example.com/a#section-2'],
    ['https://app.example/#/post/9?utm_source=x&view=full', 'https://app.example/#/post/9?view=full'],
    ['https://app.example/#!/post/9?fbclid=1', 'https://app.example/#!/post/9'],
    ['https://app.example/?id=1#/post/9?utm_medium=social', 'https://app.example/?id=1#/post/9'],
    ['https://example.com/a#utm_source=x&utm_medium=y', 'https://example.com/a'],
    ['https://example.com/a#utm_source=x&part=2', 'https://example.com/a#part=2'],
    ['https://example.com/a#:~:text=tracking%20free', 'https://example.com/a#:~:text=tracking%20free'],
    // Parameters that mean something else elsewhere are removed only where they track.
    ['https://youtu.be/dQw4?si=AbC&t=42', 'https://youtu.be/dQw4?t=42'],
    ['https://www.youtube.com/watch?v=dQw4&si=AbC', 'https://www.youtube.com/watch?v=dQw4'],
    ['https://open.spotify.com/track/1?si=abc', 'https://open.spotify.com/track/1'],
    ['https://x.com/ana/status/1?s=20&t=abc', 'https://x.com/ana/status/1'],
    ['https://shop.example/list?s=20&t=abc&si=1', 'https://shop.example/list?s=20&t=abc&si=1'],
    // Nothing to clean: the very same string.
    ['https://example.com/', 'https://example.com/'],
    ['https://example.com/a?', 'https://example.com/a?'],
    ['https://example.com/a?reference=1&utm=2&fbclidx=3', 'https://example.com/a?reference=1&utm=2&fbclidx=3'],
    ['http://127.0.0.1:8080/a?utm_source=x&b=1', 'http://127.0.0.1:8080/a?b=1'],
    // Other schemes and unreadable addresses are left exactly as given.
    ['mailto:ana@example.com?subject=hi&utm_source=x', 'mailto:ana@example.com?subject=hi&utm_source=x'],
    ['ftp://files.example/a?utm_source=x', 'ftp://files.example/a?utm_source=x'],
    ['javascript:alert(1)//?utm_source=x', 'javascript:alert(1)//?utm_source=x'],
    ['chrome://settings/?fbclid=1', 'chrome://settings/?fbclid=1'],
    ['www.example.com/a?utm_source=x', 'www.example.com/a?utm_source=x'],
    ['https://exa mple.com/?utm_source=x', 'https://exa mple.com/?utm_source=x'],
    ['not a link at all', 'not a link at all'],
    ['', ''],
  ])('%s → %s', (url, expected) => {
    expect(cleanUrl(url)).toBe(expected);
  });

  it('names who documents each parameter, in the comment above its line', () => {
    const lines = readFileSync('lib/links/tracking-parameters.ts', 'utf8').split('\n');
    const entries = lines.flatMap((line, i) => (line.trim().startsWith('...all(') ? [i] : []));
    expect(entries.length).toBeGreaterThan(10);
    for (const i of entries) expect(lines[i - 1]!.trim(), lines[i]).toMatch(/^\/\/ [A-Z][^:]*: \S/);
    expect(TRACKING_PARAMETERS.length).toBeGreaterThan(entries.length);
  });
});
