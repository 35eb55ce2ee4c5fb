import type { OptionsModel } from '@/lib/options/model';
import { describeBudget } from '@/lib/options/budget-text';
import { t } from '@/lib/i18n/t';
import { SettingsSection } from './SettingsSection';

interface BudgetLineProps {
  model: OptionsModel;
}

/** What is left of the service's hourly limits (60 reads, 30 writes, rolling window: docs/service-interface.md, Limits). */
export function BudgetLine({ model }: BudgetLineProps) {
  const report = model.budget.value;
  return (
    <SettingsSection name="budget" title={t('budget_heading')}>
      <p>{report ? describeBudget(report) : t('budget_unknown')}</p>
    </SettingsSection>
  );
}
