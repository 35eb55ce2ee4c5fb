import { render } from 'preact';
import { browser } from '@/lib/storage/browser-api';
import { WelcomePage } from '@/components/welcome/WelcomePage';
import { ask } from '@/lib/messaging/request';
import { t, uiLocale } from '@/lib/i18n/t';
import { createOptionsModel } from '@/lib/options/model';
import './style.css';

// The static HTML is English; the page speaks the browser's language.
document.title = t('welcome_title');
document.documentElement.lang = uiLocale() ?? 'en';

const model = createOptionsModel({ ask });
const readShortcut = async () =>
  (await browser.commands.getAll()).find((c) => c.name === 'open-composer')?.shortcut ?? '';
// Firefox opens its shortcut manager itself (commands.openShortcutSettings, Firefox 137+); Chrome's page is a tab.
const openShortcutSettings = () =>
  void (import.meta.env.FIREFOX
    ? browser.commands.openShortcutSettings()
    : browser.tabs.create({ url: 'chrome://extensions/shortcuts' }));
render(
  <WelcomePage model={model} readShortcut={readShortcut} openShortcutSettings={openShortcutSettings} />,
  document.getElementById('app')!,
);
void model.load();
