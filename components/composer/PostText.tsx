import { countersFor } from '@/lib/draft/counters';
import type { Composer } from '@/lib/composer/context';
import { t } from '@/lib/i18n/t';
import { Counters } from './Counters';
import { FieldError, describedBy } from './FieldError';

interface PostTextProps {
  composer: Composer;
}

/** The post's text, with a live counter per chosen platform. */
export function PostText({ composer }: PostTextProps) {
  const { drafts, accounts, twitter, send, ports } = composer;
  const text = drafts.draft.value.text;
  const counters = countersFor(text, accounts.selectedTypes.value, twitter.measure.value);
  const problem = send.problems.value.text;
  return (
    <div class="field">
      <label for="qp-text">{t('post_text_label')}</label>
      <textarea
        id="qp-text"
        rows={5}
        value={text}
        autoFocus
        aria-invalid={problem ? 'true' : undefined}
        aria-describedby={describedBy(counters.length > 0 && 'qp-text-counters', problem && 'qp-text-error')}
        onInput={(e) => {
          const value = e.currentTarget.value;
          drafts.update((d) => ({ ...d, text: value }));
        }}
      />
      <Counters id="qp-text-counters" counters={counters} locale={ports.locale} />
      <FieldError id="qp-text-error" text={problem} />
      <FieldError id="qp-twitter-error" text={twitter.error.value} />
    </div>
  );
}
