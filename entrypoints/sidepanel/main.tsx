import { t, uiLocale } from '@/lib/i18n/t';
import { COMPOSER_EARLY_KEYS } from '@/lib/composer/early-keys';
import { startEarlyRead } from '@/lib/storage/early-read';
import { applyComposerStyles } from '@/components/composer/composer-styles';
import { keepFirstScreen } from '@/components/first-paint/keep';

// The composer beside the page (Chrome's side panel, Firefox's sidebar): the popup's composer and its one draft.
startEarlyRead(COMPOSER_EARLY_KEYS);
// The composer's stylesheet, before its chunk arrives; and the draft as the popup opened next will first show it.
applyComposerStyles();
keepFirstScreen();

document.documentElement.lang = uiLocale() ?? 'en';
const opening = document.querySelector('.shell p');
if (opening) opening.textContent = t('composer_opening');

// Loaded the same way as the popup's (entrypoints/popup/main.tsx), so all three pages share one composer chunk.
void import('@/components/mount').then((m) => m.mountComposer(document.getElementById('app')!, 'sidepanel'));
