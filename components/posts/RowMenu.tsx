import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { Glyph } from '../ui/Icon';

const MORE = 'M5 12h.01M12 12h.01M19 12h.01';

interface RowMenuProps {
  /** The button's name, e.g. "Actions for “Launch day”". */
  label: string;
  /** The actions, as buttons; the menu closes when one is pressed. */
  children: ComponentChildren;
}

/**
 * A row's actions behind one quiet "⋯" button (docs/design.md §3.2: not a button per row): a disclosure that opens
 * a small panel of buttons; Escape or a click elsewhere closes it and gives the focus back.
 */
export function RowMenu({ label, children }: RowMenuProps) {
  const open = useSignal(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open.value) return;
    const away = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) open.value = false;
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open.value]);
  return (
    <div
      class="row-menu"
      ref={root}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open.value) {
          e.stopPropagation();
          open.value = false;
          toggle.current?.focus();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        class="quiet icon"
        aria-label={label}
        title={label}
        aria-expanded={open.value ? 'true' : 'false'}
        onClick={() => (open.value = !open.value)}
      >
        <Glyph name="more" d={MORE} />
      </button>
      {open.value && (
        <div class="menu" onClick={(e) => (e.target as HTMLElement).closest('button') && (open.value = false)}>
          {children}
        </div>
      )}
    </div>
  );
}
