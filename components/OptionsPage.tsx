import type { OptionsModel } from '@/lib/options/model';
import type { ScheduleModel } from '@/lib/options/schedule-model';
import { BudgetLine } from './options/BudgetLine';
import { ConnectionSection } from './options/ConnectionSection';
import { DefaultsSection } from './options/DefaultsSection';
import { ServiceSection } from './options/ServiceSection';
import { ToolbarSection } from './options/ToolbarSection';
import { ScheduleSection } from './options/ScheduleSection';
import { ForgetSection } from './options/ForgetSection';
import type { ForgetModel } from '@/lib/options/forget-model';
import { t } from '@/lib/i18n/t';

interface OptionsPageProps {
  model: OptionsModel;
  /** The posting schedule ("Add to queue"), a form of its own. */
  schedule?: ScheduleModel | undefined;
  /** "Forget everything on this browser" (docs/privacy.md). */
  forget?: ForgetModel | undefined;
}

/** The settings page. One form, one Save: Enter in any box saves everything typed. */
export function OptionsPage({ model, schedule, forget }: OptionsPageProps) {
  return (
    <main>
      <h1>{t('options_title')}</h1>
      <form
        noValidate
        aria-busy={model.busy.value ? 'true' : 'false'}
        onSubmit={(e) => {
          e.preventDefault();
          // Synchronously: save() asks for the host permission first, inside this user gesture.
          void model.save();
        }}
      >
        <ConnectionSection model={model} />
        <ServiceSection model={model} />
        <DefaultsSection model={model} />
        <ToolbarSection model={model} />
        <p role="alert" class="alert">
          {model.alert.value}
        </p>
        <div class="actions">
          <button type="submit">{t('options_save')}</button>
        </div>
      </form>
      {schedule && <ScheduleSection schedule={schedule} accounts={model.accounts.value} />}
      <BudgetLine model={model} />
      {forget && <ForgetSection model={forget} />}
    </main>
  );
}
