import { useEffect, useRef } from 'preact/hooks';
import type { Composer } from '@/lib/composer/composer';
import { plural } from '@/lib/i18n/plural';
import { t } from '@/lib/i18n/t';
import { Icon } from '../ui/Icon';
import { IdeaRow } from './IdeaRow';
import { ideasOf } from './ideas-of';
import './ideas.css';

interface IdeasViewProps {
  composer: Composer;
  /** An idea went into the composer: the popup shows it. */
  onOpened: () => void;
}

/** Downloads the list as a JSON file, named for today. */
function download(text: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  link.download = `quickpost-ideas-${new Date().toISOString().slice(0, 10)}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

/**
 * The ideas inbox (docs/design.md §3.7): drafts kept in the browser, newest first, with a search box; each opens in the
 * composer, goes to the queue, or is deleted with Undo. The list travels as a JSON file (export, import).
 */
export function IdeasView({ composer, onOpened }: IdeasViewProps) {
  const ideas = ideasOf(composer);
  const file = useRef<HTMLInputElement>(null);
  useEffect(ideas.hush, []);
  const all = ideas.all.value;
  const shown = ideas.shown.value;
  const deleted = ideas.deleted.value;
  return (
    <section class="qp-ideas" aria-labelledby="qp-ideas-heading">
      <div class="qp-ideas-head">
        <h2 id="qp-ideas-heading" class="sr-only">
          {t('popup_tab_ideas')}
        </h2>
        <span class="search">
          <Icon name="search" />
          <input
            type="search"
            aria-label={t('ideas_search')}
            placeholder={t('ideas_search')}
            value={ideas.query.value}
            onInput={(e) => ideas.search(e.currentTarget.value)}
          />
        </span>
      </div>
      <p role="status" class="result">
        {ideas.notice.value}
        {deleted && (
          <button type="button" class="quiet" onClick={() => void ideas.undoRemove()}>
            {t('undo')}
          </button>
        )}
      </p>
      <p role="alert" class="alert">
        {ideas.error.value}
      </p>
      {shown.length > 0 ? (
        <ul class="qp-ideas-list" aria-label={plural(all.length, 'ideas_count_one', 'ideas_count_other')}>
          {shown.map((idea) => (
            <IdeaRow
              key={idea.id}
              idea={idea}
              model={ideas}
              accounts={composer.accounts.accounts.value}
              timeZone={composer.zone()}
              locale={composer.ports.locale}
              onOpened={onOpened}
            />
          ))}
        </ul>
      ) : (
        <p class="hint qp-ideas-empty">{all.length ? t('ideas_no_match') : t('ideas_none')}</p>
      )}
      <footer class="row qp-ideas-file">
        <span class="hint">{plural(all.length, 'ideas_count_one', 'ideas_count_other')}</span>
        <button type="button" class="quiet" disabled={!all.length} onClick={() => download(ideas.file())}>
          {t('ideas_export')}
        </button>
        <button type="button" class="quiet" onClick={() => file.current?.click()}>
          {t('ideas_import')}
        </button>
        <input
          ref={file}
          type="file"
          class="sr-only"
          tabIndex={-1}
          accept="application/json,.json"
          aria-label={t('ideas_import')}
          onChange={(e) => {
            const input = e.currentTarget;
            const chosen = input.files?.[0];
            input.value = ''; // the same file may be chosen again
            if (chosen) void chosen.text().then(ideas.importFile);
          }}
        />
      </footer>
    </section>
  );
}
