interface FieldErrorProps {
  id: string;
  text?: string | undefined;
  /** A hint or a warning is shown the same way, without marking the field invalid. */
  tone?: 'error' | 'warning' | 'hint';
  role?: 'alert' | undefined;
}

/** The sentence next to a field; its id goes into the field's aria-describedby. */
export function FieldError({ id, text, tone = 'error', role }: FieldErrorProps) {
  if (!text) return null;
  return (
    <p id={id} class={tone} role={role}>
      {text}
    </p>
  );
}

/** The ids of the descriptions that exist, for aria-describedby. */
export function describedBy(...parts: (string | false | undefined | null)[]): string | undefined {
  const ids = parts.filter((p): p is string => typeof p === 'string' && p !== '');
  return ids.length ? ids.join(' ') : undefined;
}
