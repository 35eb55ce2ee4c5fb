import { t, uiLocale } from '@/lib/i18n/t';
import { COMPOSER_EARLY_KEYS } from '@/lib/composer/early-keys';
import { readFirstScreen } from '@/lib/composer/first-screen';
import { earlyValues, startEarlyRead } from '@/lib/storage/early-read';
import { paintFirstScreen } from '@/components/first-paint/paint-first-screen';

// The draft, preferences and cached accounts are read while the composer's chunk loads, not after (docs/design.md §5).
startEarlyRead(COMPOSER_EARLY_KEYS);

// The static shell in index.html is English and stays tiny; it speaks the browser's language before any chunk loads.
document.documentElement.lang = uiLocale() ?? 'en';
const opening = document.querySelector('.shell p');
if (opening) opening.textContent = t('composer_opening');

// The first screen is painted from that read, before the composer's chunk arrives; the composer takes it over
// (components/first-paint/, docs/design.md §5).
const root = document.getElementById('app')!;
void earlyValues().then((raw) => paintFirstScreen(root, readFirstScreen(raw)));

// The composer loads as its own chunk.
// (`m.mountComposer`, not a destructured name: WXT's auto-import would turn a bare `mountComposer` into a static import.)
void import('@/components/mount').then((m) => m.mountComposer(root, 'popup'));
