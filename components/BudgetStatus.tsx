import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { ComposerPorts } from '@/lib/composer/ports';
import { describeBudget } from '@/lib/options/budget-text';

interface BudgetStatusProps {
  ask: ComposerPorts['ask'];
}

/**
 * What is left of the hour's requests ("41 of 60 reads left", docs/design.md §3.4), from the background's mirror of
 * the service's buckets — asking it costs no read. Said again whenever the popup opens.
 */
export function BudgetStatus({ ask }: BudgetStatusProps) {
  const text = useSignal('');
  useEffect(() => {
    ask('budget.get', {}).then(
      (report) => (text.value = describeBudget(report)),
      () => (text.value = ''),
    );
  }, []);
  return text.value ? <p class="qp-budget">{text.value}</p> : null;
}
