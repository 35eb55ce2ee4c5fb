/**
 * Counted sentences in the browser's language: the number through Intl.NumberFormat, the "one"/"other" catalog
 * key through Intl.PluralRules (English and German have just these two cardinal forms).
 */
import { t, uiLocale, type MessageKey } from './t';

/** `n` as the browser's language writes it ("1,200" / "1.200"). */
export const formatCount = (n: number): string => new Intl.NumberFormat(uiLocale()).format(n);

/** The `one` key for a count the language calls singular, else the `other` key; the formatted count is $1. */
export function plural(n: number, one: MessageKey, other: MessageKey, ...more: Array<string | number>): string {
  return t(new Intl.PluralRules(uiLocale()).select(n) === 'one' ? one : other, formatCount(n), ...more);
}
