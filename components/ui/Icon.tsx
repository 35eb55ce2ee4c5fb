/**
 * Quickpost's icons: a few stroked 24 × 24 paths drawn for it, inline (no icon font, no request, only what is used
 * lands in the chunk). Always decorative: the button or link around an icon carries the name.
 */
import { PATHS, type IconName } from './icon-paths';

export function Icon({ name }: { name: IconName }) {
  return (
    <svg class={`icon icon-${name}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
