import type { OptionsModel } from '@/lib/options/model';
import { BudgetLine } from './options/BudgetLine';
import { ConnectionSection } from './options/ConnectionSection';
import { DefaultsSection } from './options/DefaultsSection';
import { ServiceSection } from './options/ServiceSection';
import { ToolbarSection } from './options/ToolbarSection';
import { t } from '@/lib/i18n/t';

interface OptionsPageProps {
  model: OptionsModel;
}

/** The settings page. One form, one Save: Enter in any box saves everything typed. */
export function OptionsPage({ model }: OptionsPageProps) {
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
      <BudgetLine model={model} />
    </main>
  );
}
