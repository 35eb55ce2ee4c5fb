/** "Attach a screenshot": the background captures the tab, the person crops it, and it goes as a chosen file goes. */
import { signal } from '@preact/signals';
import { sentenceFor } from '@/lib/errors/sentence';
import type { ComposerPorts } from './ports';
import { pageTab } from './page-tab';
import type { UploadModel } from './upload-model';
import { readOnly } from '@/lib/signals/read-only';

/** `screenshot-2026-06-01-1205.png`: when it was taken, in the person's own clock. */
function screenshotName(now: number): string {
  const d = new Date(now);
  const two = (n: number) => String(n).padStart(2, '0');
  return `screenshot-${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}-${two(d.getHours())}${two(d.getMinutes())}.png`;
}

export function createScreenshotModel(
  ports: Pick<ComposerPorts, 'ask' | 'now' | 'mode'>,
  uploads: Pick<UploadModel, 'choose'>,
) {
  /** The capture, a PNG data URL, while it is being cropped. */
  const shot = signal<string | null>(null);
  const busy = signal(false);
  const error = signal('');

  return {
    ...readOnly({ shot, busy, error }),
    async capture(): Promise<void> {
      if (busy.value) return;
      busy.value = true;
      error.value = '';
      try {
        const tab = await pageTab(ports.mode);
        shot.value = (await ports.ask('tab.capture', tab?.id === undefined ? {} : { tabId: tab.id })).dataUrl;
      } catch (err) {
        error.value = sentenceFor(err, { operation: 'uploadMedia' });
      } finally {
        busy.value = false;
      }
    },
    cancel: () => void (shot.value = null),
    async attach(png: Blob): Promise<void> {
      shot.value = null;
      await uploads.choose(new File([png], screenshotName(ports.now()), { type: 'image/png' }));
    },
  };
}
