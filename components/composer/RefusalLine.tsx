import type { Composer } from '@/lib/composer/composer';
import { refusalLine, refusalsOf } from '@/lib/draft/refusals';

interface RefusalLineProps {
  composer: Composer;
}

/**
 * What a chosen network will refuse, in one line near the send button ("Instagram will refuse this: it needs an image
 * or a video."). A warning: the send stays possible, the service decides (lib/draft/refusals.ts). Its id describes
 * the send button, so a screen reader hears it with the button.
 */
export function RefusalLine({ composer }: RefusalLineProps) {
  const line = refusalLine(refusalsOf(composer.drafts.draft.value));
  return line ? (
    <p id="qp-refusal" class="refusal-line">
      {line}
    </p>
  ) : null;
}
