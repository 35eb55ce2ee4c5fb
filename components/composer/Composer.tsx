import { useSignal } from '@preact/signals';
import { hasTitlePlatform } from '@/lib/service/platforms';
import type { Field } from '@/lib/draft/fields';
import type { Composer as ComposerModel } from '@/lib/composer/composer';
import { t } from '@/lib/i18n/t';
import { AccountPicker } from './AccountPicker';
import { ComposerTools } from './ComposerTools';
import { MediaSection } from './MediaSection';
import { PostText } from './PostText';
import { SendBar } from './SendBar';
import { ThreadEditor } from './ThreadEditor';
import { TitleField } from './TitleField';
import { PrefillOffer } from './PrefillOffer';
import { OutboxList } from './OutboxList';
import { NetworkToggle } from './NetworkToggle';
import { WhenPicker } from './WhenPicker';
import { later } from '../ui/later';

// The preview: a feature of its own, loaded when first opened.
const PreviewPanel = later(() => import('./preview/PreviewPanel').then((m) => m.PreviewPanel));

interface ComposerProps {
  composer: ComposerModel;
}

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
    field === 'accounts'
      ? document.querySelector<HTMLElement>('.account-list input')
      : document.getElementById(FOCUS[field]);
  (target ?? document.getElementById('qp-send'))?.focus();
}

const hasFiles = (data: DataTransfer | null) => Boolean(data && [...data.types].includes('Files'));

/**
 * The composer (docs/design.md §3.2), the same in the popup and in a tab: accounts, text, tools, what the tools
 * added, when, and the send bar. Ctrl/Cmd+Enter sends from anywhere in it; files dropped or pasted anywhere on it
 * are uploaded as if chosen with "Upload from computer".
 */
export function Composer({ composer }: ComposerProps) {
  const { drafts, accounts, uploads } = composer;
  const dropping = useSignal(false);
  const previewing = useSignal(false);
  const prefill = composer.prefill.value;
  if (!drafts.loaded.value) return <p class="hint">{t('composer_opening')}</p>;
  const onSend = async () => {
    const field = await composer.send.send();
    if (field) focusField(field);
  };
  const take = (files: FileList | null | undefined) => {
    for (const file of files ?? []) void uploads.choose(file);
  };
  return (
    <form
      class={`composer${dropping.value ? ' dropping' : ''}`}
      aria-label={t('composer_form')}
      noValidate
      onSubmit={(e) => e.preventDefault()}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          void onSend();
        }
      }}
      onDragOver={(e) => {
        if (!hasFiles(e.dataTransfer)) return;
        e.preventDefault();
        dropping.value = true;
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) dropping.value = false;
      }}
      onDrop={(e) => {
        if (!hasFiles(e.dataTransfer)) return;
        e.preventDefault();
        dropping.value = false;
        take(e.dataTransfer?.files);
      }}
      onPaste={(e) => {
        // Text pastes as text; only a pasted file (an image copied from a page or a screenshot) becomes an upload.
        if (!e.clipboardData?.files.length) return;
        e.preventDefault();
        take(e.clipboardData.files);
      }}
    >
      {dropping.value && (
        <p class="drop-hint" aria-hidden="true">
          {t('media_drop_now')}
        </p>
      )}
      {prefill && (prefill.offer.value || prefill.notice.value) && <PrefillOffer prefill={prefill} />}
      <AccountPicker composer={composer} />
      <PostText composer={composer} />
      {new Set(accounts.selectedTypes.value).size > 1 && (
        <div class="networks-slot">
          <NetworkToggle composer={composer} />
        </div>
      )}
      <ComposerTools composer={composer} />
      {previewing.value && <PreviewPanel composer={composer} />}
      <ThreadEditor composer={composer} />
      {hasTitlePlatform(accounts.selectedTypes.value) && <TitleField composer={composer} />}
      <MediaSection composer={composer} />
      {(composer.outbox.notices.value.length > 0 || composer.outbox.error.value) && <OutboxList composer={composer} />}
      <WhenPicker composer={composer} />
      <SendBar
        composer={composer}
        onSend={() => void onSend()}
        preview={{ open: previewing.value, toggle: () => (previewing.value = !previewing.value) }}
      />
      {drafts.saveError.value && <p class="error">{drafts.saveError.value}</p>}
    </form>
  );
}
