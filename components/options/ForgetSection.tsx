import { useEffect, useRef } from 'preact/hooks';
import type { ForgetModel } from '@/lib/options/forget-model';
import { t } from '@/lib/i18n/t';
import { SettingsSection } from './SettingsSection';

/** "Forget everything on this browser" (docs/privacy.md), with its question in place and the focus moved to it. */
export function ForgetSection({ model }: { model: ForgetModel }) {
  const step = model.step.value;
  const confirmRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (step === 'confirming') confirmRef.current?.focus();
  }, [step]);
  return (
    <SettingsSection name="forget" title={t('forget_heading')}>
      <p class="hint">
        {t('forget_text')} <a href="/privacy.html">{t('privacy_link')}</a>
      </p>
      {step === 'confirming' || step === 'busy' ? (
        <div role="group" aria-labelledby="forget-question" class="actions">
          <p id="forget-question">
            <strong>{t('forget_confirm')}</strong>
          </p>
          <button
            type="button"
            class="danger"
            ref={confirmRef}
            disabled={step === 'busy'}
            onClick={() => void model.confirm()}
          >
            {t('forget_confirm_button')}
          </button>
          <button
            type="button"
            disabled={step === 'busy'}
            onClick={() => {
              model.cancel();
              requestAnimationFrame(() => askRef.current?.focus());
            }}
          >
            {t('forget_cancel')}
          </button>
        </div>
      ) : (
        <div class="actions">
          <button type="button" ref={askRef} onClick={() => model.ask()}>
            {t('forget_button')}
          </button>
        </div>
      )}
      {/* A live region without role=status: the page's one status line stays the connection's. */}
      <p aria-live="polite" class="status" id="forget-result">
        {model.result.value}
      </p>
    </SettingsSection>
  );
}
