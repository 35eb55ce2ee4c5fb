import type { Counter } from '@/lib/compose/counters';

interface CountersProps {
  id: string;
  counters: Counter[];
  locale?: string | undefined;
}

function line(c: Counter, locale?: string): string {
  const n = (x: number) => new Intl.NumberFormat(locale).format(x);
  if (c.limit === null) return `${c.label}: ${n(c.used)} characters`;
  const base = `${c.label}: ${c.approximate ? '≈' : ''}${n(c.used)} / ${n(c.limit)}`;
  if (c.blocking) return `${base} — ${n(c.used - c.limit)} over; ${c.label} refuses it at publish time`;
  if (c.over) return `${base} — over ${c.label}’s own limit; it may be refused when published`;
  return base;
}

/** Live characters per chosen platform (design.md §3.2). */
export function Counters({ id, counters, locale }: CountersProps) {
  if (counters.length === 0) return null;
  return (
    <ul id={id} class="counters" aria-label="Characters per platform">
      {counters.map((c) => (
        <li key={c.type} class={c.blocking ? 'over' : c.over ? 'warning' : undefined}>
          {line(c, locale)}
        </li>
      ))}
    </ul>
  );
}
