import type { Composer as ComposerModel } from '@/lib/composer/context';
import { t } from '@/lib/i18n/t';
import { Composer } from './composer/Composer';

interface SidePanelAppProps {
  composer: ComposerModel;
}

/**
 * The composer beside the page (Chrome's side panel, Firefox's sidebar): the same composer and draft as the popup,
 * open while the person browses. "Use this page" brings the current tab's title and URL, as the toolbar does.
 */
export function SidePanelApp({ composer }: SidePanelAppProps) {
  const prefill = composer.prefill.value;
  return (
    <main>
      <header>
        <h1>{t('extName')}</h1>
        {prefill && (
          <button type="button" onClick={() => void prefill.usePage()}>
            {t('sidepanel_use_page')}
          </button>
        )}
      </header>
      <Composer composer={composer} />
    </main>
  );
}
