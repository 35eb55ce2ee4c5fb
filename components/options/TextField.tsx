import type { FieldName } from '@/lib/options/form';
import { t, type MessageKey } from '@/lib/i18n/t';
import type { OptionsModel } from '@/lib/options/model';
import type { ReadonlySignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { FieldError, describedBy } from '../ui/FieldError';

interface TextFieldProps {
  label: string;
  value: ReadonlySignal<string>;
  onInput: (text: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  /** A caution the person may ignore, read with the box after its hint; the box is not marked invalid. */
  warning?: string | undefined;
  /** What the person can do about the warning (a button). */
  children?: ComponentChildren;
  placeholder?: string;
  inputMode?: 'url' | 'text' | 'numeric';
  /** Secrets: no autocomplete, no spell check. */
  secret?: boolean;
  /** The error is read out when it appears (it is the only place the page says it). */
  announce?: boolean;
}

/** A labelled text box whose hint and error are tied to it (aria-describedby); the typed text is never replaced. */
export function TextField({
  label,
  value,
  onInput,
  error,
  hint,
  warning,
  children,
  placeholder,
  inputMode = 'text',
  secret = false,
  announce = false,
}: TextFieldProps) {
  const id = useId();
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode={inputMode}
        value={value.value}
        onInput={(e) => onInput(e.currentTarget.value)}
        placeholder={placeholder}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, warning && `${id}-warning`, error && `${id}-error`)}
        autoComplete="off"
        spellcheck={secret ? false : undefined}
        autoCapitalize="off"
      />
      <FieldError id={`${id}-hint`} text={hint} tone="hint" />
      <FieldError id={`${id}-warning`} text={warning} tone="warning" />
      {children}
      <FieldError id={`${id}-error`} text={error} role={announce ? 'alert' : undefined} />
    </div>
  );
}

type Setting = Exclude<FieldName, 'apiKey' | 'timeZone'>;

/** Each setting's label, hint and keyboard (the key and the zone have fields of their own). */
const FIELDS: Record<Setting, { label: MessageKey; hint: MessageKey; inputMode?: 'url' | 'numeric' }> = {
  apiUrl: { label: 'api_address', hint: 'api_address_hint', inputMode: 'url' },
  appUrl: { label: 'app_address', hint: 'app_address_hint', inputMode: 'url' },
  clientId: { label: 'client_id', hint: 'client_id_hint' },
  brokerUrl: { label: 'broker_url', hint: 'broker_url_hint', inputMode: 'url' },
  relayUrl: { label: 'relay_label', hint: 'relay_hint', inputMode: 'url' },
  undoSeconds: { label: 'undo_seconds_label', hint: 'undo_seconds_hint', inputMode: 'numeric' },
};

/** A setting as TextField draws it: its words, text, keystrokes and error. */
export function formField(form: OptionsModel['form'], name: Setting) {
  const { label, hint, inputMode } = FIELDS[name];
  return {
    label: t(label),
    hint: t(hint),
    ...(inputMode ? { inputMode } : {}),
    value: form[name],
    onInput: (text: string) => form.edit(name, text),
    error: form.errors.value[name],
  };
}
