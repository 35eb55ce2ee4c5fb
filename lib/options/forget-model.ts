/**
 * "Forget everything on this browser" (docs/privacy.md): asked once, confirmed once, then the background empties
 * what it keeps and this page empties the extension's localStorage (the composer's snapshot), which only a page
 * can reach.
 */
import { computed, signal } from '@preact/signals';
import type { AnswerData, Ask } from '@/lib/messaging/protocol';
import { t } from '@/lib/i18n/t';

export interface ForgetDeps {
  ask: Ask;
  /** The extension pages' localStorage. */
  pageStorage: Pick<Storage, 'clear'>;
  /** Run once all is forgotten: the page shows where things stand now. */
  afterwards?: () => void;
}

type Step = 'idle' | 'confirming' | 'busy' | 'done' | 'failed';

export function createForgetModel(deps: ForgetDeps) {
  const step = signal<Step>('idle');
  return {
    step: computed(() => step.value),
    /** What the section says after the last attempt. */
    result: computed(() =>
      step.value === 'done' ? t('forget_done') : step.value === 'failed' ? t('forget_failed') : '',
    ),
    ask(): void {
      step.value = 'confirming';
    },
    cancel(): void {
      step.value = 'idle';
    },
    async confirm(): Promise<void> {
      step.value = 'busy';
      try {
        await deps.ask('privacy.forget', {});
        deps.pageStorage.clear();
        step.value = 'done';
        deps.afterwards?.();
      } catch {
        deps.pageStorage.clear();
        step.value = 'failed';
      }
    },
  };
}

export type ForgetModel = ReturnType<typeof createForgetModel>;
