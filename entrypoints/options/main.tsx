import { render } from 'preact';
import { OptionsPage } from '@/components/OptionsPage';
import { ask } from '@/lib/messaging/request';
import { t, uiLocale } from '@/lib/i18n/t';
import { createOptionsModel } from '@/lib/options/model';
import { createScheduleModel } from '@/lib/options/schedule-model';
import { createForgetModel } from '@/lib/options/forget-model';
import { createSnippetsModel } from '@/lib/options/snippets-model';
import { createShareModel } from '@/lib/options/share-model';
import { shareSettingsItem } from '@/lib/storage/share-settings-item';
import { postingScheduleItem } from '@/lib/storage/schedule-item';
import { snippetsItem } from '@/lib/storage/snippets-item';
import { keepSnapshot } from '@/lib/storage/snapshot';
import './style.css';

// The static HTML is English; the page speaks the browser's language.
document.title = t('options_title');
document.documentElement.lang = uiLocale() ?? 'en';

const model = createOptionsModel({ ask });
const schedule = createScheduleModel({ ask, stored: postingScheduleItem });
const snippets = createSnippetsModel({ stored: snippetsItem, newId: () => crypto.randomUUID() });
const share = createShareModel({ ask, stored: shareSettingsItem });
const forget = createForgetModel({ ask, pageStorage: localStorage, afterwards: () => void model.load() });
render(
  <OptionsPage model={model} schedule={schedule} forget={forget} snippets={snippets} share={share} />,
  document.getElementById('app')!,
);
void model.load();
void schedule.load();
void snippets.load();
void share.load();
// Signing out here clears the cached accounts: the popup's snapshot goes with them at once (lib/storage/snapshot.ts),
// not only when a composer page opens next.
keepSnapshot();
