import { FieldInput } from '../ui/FieldInput';
import type { FieldName } from '@/lib/options/form';
import type { OptionsModel } from '@/lib/options/model';
import type { ReadonlySignal } from '@preact/signals';
import { useId } from 'preact/hooks';

interface TextFieldProps {
  /** The accessible name: later tests and screen readers find the box by it. */
  label: string;
  value: ReadonlySignal<string>;
  /** Each keystroke's text, for the model to keep. */
  onInput: (text: string) => void;
  error?: string | undefined;
  /** Help or a warning under the box, read with it. */
  hint?: string | undefined;
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
  placeholder,
  inputMode = 'text',
  secret = false,
  announce = false,
}: TextFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <FieldInput
        id={id}
        type="text"
        inputMode={inputMode}
        value={value.value}
        onText={onInput}
        placeholder={placeholder}
        invalid={error}
        describedBy={described}
        autoComplete="off"
        spellcheck={secret ? false : undefined}
        autoCapitalize="off"
      />
      {hint && (
        <p id={`${id}-hint`} class="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} class="error" role={announce ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A settings field's text, keystrokes and error, as TextField takes them:
 * `<TextField {...formField(form, 'apiUrl')} …>`.
 */
export function formField(form: OptionsModel['form'], name: FieldName) {
  return { value: form[name], onInput: (text: string) => form.edit(name, text), error: form.errors.value[name] };
}
