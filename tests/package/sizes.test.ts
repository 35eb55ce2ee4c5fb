/** The release build within its size bars (tests/bench/sizes.ts): the popup until usable, and the background. */
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { extensionSizes, SIZE_BARS } from '../bench/sizes';
import { RELEASE_DIR } from './release-build';

it.each(Object.entries(SIZE_BARS))('%s loads at most %i bytes gzipped before it is usable', (page, bar) => {
  const sizes = extensionSizes(join(RELEASE_DIR, 'chrome-mv3')).find((s) => s.page === page)!;
  expect(sizes.usable.gzip, `${page}: ${sizes.usable.files.join(', ')}`).toBeLessThanOrEqual(bar);
});
