import { t, uiLocale } from '@/lib/i18n/t';
import { COMPOSER_EARLY_KEYS } from '@/lib/composer/early-keys';
import { startEarlyRead } from '@/lib/storage/early-read';

// The composer beside the page (Chrome's side panel, Firefox's sidebar): the popup's composer and its one draft.
startEarlyRead(COMPOSER_EARLY_KEYS);

document.documentElement.lang = uiLocale() ?? 'en';
const opening = document.querySelector('.shell p');
if (opening) opening.textContent = t('composer_opening');

// Loaded the same way as the popup's (entrypoints/popup/main.tsx), so all three pages share one composer chunk.
void import('@/components/mount').then((m) => m.mountComposer(document.getElementById('app')!, 'sidepanel'));
