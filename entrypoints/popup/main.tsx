import { COMPOSER_EARLY_KEYS } from '@/lib/composer/early-keys';
import { startEarlyRead } from '@/lib/storage/early-read';

// The first screen is up already, painted by popup.html's first script (entrypoints/first-paint.ts), which also
// brought the composer's stylesheet; the composer takes it over (components/first-paint/, docs/design.md §5).

// The draft, preferences and cached accounts are read while the composer's chunk loads, not after.
startEarlyRead(COMPOSER_EARLY_KEYS);

// The composer loads as its own chunk.
// (`m.mountComposer`, not a destructured name: WXT's auto-import would turn a bare `mountComposer` into a static import.)
void import('@/components/mount').then((m) => m.mountComposer(document.getElementById('app')!, 'popup'));
