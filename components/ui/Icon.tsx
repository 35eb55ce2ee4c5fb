/**
 * Quickpost's icons: a few stroked 24 × 24 paths drawn for it, inline (no icon font, no request, only what is used
 * lands in the chunk). Always decorative: the button or link around an icon carries the name.
 */
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
