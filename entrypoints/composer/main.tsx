import { t, uiLocale } from '@/lib/i18n/t';

// The static HTML is English; the page speaks the browser's language.
document.title = t('composer_tab_heading');
document.documentElement.lang = uiLocale() ?? 'en';

// Loaded the same way as the popup's (entrypoints/popup/main.tsx), so both share one composer chunk.
void import('@/components/mount').then((m) => m.mountComposer(document.getElementById('app')!, 'tab'));
