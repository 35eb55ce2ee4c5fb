/**
 * "Post this image": the background stores why the image failed as data (lib/errors/fetch-failures.ts), and the
 * composer words it when it shows it — in the language of that moment, with the size in that language's numbers.
 */
import { afterEach, expect, it } from 'vitest';
import { failedImageText } from '@/lib/errors/fetch-sentences';
import { PrefillImage } from '@/lib/prefill/item';
import { speak } from '../fakes/speak';

afterEach(() => speak('en'));

/** As storage.local keeps it: JSON, read back through the schema. */
const stored = (image: unknown) => PrefillImage.parse(JSON.parse(JSON.stringify(image)));

it('a refusal stored while the browser spoke English is said in German once it speaks German', () => {
  speak('en');
  const image = stored({
    srcUrl: 'https://cdn.example/a.png',
    state: 'failed',
    failure: { why: 'refused', host: 'cdn.example', status: 403 },
  });
  expect(failedImageText(image)).toMatch(/^cdn\.example refused to give the image \(HTTP 403\)\. Save the image/);
  speak('de');
  expect(failedImageText(image)).toMatch(/^cdn\.example hat das Bild verweigert \(HTTP 403\)\. /);
});

it('the size limit is said in the units of the language shown', () => {
  speak('de');
  const image = stored({ srcUrl: 'data:', state: 'failed', failure: { why: 'too-big', maxBytes: 20 * 1024 * 1024 } });
  expect(failedImageText(image)).toMatch(/^Dieses Bild ist größer als die 20 MB,/);
});

it('an image cleared before it was attached asks for "Post this image" again; anything else has a generic sentence', () => {
  expect(failedImageText(stored({ srcUrl: 'x', state: 'failed', failure: { why: 'gone' } }))).toMatch(
    /^The fetched image is no longer here.*Upload from computer/s,
  );
  expect(failedImageText(stored({ srcUrl: 'x', state: 'failed' }))).toMatch(/^The image could not be prepared\. /);
});
