import type { ComponentChildren } from 'preact';
import type { OptionsModel } from '@/lib/options/model';
import type { SettingsSection } from '@/lib/options/form';
import { t } from '@/lib/i18n/t';

interface SaveFormProps {
  model: OptionsModel;
  /** What its Save saves: the connection's key, or one section's settings (lib/options/form.ts). */
  section: 'connection' | SettingsSection;
  /** The section's name, for its Save button ("Save Service"). */
  name: string;
  /** The page's one alert line shows here: in the section the person last saved from. */
  showsAlert: boolean;
  onSave: () => void;
  children: ComponentChildren;
}

/**
 * One settings section as a card with its own form and its own primary Save, so that what is edited is saved where
 * it is edited: Enter in any of its boxes saves too, and only its own fields are checked and saved — what is half
 * typed in another section stays there, as typed, for that section's Save.
 */
export function SaveForm({ model, section, name, showsAlert, onSave, children }: SaveFormProps) {
  return (
    <form
      class="card"
      noValidate
      aria-busy={model.busy.value ? 'true' : 'false'}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
        // Synchronously: save() asks for the host permission first, inside this user gesture.
        void model.save(section);
      }}
    >
      {children}
      {showsAlert && (
        <p role="alert" class="alert">
          {model.alert.value}
        </p>
      )}
      <div class="card-actions">
        {/* Shown unavailable while another action runs (the model takes one at a time), yet kept focusable. */}
        <button
          type="submit"
          class="primary"
          aria-label={t('options_save_named', name)}
          aria-disabled={model.busy.value ? 'true' : undefined}
        >
          {t('options_save')}
        </button>
      </div>
    </form>
  );
}
