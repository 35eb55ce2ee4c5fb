import type { OptionsModel } from '@/lib/options/model';
import { t } from '@/lib/i18n/t';

interface ToolbarSectionProps {
  model: OptionsModel;
}

/** What the toolbar button opens: the popup, or the composer beside the page (lib/background/toolbar.ts). */
export function ToolbarSection({ model }: ToolbarSectionProps) {
  const { form } = model;
  return (
    <fieldset>
      <legend>{t('toolbar_legend')}</legend>
      {(['popup', 'sidepanel'] as const).map((opens) => (
        <label class="check" key={opens}>
          <input
            type="radio"
            name="toolbar"
            value={opens}
            checked={form.toolbar.value === opens}
            onChange={() => form.setToolbar(opens)}
          />
          {t(opens === 'popup' ? 'toolbar_popup' : 'toolbar_sidepanel')}
        </label>
      ))}
      <p class="hint">{t('toolbar_hint')}</p>
    </fieldset>
  );
}
