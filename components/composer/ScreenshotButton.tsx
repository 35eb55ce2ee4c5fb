import { useSignal } from '@preact/signals';
import { useRef } from 'preact/hooks';
import type { Composer } from '@/lib/composer/composer';
import { t } from '@/lib/i18n/t';
import { Glyph } from '../ui/Icon';
import { ScreenshotTool } from './ScreenshotTool';

const CAMERA =
  'M4 8.5A1.5 1.5 0 0 1 5.5 7h2.5l1.5-2h5l1.5 2h2.5A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5zM12 16a3 3 0 1 0 0-6 3 3 0 0 0 0 6z';

interface ScreenshotButtonProps {
  composer: Composer;
}

/**
 * "Attach a screenshot" in the media panel (docs/design.md §3.7), loaded with the panel's other tools, not with the
 * popup (§5 size bar). Focus comes back to it when the tool is done.
 */
export function ScreenshotButton({ composer }: ScreenshotButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const shooting = useSignal(false);
  /** Each press takes a new picture: after an error, pressing again is trying again. */
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
