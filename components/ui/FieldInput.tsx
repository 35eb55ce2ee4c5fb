interface FieldInputProps {
  id: string;
  type: 'text' | 'date' | 'time';
  value: string;
  /** Marks the box invalid (aria-invalid, the red border of assets/theme.css) when truthy: a problem's text, say. */
  invalid?: unknown;
  /** The ids of what explains the box (its hint, its error): describedBy() of components/composer/FieldError. */
  describedBy?: string | undefined;
  /** Each keystroke's text, for the model to keep. */
  onText: (text: string) => void;
  onFocus?: () => void;
  placeholder?: string | undefined;
  inputMode?: 'url' | 'text' | 'numeric';
  /** A <datalist> of suggestions, by id. */
  list?: string;
  autoComplete?: 'off';
  autoCapitalize?: 'off';
  spellcheck?: boolean | undefined;
}

/** A text, date or time box as every form of Quickpost draws one: marked invalid, described, its text passed on. */
export function FieldInput({ invalid, describedBy, onText, ...rest }: FieldInputProps) {
  return (
    <input
      {...rest}
      aria-invalid={invalid ? 'true' : undefined}
      aria-describedby={describedBy || undefined}
      onInput={(e) => onText(e.currentTarget.value)}
    />
  );
}
