/** The budget line (docs/design.md §3.4: 'shows what is left ("41 reads left")'), with when each window clears. */
import { t, uiLocale } from '@/lib/i18n/t';
import type { AnswerData } from '@/lib/messaging/protocol';

type Report = AnswerData<'budget.get'>;

export function describeBudget(report: Report, options: { locale?: string; timeZone?: string } = {}): string {
  const locale = options.locale ?? uiLocale();
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: options.timeZone });
  const number = new Intl.NumberFormat(locale);
  const one = (bucket: Report['read'], key: 'budget_reads_left' | 'budget_writes_left') => {
    const left = t(key, number.format(bucket.left), number.format(bucket.limit));
    // Rolling window: it clears a whole window after the last request, and every new one pushes it back.
    return bucket.clearsAt === null ? left : t('budget_clears', left, time.format(new Date(bucket.clearsAt)));
  };
  return `${one(report.read, 'budget_reads_left')} · ${one(report.write, 'budget_writes_left')}`;
}
