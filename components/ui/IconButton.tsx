import type { ButtonHTMLAttributes, ComponentChildren } from 'preact';

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'title' | 'class' | 'type'> & {
  /** The button's name, read by screen readers and shown on hover: the icon itself says nothing. */
  label: string;
  children: ComponentChildren;
};

/** A quiet button that shows only an icon (components/ui/Icon.tsx), named by `label`. */
export function IconButton({ label, children, ...rest }: IconButtonProps) {
  return (
    <button type="button" class="quiet icon" aria-label={label} title={label} {...rest}>
      {children}
    </button>
  );
}
