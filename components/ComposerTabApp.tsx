import type { Composer as ComposerModel } from '@/lib/composer/composer';
import { t } from '@/lib/i18n/t';
import { Composer } from './composer/Composer';

/** The composer in a tab or window: the same composer, room for long posts, and uploads that outlive the popup. */
export function ComposerTabApp({ composer }: { composer: ComposerModel }) {
  return (
    <main>
      <h1>{t('composer_tab_heading')}</h1>
      <Composer composer={composer} />
    </main>
  );
}
