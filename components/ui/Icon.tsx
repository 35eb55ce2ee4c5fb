import type { ButtonHTMLAttributes, ComponentChildren } from 'preact';

/** The stroked 24 × 24 paths the popup's first screen draws; lazy parts bring their own (`Glyph`). */
const PATHS = {
  attach: 'M20 11.5l-8 8a5 5 0 0 1-7-7l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7L9.7 17.2a1.6 1.6 0 0 1-2.3-2.3L15 7.3',
  plus: 'M12 5v14M5 12h14',
  thread: 'M5 6h14M5 12h14M5 18h9',
  refresh: 'M20 12a8 8 0 1 1-2.4-5.7M20 4v5h-5',
  external: 'M14 4h6v6M20 4l-9 9M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  send: 'M4 12L20 4l-5 16-3-7z',
  compose: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  posts: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
} as const;

/** Always decorative: the button or link around an icon carries the name. */
export function Icon({ name }: { name: keyof typeof PATHS }) {
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
