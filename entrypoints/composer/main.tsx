import { t, uiLocale } from '@/lib/i18n/t';
import { COMPOSER_EARLY_KEYS } from '@/lib/composer/early-keys';
import { startEarlyRead } from '@/lib/storage/early-read';
import { applyComposerStyles } from '@/components/composer/composer-styles';
import { keepFirstScreen } from '@/components/first-paint/keep';

// The draft, preferences and cached accounts are read while the composer's chunk loads, not after (docs/design.md §5).
startEarlyRead(COMPOSER_EARLY_KEYS);
// The composer's stylesheet, before its chunk arrives; and the draft as the popup opened next will first show it.
applyComposerStyles();
keepFirstScreen();

// The static HTML is English; the page speaks the browser's language.
document.title = t('composer_tab_heading');
document.documentElement.lang = uiLocale() ?? 'en';

// Loaded the same way as the popup's (entrypoints/popup/main.tsx), so both share one composer chunk.
void import('@/components/mount').then((m) => m.mountComposer(document.getElementById('app')!, 'tab'));
