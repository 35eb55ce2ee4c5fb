import type { OptionsModel } from '@/lib/options/model';
import { describeBudget } from '@/lib/options/budget-text';

interface BudgetLineProps {
  model: OptionsModel;
}

/** What is left of the service's hourly limits (60 reads, 30 writes, rolling window: service-interface.md, Limits). */
export function BudgetLine({ model }: BudgetLineProps) {
  const report = model.budget.value;
  return (
    <section aria-labelledby="budget-heading">
      <h2 id="budget-heading">Usage this hour</h2>
      <p>{report ? describeBudget(report) : 'Not known yet.'}</p>
    </section>
  );
}
