import { render } from 'preact';
import browser from 'webextension-polyfill';
import { OptionsPage } from '@/components/OptionsPage';
import { request } from '@/lib/messaging';
import { t, uiLocale } from '@/lib/i18n/t';
import { createOptionsModel } from '@/lib/options/model';
import '@/assets/theme.css';
import './style.css';

// The static HTML is English; the page speaks the browser's language.
document.title = t('options_title');
document.documentElement.lang = uiLocale() ?? 'en';

const model = createOptionsModel({ request, requestOrigins: (origins) => browser.permissions.request({ origins }) });
render(<OptionsPage model={model} />, document.getElementById('app')!);
void model.load();
