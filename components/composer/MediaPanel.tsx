import { useSignal } from '@preact/signals';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { Composer } from '@/lib/composer/composer';
import { hasPage } from '@/lib/composer/page-tab';
import { createScreenshotModel } from '@/lib/composer/screenshot-model';
import { t } from '@/lib/i18n/t';
import { Glyph } from '../ui/Icon';
import { CropDialog } from './CropDialog';
import { MediaLibrary } from './MediaLibrary';
import { PageImages } from './PageImages';

const UPLOAD = 'M12 15V4M7.5 8.5L12 4l4.5 4.5M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15';
const LIBRARY =
  'M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18.5zM4 16l4.5-4.5 4 4 2.5-2.5 5 5M15 9h.01';

/** What "Attach media" opens: upload, screenshot and "From this page" where there is a page, the library. */
export function MediaPanel({ composer, onUpload }: { composer: Composer; onUpload: () => void }) {
  const fromPage = useSignal(false);
  return (
    <div id="qp-media-panel" class="media-panel">
      <div class="row">
        <button type="button" onClick={onUpload}>
          <Glyph name="upload" d={UPLOAD} />
          {t('media_upload_label')}
        </button>
        {hasPage(composer.ports.mode) && <ScreenshotButton composer={composer} />}
        <button
          type="button"
          aria-pressed={fromPage.value ? 'true' : 'false'}
          onClick={() => (fromPage.value = !fromPage.value)}
        >
          <Glyph name="library" d={LIBRARY} />
          {t('media_from_page')}
        </button>
        <span class="hint">{t('media_drop_hint')}</span>
      </div>
      {fromPage.value ? (
        <PageImages composer={composer} onPicked={() => (fromPage.value = false)} />
      ) : (
        <MediaLibrary media={composer.media} />
      )}
    </div>
  );
}

const CAMERA =
  'M4 8.5A1.5 1.5 0 0 1 5.5 7h2.5l1.5-2h5l1.5 2h2.5A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5zM12 16a3 3 0 1 0 0-6 3 3 0 0 0 0 6z';

/** "Attach a screenshot" (docs/design.md §3.7): each press takes a new picture; the focus comes back when it is done. */
function ScreenshotButton({ composer }: { composer: Composer }) {
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
