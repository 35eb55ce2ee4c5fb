import { useSignal } from '@preact/signals';
import { hasThreadPlatform, hasTitlePlatform } from '@/lib/service/platforms';
import type { Field } from '@/lib/draft/fields';
import type { Composer as ComposerModel } from '@/lib/composer/composer';
import { t } from '@/lib/i18n/t';
import { AccountPicker } from './AccountPicker';
import { MediaSection } from './MediaSection';
import { PostText, TitleField } from './PostText';
import { SendBar } from './SendBar';
import { ThreadEditor } from './ThreadEditor';

import { PrefillOffer } from './PrefillOffer';
import { OutboxList } from './OutboxList';
import { NetworkToggle } from './NetworkToggle';
import { WhenPicker } from './WhenPicker';
import { later } from '../ui/later';
import { Icon } from '../ui/Icon';
import { AddedSnippets, SnippetTools } from './snippets/later-snippets';
import { IdeaNotice, ideasLoaded, saveAsIdea } from '../ideas/later-ideas';

const PreviewPanel = later(() => import('./preview/PreviewPanel').then((m) => m.PreviewPanel));

/** Where each field's problem sends the focus. */
const FOCUS: Record<Field, string> = {
  accounts: '.account-list input',
  text: '#qp-text',
  replies: '#qp-reply-1',
  title: '#qp-title',
  attachments: '#qp-attach',
  date: '#qp-date',
  time: '#qp-time',
  timeZone: '#qp-zone',
  general: '#qp-send',
};

const hasFiles = (data: DataTransfer | null) => Boolean(data && [...data.types].includes('Files'));

/**
 * The composer (docs/design.md §3.2), the same in the popup, a tab and the side panel. Ctrl/Cmd+Enter sends from
 * anywhere in it; files dropped or pasted on it are uploaded as if chosen with "Upload from computer".
 */
export function Composer({ composer }: { composer: ComposerModel }) {
  const { drafts, accounts, uploads } = composer;
  const dropping = useSignal(false);
  const previewing = useSignal(false);
  const saving = useSignal(false);
  const prefill = composer.prefill.value;
  if (!drafts.loaded.value) return <p class="hint">{t('composer_opening')}</p>;
  const onSend = async () => {
    const field = await composer.send.send();
    if (field) (document.querySelector<HTMLElement>(FOCUS[field]) ?? document.getElementById('qp-send'))?.focus();
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
      {composer.snippets.list.value.length > 0 && <AddedSnippets composer={composer} />}
      {new Set(accounts.selectedTypes.value).size > 1 && (
        <div class="networks-slot">
          <NetworkToggle composer={composer} />
        </div>
      )}
      <Tools composer={composer} saving={saving.value} />
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
        onSaveIdea={() => {
          saving.value = true;
          void saveAsIdea(composer);
        }}
      />
      {drafts.saveError.value && <p class="error">{drafts.saveError.value}</p>}
    </form>
  );
}

/**
 * Under the text: "Attach media", "Insert snippet" once there are snippets, the thread's "Add reply" and "Split into
 * thread" while Twitter is chosen, and what "Save as idea" (in the send bar; components/ideas/) did.
 */
function Tools({ composer, saving }: { composer: ComposerModel; saving: boolean }) {
  const { drafts, accounts, media, thread, snippets } = composer;
  const replies = drafts.draft.value.replies;
  const forTwitter = hasThreadPlatform(accounts.selectedTypes.value);
  return (
    <div class="tools">
      <button
        type="button"
        id="qp-attach"
        class={`quiet${media.open.value ? ' on' : ''}`}
        aria-expanded={media.open.value ? 'true' : 'false'}
        aria-controls="qp-media-panel"
        onClick={media.toggle}
      >
        <Icon name="attach" />
        {t('media_attach_open')}
      </button>
      {snippets.list.value.length > 0 && <SnippetTools composer={composer} />}
      {forTwitter && (
        <>
          <button
            type="button"
            id="qp-add-reply"
            class="quiet"
            title={t('thread_hint')}
            onClick={() => {
              thread.add();
              // The new reply takes the focus once it is drawn.
              requestAnimationFrame(() => document.getElementById(`qp-reply-${replies.length + 1}`)?.focus());
            }}
          >
            <Icon name="plus" />
            {t('thread_add_reply')}
          </button>
          <button type="button" id="qp-split" class="quiet" onClick={() => void thread.split()}>
            <Icon name="thread" />
            {t('thread_split')}
          </button>
        </>
      )}
      {(saving || ideasLoaded()) && <IdeaNotice composer={composer} />}
    </div>
  );
}
