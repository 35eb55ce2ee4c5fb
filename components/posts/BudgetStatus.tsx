import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { ComposerPorts } from '@/lib/composer/ports';
import { describeBudget } from '@/lib/options/budget-text';

interface BudgetStatusProps {
  /** `items.budget`: the rate mirror, followed, so each write (or read) moves the line at once. */
  ports: Pick<ComposerPorts, 'ask'> & { items: Pick<ComposerPorts['items'], 'budget'> };
}

/**
 * What is left of the hour's requests ("41 of 60 reads left", docs/design.md §3.4), from the background's mirror of
 * the service's buckets — asking it costs no read. Said again whenever the popup opens and whenever the mirror changes.
 */
export function BudgetStatus({ ports: { ask, items } }: BudgetStatusProps) {
  const text = useSignal('');
  useEffect(() => {
    const say = () =>
      void ask('budget.get', {}).then(
        (report) => (text.value = describeBudget(report)),
        () => (text.value = ''),
      );
    say();
    return items.budget.watch(say);
  }, []);
  return text.value ? <p class="qp-budget">{text.value}</p> : null;
}
