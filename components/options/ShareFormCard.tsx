import type { ComponentChildren } from 'preact';
import { t } from '@/lib/i18n/t';

interface ShareFormCardProps {
  /** The section's name, for its Save button ("Save Share text"). */
  name: string;
  status?: string | undefined;
  error?: string | undefined;
  onSave: () => void;
  children: ComponentChildren;
}

/** A share settings section as the page's other cards: its own form, its own Save, its outcome under it. */
export function ShareFormCard({ name, status, error, onSave, children }: ShareFormCardProps) {
  return (
    <form
      class="card"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      {children}
      {/* Shown only with something to say, so the page's own status and alert lines stay the only empty ones. */}
      {error && (
        <p role="alert" class="alert">
          {error}
        </p>
      )}
      {status && (
        <p role="status" class="status">
          {status}
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
