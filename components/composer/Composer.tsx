import { hasTitlePlatform } from '@/lib/service/platforms';
import type { Field } from '@/lib/draft/validate';
import type { Composer as ComposerModel } from '@/lib/composer/context';
import { t } from '@/lib/i18n/t';
import { AccountPicker } from './AccountPicker';
import { MediaSection } from './MediaSection';
import { OutboxList } from './OutboxList';
import { PostText } from './PostText';
import { SendBar } from './SendBar';
import { ThreadEditor } from './ThreadEditor';
import { TitleField } from './TitleField';
import { WhenPicker } from './WhenPicker';
import { PrefillOffer } from './PrefillOffer';
import { applyComposerStyles } from './composer-styles';

interface ComposerProps {
  composer: ComposerModel;
}

applyComposerStyles();

/** Where each field's problem sends the focus. */
const FOCUS: Record<Field, string> = {
  accounts: 'qp-accounts-first',
  text: 'qp-text',
  replies: 'qp-reply-1',
  title: 'qp-title',
  attachments: 'qp-attach',
  date: 'qp-date',
  time: 'qp-time',
  timeZone: 'qp-zone',
  general: 'qp-send',
};

function focusField(field: Field): void {
  const target =
    field === 'accounts' ? document.querySelector<HTMLElement>('.account-list input') : document.getElementById(FOCUS[field]);
  (target ?? document.getElementById('qp-send'))?.focus();
}

/** The composer (docs/design.md §3.2), the same in the popup and in a tab. Ctrl/Cmd+Enter sends from anywhere in it. */
export function Composer({ composer }: ComposerProps) {
  const { drafts, accounts } = composer;
  if (!drafts.loaded.value) return <p class="hint">{t('composer_opening')}</p>;
  const onSend = async () => {
    const field = await composer.send.send();
    if (field) focusField(field);
  };
  return (
    <form
      class="composer"
      aria-label={t('composer_form')}
      noValidate
      onSubmit={(e) => e.preventDefault()}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          void onSend();
        }
      }}
    >
      {composer.prefill && <PrefillOffer prefill={composer.prefill} />}
      <AccountPicker composer={composer} />
      <PostText composer={composer} />
      <ThreadEditor composer={composer} />
      {hasTitlePlatform(accounts.selectedTypes.value) && <TitleField composer={composer} />}
      <MediaSection composer={composer} />
      <WhenPicker composer={composer} />
      <SendBar composer={composer} onSend={() => void onSend()} />
      {drafts.saveError.value && <p class="error">{drafts.saveError.value}</p>}
      <OutboxList composer={composer} />
    </form>
  );
}
