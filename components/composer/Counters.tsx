import type { Counter } from '@/lib/draft/counters';
import { t } from '@/lib/i18n/t';

interface CountersProps {
  id: string;
  counters: Counter[];
  locale?: string | undefined;
}

function line(c: Counter, locale?: string): string {
  const n = (x: number) => new Intl.NumberFormat(locale).format(x);
  if (c.limit === null) return t('counter_plain', c.label, n(c.used));
  const base = `${c.label}: ${c.approximate ? '≈' : ''}${n(c.used)} / ${n(c.limit)}`;
  if (c.blocking) return t('counter_blocking', base, n(c.used - c.limit), c.label);
  if (c.over) return t('counter_over', base, c.label);
  return base;
}

/** Live characters per chosen platform (docs/design.md §3.2). */
export function Counters({ id, counters, locale }: CountersProps) {
  if (counters.length === 0) return null;
  return (
    <ul id={id} class="counters" aria-label={t('counters_label')}>
      {counters.map((c) => (
        <li key={c.type} class={c.blocking ? 'over' : c.over ? 'warning' : undefined}>
          {line(c, locale)}
        </li>
      ))}
    </ul>
  );
}
