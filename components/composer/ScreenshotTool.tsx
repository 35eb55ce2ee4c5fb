import { useEffect, useMemo } from 'preact/hooks';
import type { Composer } from '@/lib/composer/composer';
import { createScreenshotModel } from '@/lib/composer/screenshot-model';
import { t } from '@/lib/i18n/t';
import { CropDialog } from './CropDialog';

interface ScreenshotToolProps {
  composer: Composer;
  /** The tool is done: attached, cancelled, or its error dismissed. */
  onClose(): void;
}

/**
 * "Attach a screenshot" once chosen (loaded then, not with the popup: docs/design.md §5): takes the picture, then
 * offers the crop; the crop is uploaded and attached as a chosen file would be.
 */
export function ScreenshotTool({ composer, onClose }: ScreenshotToolProps) {
  const model = useMemo(() => createScreenshotModel(composer.ports, composer.uploads), [composer]);
  useEffect(() => void model.capture(), [model]);
  if (model.busy.value) {
    return (
      <p class="hint shot-status" role="status">
        {t('screenshot_taking')}
      </p>
    );
  }
  if (model.error.value) {
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
  }
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
