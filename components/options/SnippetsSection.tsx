import { useRef } from 'preact/hooks';
import type { SnippetsModel } from '@/lib/options/snippets-model';
import { t } from '@/lib/i18n/t';
import { platformLabel } from '@/lib/service/platforms';
import type { Snippet } from '@/lib/snippets/snippet';
import { SettingsSection } from './SettingsSection';
import { SnippetEditor } from './SnippetEditor';
import './snippets.css';

interface SnippetsSectionProps {
  snippets: SnippetsModel;
}

/** "Every network" or the networks named, and whether it goes with every post. */
function about(snippet: Snippet): string {
  const networks =
    snippet.networks === 'all' ? t('snippets_networks_all') : snippet.networks.map(platformLabel).join(', ');
  return snippet.addToEvery ? t('snippets_about_added', networks) : networks;
}

/** Saves `text` as a file the browser downloads. */
function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url)); // after the download has taken the blob
}

/**
 * Settings → "Snippets": the list in the order the composer offers it, reordered with Move up and Move down (the
 * keyboard's way, no dragging needed), each edited in place; new ones, the JSON file out and in.
 */
export function SnippetsSection({ snippets }: SnippetsSectionProps) {
  const file = useRef<HTMLInputElement>(null);
  const list = snippets.list.value;
  const editing = snippets.editing.value;
  const move = (id: string, step: -1 | 1) =>
    void snippets.move(id, step).then(() => {
      // The moved row keeps the focus, on the button that can still move it.
      const same = document.getElementById(`qp-snippet-${id}-${step < 0 ? 'up' : 'down'}`) as HTMLButtonElement | null;
      (same && !same.disabled
        ? same
        : document.getElementById(`qp-snippet-${id}-${step < 0 ? 'down' : 'up'}`)
      )?.focus();
    });
  return (
    <SettingsSection name="snippets" title={t('snippets_heading')}>
      <p class="hint">{t('snippets_hint')}</p>
      {list.length === 0 && !editing && <p>{t('snippets_empty')}</p>}
      <ol class="snippet-list" aria-label={t('snippets_heading')}>
        {list.map((snippet, i) =>
          editing?.id === snippet.id ? (
            <li key={snippet.id} class="snippet-row editing">
              <SnippetEditor snippets={snippets} />
            </li>
          ) : (
            <li key={snippet.id} class="snippet-row">
              <div class="snippet-about">
                <p class="snippet-title">
                  <strong>{snippet.name}</strong> <span class="badge">{about(snippet)}</span>
                </p>
                <p class="snippet-body">{snippet.text}</p>
              </div>
              <div class="snippet-actions">
                <button
                  type="button"
                  class="icon"
                  id={`qp-snippet-${snippet.id}-up`}
                  aria-label={t('snippets_move_up', snippet.name)}
                  title={t('snippets_move_up', snippet.name)}
                  disabled={i === 0}
                  onClick={() => move(snippet.id, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  class="icon"
                  id={`qp-snippet-${snippet.id}-down`}
                  aria-label={t('snippets_move_down', snippet.name)}
                  title={t('snippets_move_down', snippet.name)}
                  disabled={i === list.length - 1}
                  onClick={() => move(snippet.id, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  aria-label={t('snippets_edit', snippet.name)}
                  onClick={() => {
                    snippets.edit(snippet.id);
                    requestAnimationFrame(() => document.getElementById('qp-snippet-name')?.focus());
                  }}
                >
                  {t('snippets_edit_short')}
                </button>
                <button
                  type="button"
                  aria-label={t('snippets_delete', snippet.name)}
                  onClick={() =>
                    void snippets.remove(snippet.id).then(() => document.getElementById('qp-snippet-add')?.focus())
                  }
                >
                  {t('snippets_delete_short')}
                </button>
              </div>
            </li>
          ),
        )}
      </ol>
      {editing && !list.some((s) => s.id === editing.id) && (
        <div class="snippet-row editing">
          <SnippetEditor snippets={snippets} />
        </div>
      )}
      <div class="actions">
        <button
          type="button"
          id="qp-snippet-add"
          onClick={() => {
            snippets.add();
            requestAnimationFrame(() => document.getElementById('qp-snippet-name')?.focus());
          }}
        >
          {t('snippets_add')}
        </button>
        <button
          type="button"
          disabled={list.length === 0}
          onClick={() => void snippets.exportFile().then((text) => download(text, 'quickpost-snippets.json'))}
        >
          {t('snippets_export')}
        </button>
        <button type="button" onClick={() => file.current?.click()}>
          {t('snippets_import')}
        </button>
        <input
          ref={file}
          type="file"
          accept=".json,application/json"
          hidden
          aria-label={t('snippets_import')}
          onChange={(e) => {
            const picker = e.currentTarget;
            const chosen = picker.files?.[0];
            picker.value = ''; // the same file chosen again is read again
            if (chosen) void chosen.text().then((text) => snippets.importFile(text));
          }}
        />
      </div>
      {/* A live region without role=status: the page's one status line stays the connection's. */}
      <p class="status" aria-live="polite">
        {snippets.status.value}
        {snippets.canUndo.value && (
          <>
            {' '}
            <button type="button" class="small" onClick={() => void snippets.undo()}>
              {t('snippets_undo')}
            </button>
          </>
        )}
      </p>
      <p class="alert" role="alert">
        {snippets.alert.value}
      </p>
    </SettingsSection>
  );
}
