import type { ComponentChildren } from 'preact';

interface CheckFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ComponentChildren;
}

/** A checkbox inside its label, as every list of choices on the settings page draws it. */
export function CheckField({ checked, onChange, children }: CheckFieldProps) {
  return (
    <label class="check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      {children}
    </label>
  );
}
