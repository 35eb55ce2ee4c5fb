import '@/components/composer/composer.css';
import { mountComposer } from '@/components/mount';
import { t } from '@/lib/i18n/t';

// The static HTML is English; the page speaks the browser's language.
document.title = t('composer_tab_heading');
mountComposer(document.getElementById('app')!, 'tab');
