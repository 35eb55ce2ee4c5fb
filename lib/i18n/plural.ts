/** Counted sentences: the "one"/"other" key through Intl.PluralRules (English and German have just these two). */
import { t, uiLocale, type MessageKey } from './t';

/** `n` as the browser's language writes it ("1,200" / "1.200"). */
export const formatCount = (n: number): string => new Intl.NumberFormat(uiLocale()).format(n);

/** The formatted count is $1. */
export function plural(n: number, one: MessageKey, other: MessageKey, ...more: Array<string | number>): string {
  return t(new Intl.PluralRules(uiLocale()).select(n) === 'one' ? one : other, formatCount(n), ...more);
}
