import { render } from 'preact';
import { signal } from '@preact/signals';
import { browser } from '@/lib/messaging/browser-api';
import { WelcomePage } from '@/components/welcome/WelcomePage';
import { request } from '@/lib/messaging';
import { t, uiLocale } from '@/lib/i18n/t';
import { createOptionsModel } from '@/lib/options/model';
import '@/assets/theme.css';
import './style.css';

// The static HTML is English; the page speaks the browser's language.
document.title = t('welcome_title');
document.documentElement.lang = uiLocale() ?? 'en';

const model = createOptionsModel({ request, requestOrigins: (origins) => browser.permissions.request({ origins }) });
// The shortcut as the browser has it now: the person may have changed or removed the suggested one.
const shortcut = signal<string | null>(null);
void browser.commands.getAll().then(
  (commands) => (shortcut.value = commands.find((c) => c.name === 'open-composer')?.shortcut ?? ''),
  () => (shortcut.value = ''),
);
render(<WelcomePage model={model} shortcut={shortcut} />, document.getElementById('app')!);
void model.load();
