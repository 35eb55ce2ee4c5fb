import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { byKey, fromDrag, whole, type Rect, type Size } from '@/lib/composer/crop';
import { cropToPng } from '@/lib/composer/crop-image';
import { t } from '@/lib/i18n/t';

interface CropDialogProps {
  dataUrl: string;
  onAttach(png: Blob): void;
  onCancel(): void;
}

const percent = (part: number, of: number) => `${(part / of) * 100}%`;

/**
 * Cropping a screenshot (docs/design.md §3.7) with the pointer or the keys, in the capture's own pixels
 * (lib/composer/crop.ts); its size is said when it settles, not at every pointer move.
 */
export function CropDialog({ dataUrl, onAttach, onCancel }: CropDialogProps) {
  const size = useSignal<Size | null>(null);
  const rect = useSignal<Rect | null>(null);
  /** The size said to screen readers: after a key or at the end of a drag. */
  const settled = useSignal<Rect | null>(null);
  const error = useSignal('');
  /** The crop is being made: one Enter or click attaches once, however many follow before it is done. */
  const working = useSignal(false);
  const stage = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLImageElement>(null);
  const dragFrom = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (size.value) stage.current?.focus();
  }, [size.value]);

  function pointAt(e: PointerEvent): { x: number; y: number } {
    const box = picture.current!.getBoundingClientRect();
    const scale = size.value!.width / box.width;
    return { x: (e.clientX - box.left) * scale, y: (e.clientY - box.top) * scale };
  }

  function attach(): void {
    const chosen = rect.value;
    if (!chosen || working.value) return;
    working.value = true;
    error.value = '';
    cropToPng(dataUrl, chosen).then(onAttach, () => {
      working.value = false;
      error.value = t('crop_failed');
    });
  }

  /** Escape, anywhere in the dialog, cancels; Tab goes round the dialog's controls (it is modal). */
  function onDialogKey(e: KeyboardEvent): void {
    if (e.key === 'Escape') {
      e.preventDefault();
      onCancel();
      return;
    }
    if (e.key !== 'Tab') return;
    const controls = [
      ...(e.currentTarget as HTMLElement).querySelectorAll<HTMLElement>('[tabindex="0"], button:not(:disabled)'),
    ];
    const at = controls.indexOf(document.activeElement as HTMLElement);
    const next = at === -1 ? 0 : (at + (e.shiftKey ? controls.length - 1 : 1)) % controls.length;
    if ((e.shiftKey && at === 0) || (!e.shiftKey && at === controls.length - 1) || at === -1) {
      e.preventDefault();
      controls[next]?.focus();
    }
  }

  function onKey(e: KeyboardEvent): void {
    if (e.currentTarget !== e.target || !rect.value || !size.value) return; // the buttons keep their own keys
    if (e.key === 'Enter') {
      e.preventDefault();
      attach();
      return;
    }
    const next = byKey(rect.value, e, size.value);
    if (!next) return;
    e.preventDefault();
    rect.value = next;
    settled.value = next;
  }

  const shown = rect.value;
  const full = size.value;
  const said = settled.value ?? shown;
  return (
    <div
      class="crop-dialog"
      role="dialog"
      aria-modal="true"
      aria-labelledby="qp-crop-heading"
      aria-busy={working.value}
      onKeyDown={onDialogKey}
    >
      <h2 id="qp-crop-heading">{t('crop_heading')}</h2>
      <p id="qp-crop-help" class="hint">
        {t('crop_help')}
      </p>
      <div
        ref={stage}
        class="crop-stage"
        tabIndex={0}
        role="group"
        aria-label={t('crop_area')}
        aria-describedby="qp-crop-help qp-crop-size"
        onKeyDown={onKey}
        onPointerDown={(e) => {
          if (!size.value) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          dragFrom.current = pointAt(e);
        }}
        onPointerMove={(e) => {
          if (!dragFrom.current || !size.value) return;
          rect.value = fromDrag(dragFrom.current, pointAt(e), size.value) ?? rect.value;
        }}
        onPointerUp={() => {
          dragFrom.current = null;
          settled.value = rect.value;
        }}
      >
        <img
          ref={picture}
          src={dataUrl}
          alt=""
          draggable={false}
          onLoad={(e) => {
            const natural = { width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight };
            size.value = natural;
            rect.value = whole(natural);
          }}
        />
        {shown && full && (
          <div
            class="crop-rect"
            aria-hidden="true"
            style={{
              left: percent(shown.x, full.width),
              top: percent(shown.y, full.height),
              width: percent(shown.width, full.width),
              height: percent(shown.height, full.height),
            }}
          />
        )}
      </div>
      <p id="qp-crop-size" class="hint" aria-live="polite">
        {said ? t('crop_size', said.width, said.height) : ''}
      </p>
      {error.value && (
        <p class="error" role="alert">
          {error.value}
        </p>
      )}
      <div class="row">
        <button type="button" class="primary" disabled={!shown || working.value} onClick={attach}>
          {working.value ? t('crop_attaching') : t('crop_attach')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
