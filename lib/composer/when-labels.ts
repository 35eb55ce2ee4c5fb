/** The "when" row's shortcuts: "In 1 hour", "Tomorrow 09:00", "Monday 09:00" in the page's language. */
import type { QuickTime } from '@/lib/draft/when-rules';
import { t } from '@/lib/i18n/t';

export const QUICK: readonly QuickTime[] = ['hour', 'tomorrow', 'monday'];

export function quickLabel(kind: QuickTime, locale?: string): string {
  if (kind === 'hour') return t('when_quick_hour');
  const nine = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(2024, 0, 1, 9));
  if (kind === 'tomorrow') return t('when_quick_tomorrow', nine);
  const monday = new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(new Date(2024, 0, 1)); // a Monday
  return t('when_quick_day', monday, nine);
}
