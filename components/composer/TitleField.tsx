import { FieldInput } from '../ui/FieldInput';
import { checkTitle, firstLine, TITLE_MAX } from '@/lib/draft/title';
import { textFor } from '@/lib/draft/networks';
import { hasTitlePlatform } from '@/lib/service/platforms';
import type { Composer } from '@/lib/composer/composer';
import { t } from '@/lib/i18n/t';
import { FieldError, describedBy } from './FieldError';

/** The video title for YouTube and TikTok; empty, the first line of the text is used (shown as placeholder). */
export function TitleField({ composer }: { composer: Composer }) {
  const { drafts, send, accounts } = composer;
  const { title } = drafts.draft.value;
  // The first line of the text the video platform gets: its own copy when customised per network.
  const text = textFor(drafts.draft.value, accounts.selectedTypes.value.find((type) => hasTitlePlatform([type])) ?? '');
  const check = checkTitle(title, text);
  const problem = send.problems.value.title;
  return (
    <div class="field">
      <label for="qp-title">{t('title_label')}</label>
      <FieldInput
        id="qp-title"
        type="text"
        value={title}
        placeholder={firstLine(text)}
        invalid={problem}
        describedBy={describedBy('qp-title-hint', problem && 'qp-title-error')}
        onText={(value) => drafts.update((d) => ({ ...d, title: value }))}
      />
      <p id="qp-title-hint" class="hint">
        {t('title_hint', check.length, TITLE_MAX)}
        {check.source === 'typed' ? '' : ` ${t('title_hint_first_line')}`}
      </p>
      <FieldError id="qp-title-error" text={problem} />
    </div>
  );
}
