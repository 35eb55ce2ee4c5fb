import type { SnippetsModel } from '@/lib/options/snippets-model';
import { t } from '@/lib/i18n/t';
import { knownPlatforms, platformLabel } from '@/lib/service/platforms';
import { FieldError, describedBy } from '../ui/FieldError';
import { CheckField } from './CheckField';

interface SnippetEditorProps {
  snippets: SnippetsModel;
}

/**
 * One snippet as it is typed: its name, its text, the networks it is for and whether it is added to every post for
 * them. A problem is said next to its field and nothing typed is cleared; Cancel leaves the list as it was.
 */
export function SnippetEditor({ snippets }: SnippetEditorProps) {
  const draft = snippets.editing.value;
  if (!draft) return null;
  const problems = snippets.problems.value;
  const chosen = draft.networks === 'all' ? [] : draft.networks;
  const toggle = (type: string, on: boolean) =>
    snippets.change({ networks: on ? [...chosen, type] : chosen.filter((c) => c !== type) });
  return (
    <form
      class="snippet-editor"
      aria-label={t('snippets_editor_label')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void snippets.save().then((saved) => {
          const first = document.querySelector<HTMLElement>('.snippet-editor [aria-invalid="true"]');
          if (!saved) first?.focus();
          else document.getElementById('qp-snippet-add')?.focus();
        });
      }}
    >
      <div class="field">
        <label for="qp-snippet-name">{t('snippets_name_label')}</label>
        <input
          id="qp-snippet-name"
          type="text"
          value={draft.name}
          aria-invalid={problems.name ? 'true' : undefined}
          aria-describedby={describedBy(problems.name && 'qp-snippet-name-error')}
          placeholder={t('snippets_name_placeholder')}
          onInput={(e) => snippets.change({ name: e.currentTarget.value })}
        />
        <FieldError id="qp-snippet-name-error" text={problems.name} />
      </div>
      <div class="field">
        <label for="qp-snippet-text">{t('snippets_text_label')}</label>
        <textarea
          id="qp-snippet-text"
          rows={3}
          value={draft.text}
          aria-invalid={problems.text ? 'true' : undefined}
          aria-describedby={describedBy(problems.text && 'qp-snippet-text-error')}
          onInput={(e) => snippets.change({ text: e.currentTarget.value })}
        />
        <FieldError id="qp-snippet-text-error" text={problems.text} />
      </div>
      <fieldset aria-describedby={describedBy(problems.networks && 'qp-snippet-networks-error')}>
        <legend>{t('snippets_networks_legend')}</legend>
        <label class="check">
          <input
            type="radio"
            name="qp-snippet-for"
            checked={draft.networks === 'all'}
            onChange={() => snippets.change({ networks: 'all' })}
          />
          {t('snippets_networks_all')}
        </label>
        <label class="check">
          <input
            type="radio"
            name="qp-snippet-for"
            checked={draft.networks !== 'all'}
            onChange={() => snippets.change({ networks: [] })}
          />
          {t('snippets_networks_chosen')}
        </label>
        {draft.networks !== 'all' && (
          <div class="snippet-networks">
            {knownPlatforms().map((type) => (
              <CheckField key={type} checked={chosen.includes(type)} onChange={(on) => toggle(type, on)}>
                {platformLabel(type)}
              </CheckField>
            ))}
          </div>
        )}
        <FieldError id="qp-snippet-networks-error" text={problems.networks} />
      </fieldset>
      <CheckField checked={draft.addToEvery} onChange={(addToEvery) => snippets.change({ addToEvery })}>
        {t('snippets_add_to_every')}
      </CheckField>
      <p class="hint">{t('snippets_add_to_every_hint')}</p>
      <div class="actions">
        <button type="submit" class="primary">
          {t('snippets_save')}
        </button>
        <button type="button" onClick={() => snippets.cancel()}>
          {t('snippets_cancel')}
        </button>
      </div>
    </form>
  );
}
