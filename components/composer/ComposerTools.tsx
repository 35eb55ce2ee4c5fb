import { useSignal } from '@preact/signals';
import { hasThreadPlatform } from '@/lib/service/platforms';
import type { Composer } from '@/lib/composer/composer';
import { t } from '@/lib/i18n/t';
import { Icon } from '../ui/Icon';
import { IdeaNotice, ideasLoaded, saveAsIdea } from '../ideas/later-ideas';

interface ComposerToolsProps {
  composer: Composer;
}

/**
 * The bar of tools under the text: "Attach media" always (it opens the upload button and the library), the
 * thread's "Add reply" and "Split into thread" only while a Twitter account is chosen (docs/design.md §3.2), and
 * "Save as idea" at the end (components/ideas/).
 */
export function ComposerTools({ composer }: ComposerToolsProps) {
  const { drafts, accounts, media, thread } = composer;
  const replies = drafts.draft.value.replies;
  const forTwitter = hasThreadPlatform(accounts.selectedTypes.value);
  /** "Save as idea" was used here: its outcome is said below the tools. */
  const saving = useSignal(false);
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
      <button
        type="button"
        id="qp-save-idea"
        class="quiet end"
        onClick={() => {
          saving.value = true;
          void saveAsIdea(composer);
        }}
      >
        <Icon name="idea" />
        {t('ideas_save')}
      </button>
      {(saving.value || ideasLoaded()) && <IdeaNotice composer={composer} />}
    </div>
  );
}
