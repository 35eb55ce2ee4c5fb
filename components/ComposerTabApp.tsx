import type { Composer as ComposerModel } from '@/lib/composer/context';
import { Composer } from './composer/Composer';

interface ComposerTabAppProps {
  composer: ComposerModel;
}

/** The composer in a tab or window: the same composer, room for long posts, and uploads that outlive the popup. */
export function ComposerTabApp({ composer }: ComposerTabAppProps) {
  return (
    <main>
      <h1>Quickpost composer</h1>
      <Composer composer={composer} />
    </main>
  );
}
