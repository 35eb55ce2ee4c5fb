/** The size bars of docs/design.md §5 on the release build: the popup until usable and the background, gzipped. */
import { describe, expect, it } from 'vitest';
import { extensionSizes, SIZE_BARS } from '../bench/sizes';
import { targetDir } from './package-fixtures';

describe('chrome-mv3 release sizes', () => {
  const sizes = extensionSizes(targetDir('chrome-mv3'));

  it.each(Object.entries(SIZE_BARS))('%s loads at most %i bytes gzipped until usable', (page, bar) => {
    const measured = sizes.find((s) => s.page === page);
    expect(measured, page).toBeDefined();
    expect(measured!.usable.gzip).toBeLessThanOrEqual(bar);
  });
});
