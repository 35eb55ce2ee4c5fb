/** The budget line (design.md §3.4: 'shows what is left ("41 reads left")'), with when each window clears. */
import type { AnswerData } from '@/lib/messaging/protocol';

type Report = AnswerData<'budget.get'>;

export function describeBudget(report: Report, options: { locale?: string; timeZone?: string } = {}): string {
  const time = new Intl.DateTimeFormat(options.locale, { timeStyle: 'short', timeZone: options.timeZone });
  const one = (bucket: Report['read'], noun: string) => {
    const left = `${bucket.left} of ${bucket.limit} ${noun} left`;
    // Rolling window: it clears a whole window after the last request, and every new one pushes it back.
    return bucket.clearsAt === null ? left : `${left} (all back at ${time.format(new Date(bucket.clearsAt))} if no more are made)`;
  };
  return `${one(report.read, 'reads')} · ${one(report.write, 'writes')}`;
}
