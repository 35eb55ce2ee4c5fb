import type { Composer as ComposerModel } from '@/lib/composer/composer';
import { t } from '@/lib/i18n/t';
import { Composer } from './composer/Composer';
import { Icon } from './ui/Icon';

/** The composer beside the page (side panel, sidebar): the popup's draft; "Use this page" brings the tab's. */
export function SidePanelApp({ composer }: { composer: ComposerModel }) {
  const prefill = composer.prefill.value;
  return (
    <div class="popup-app sidepanel-app">
      <header class="topbar">
        <h1>{t('extName')}</h1>
        {prefill && (
          <button type="button" class="quiet small" onClick={() => void prefill.usePage()}>
            <Icon name="external" />
            {t('sidepanel_use_page')}
          </button>
        )}
      </header>
      <main>
        <Composer composer={composer} />
      </main>
    </div>
  );
}
