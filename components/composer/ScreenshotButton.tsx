import { useSignal } from '@preact/signals';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { Composer } from '@/lib/composer/composer';
import { createScreenshotModel } from '@/lib/composer/screenshot-model';
import { t } from '@/lib/i18n/t';
import { Glyph } from '../ui/Icon';
import { CropDialog } from './CropDialog';

const CAMERA =
  'M4 8.5A1.5 1.5 0 0 1 5.5 7h2.5l1.5-2h5l1.5 2h2.5A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5zM12 16a3 3 0 1 0 0-6 3 3 0 0 0 0 6z';

/** "Attach a screenshot" (docs/design.md §3.7): each press takes a new picture; the focus comes back when it is done. */
export function ScreenshotButton({ composer }: { composer: Composer }) {
  const button = useRef<HTMLButtonElement>(null);
  const shooting = useSignal(false);
  const attempt = useSignal(0);
  return (
    <>
      <button
        type="button"
        ref={button}
        aria-haspopup="dialog"
        onClick={() => {
          attempt.value += 1;
          shooting.value = true;
        }}
      >
        <Glyph name="camera" d={CAMERA} />
        {t('screenshot_attach')}
      </button>
      {shooting.value && (
        <ScreenshotTool
          key={attempt.value}
          composer={composer}
          onClose={() => {
            shooting.value = false;
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}

/** Takes the picture, then offers the crop; the crop is uploaded and attached as a chosen file would be. */
function ScreenshotTool({ composer, onClose }: { composer: Composer; onClose(): void }) {
  const model = useMemo(() => createScreenshotModel(composer.ports, composer.uploads), [composer]);
  useEffect(() => void model.capture(), [model]);
  if (model.busy.value)
    return (
      <p class="hint shot-status" role="status">
        {t('screenshot_taking')}
      </p>
    );
  if (model.error.value)
    return (
      <div class="row shot-error">
        <p class="error" role="alert">
          {model.error.value}
        </p>
        <button type="button" onClick={onClose}>
          {t('dismiss')}
        </button>
      </div>
    );
  const shot = model.shot.value;
  if (!shot) return null;
  return (
    <CropDialog
      dataUrl={shot}
      onAttach={(png) => {
        void model.attach(png);
        onClose();
      }}
      onCancel={() => {
        model.cancel();
        onClose();
      }}
    />
  );
}
