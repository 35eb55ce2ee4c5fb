import type { ButtonHTMLAttributes, ComponentChildren } from 'preact';
/** Stroked 24 × 24 paths, inline; always decorative: the button or link around an icon carries the name. */
import { PATHS, type IconName } from './icon-paths';

export function Icon({ name }: { name: IconName }) {
  return <Glyph name={name} d={PATHS[name]} />;
}

/** An icon whose path travels with the lazy chunk that uses it (the screenshot tool's camera), not with the popup. */
export function Glyph({ name, d }: { name: string; d: string }) {
  return (
    <svg class={`icon icon-${name}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

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
