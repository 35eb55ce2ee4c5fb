/** "Forget everything": the background empties what it keeps, and this page localStorage, which only a page reaches. */
import { computed, signal } from '@preact/signals';
import type { Ask } from '@/lib/messaging/protocol';
import { t } from '@/lib/i18n/t';

export type ForgetDeps = { ask: Ask; pageStorage: Pick<Storage, 'clear'>; afterwards?: () => void };

type Step = 'idle' | 'confirming' | 'busy' | 'done' | 'failed';

export function createForgetModel(deps: ForgetDeps) {
  const step = signal<Step>('idle');
  return {
    step: computed(() => step.value),
    result: computed(() =>
      step.value === 'done' ? t('forget_done') : step.value === 'failed' ? t('forget_failed') : '',
    ),
    ask: () => void (step.value = 'confirming'),
    cancel: () => void (step.value = 'idle'),
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
