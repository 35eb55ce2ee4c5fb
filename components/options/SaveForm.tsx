import type { ComponentChildren } from 'preact';
import type { OptionsModel } from '@/lib/options/model';
import { t } from '@/lib/i18n/t';

interface SaveFormProps {
  model: OptionsModel;
  /** The section's name, for its Save button ("Save Service"). */
  name: string;
  /** The page's one alert line shows here: in the section the person last saved from. */
  showsAlert: boolean;
  onSave: () => void;
  children: ComponentChildren;
}

/**
 * One settings section as a card with its own form and its own primary Save, so that what is edited is saved where
 * it is edited: Enter in any of its boxes saves too (the model saves every field typed, checked together).
 */
export function SaveForm({ model, name, showsAlert, onSave, children }: SaveFormProps) {
  return (
    <form
      class="card"
      noValidate
      aria-busy={model.busy.value ? 'true' : 'false'}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
        // Synchronously: save() asks for the host permission first, inside this user gesture.
        void model.save();
      }}
    >
      {children}
      {showsAlert && (
        <p role="alert" class="alert">
          {model.alert.value}
        </p>
      )}
      <div class="card-actions">
        <button type="submit" class="primary" aria-label={t('options_save_named', name)}>
          {t('options_save')}
        </button>
      </div>
    </form>
  );
}
