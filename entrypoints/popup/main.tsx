import { t, uiLocale } from '@/lib/i18n/t';
import { COMPOSER_EARLY_KEYS } from '@/lib/composer/early-keys';
import { startEarlyRead } from '@/lib/storage/early-read';

// The draft, preferences and cached accounts are read while the composer's chunk loads, not after (docs/design.md §5).
startEarlyRead(COMPOSER_EARLY_KEYS);

// The static shell in index.html is English and stays tiny; it speaks the browser's language before any chunk loads.
document.documentElement.lang = uiLocale() ?? 'en';
const opening = document.querySelector('.shell p');
if (opening) opening.textContent = t('composer_opening');

// The composer loads as its own chunk: the popup's first paint is the static shell in index.html (docs/design.md §5).
// (`m.mountComposer`, not a destructured name: WXT's auto-import would turn a bare `mountComposer` into a static import.)
void import('@/components/mount').then((m) => m.mountComposer(document.getElementById('app')!, 'popup'));
