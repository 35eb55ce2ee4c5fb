import { useSignal } from '@preact/signals';
import type { Composer } from '@/lib/composer/composer';
import { hasPage } from '@/lib/composer/page-tab';
import { t } from '@/lib/i18n/t';
import { Glyph } from '../ui/Icon';

const UPLOAD = 'M12 15V4M7.5 8.5L12 4l4.5 4.5M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15';
const LIBRARY =
  'M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18.5zM4 16l4.5-4.5 4 4 2.5-2.5 5 5M15 9h.01';
import { MediaLibrary } from './MediaLibrary';
import { PageImages } from './PageImages';
import { ScreenshotButton } from './ScreenshotButton';

interface MediaPanelProps {
  composer: Composer;
  /** Opens the file chooser (the file input stays in MediaSection: drops and pastes take it too). */
  onUpload: () => void;
}

/**
 * The panel "Attach media" opens: "Upload from computer", "Attach a screenshot" where the composer belongs to a tab, "From this page" where the composer has a page (the page's
 * images, docs/design.md §3.7), and the media library. Not on a first screen: loaded when first opened (§5 size bar).
 */
export function MediaPanel({ composer, onUpload }: MediaPanelProps) {
  /** "From this page" is open: the page's images instead of the library. */
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
