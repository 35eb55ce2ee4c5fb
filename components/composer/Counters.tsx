import type { Counter } from '@/lib/draft/counters';
import { t } from '@/lib/i18n/t';

interface CountersProps {
  id: string;
  counters: Counter[];
  locale?: string | undefined;
}

/** A platform is named once its text has used this share of its limit. */
const NEAR = 0.9;

const isNear = (c: Counter) => c.limit !== null && (c.over || c.used >= c.limit * NEAR);

function line(c: Counter, n: (x: number) => string): string {
  const base = `${c.label}: ${c.approximate ? '≈' : ''}${n(c.used)} / ${n(c.limit ?? 0)}`;
  if (c.blocking) return t('counter_blocking', base, n(c.used - (c.limit ?? 0)), c.label);
  if (c.over) return t('counter_over', base, c.label);
  return base;
}

/** One counter line (docs/design.md §3.2): the platforms near or over their limit, else the room left. */
export function Counters({ id, counters, locale }: CountersProps) {
  if (counters.length === 0) return null;
  const format = new Intl.NumberFormat(locale);
  const n = (x: number) => format.format(x);
  const near = counters.filter(isNear);
  const limited = counters.filter((c) => c.limit !== null);
  const tightest = limited.reduce<Counter | undefined>(
    (a, c) => (a && a.limit! - a.used <= c.limit! - c.used ? a : c),
    undefined,
  );
  return (
    <ul id={id} class="counters" aria-label={t('counters_label')}>
      {near.length > 0 ? (
        near.map((c) => (
          <li key={c.type} class={c.blocking ? 'over' : c.over ? 'warning' : 'near'}>
            {line(c, n)}
          </li>
        ))
      ) : (
        <li>
          {tightest
            ? t('counter_left', `${tightest.approximate ? '≈' : ''}${n(tightest.limit! - tightest.used)}`)
            : t('counter_plain', counters[0]!.label, n(counters[0]!.used))}
        </li>
      )}
    </ul>
  );
}
