/** Twitter's weighted counter, loaded once a twitter account is chosen or "Split into thread" is used. */
import { effect, signal } from '@preact/signals';
import { hasThreadPlatform } from '@/lib/service/platforms';
import { loadTwitterMeasure, type Measure } from '@/lib/draft/twitter-length';
import { t } from '@/lib/i18n/t';
import type { AccountsModel } from './accounts-model';
import { readOnly } from '@/lib/signals/read-only';

export function createTwitterModel(accounts: Pick<AccountsModel, 'selectedTypes'>) {
  const measure = signal<Measure | null>(null);
  const error = signal('');

  async function ensure(): Promise<Measure> {
    if (measure.value) return measure.value;
    try {
      const loaded = await loadTwitterMeasure();
      measure.value = loaded;
      error.value = '';
      return loaded;
    } catch (err) {
      error.value = t('twitter_counter_failed');
      throw err;
    }
  }

  return {
    ...readOnly({ measure, error }),
    ensure,
    follow: () =>
      effect(() => {
        if (!measure.value && hasThreadPlatform(accounts.selectedTypes.value)) void ensure().catch(() => undefined);
      }),
  };
}

export type TwitterModel = ReturnType<typeof createTwitterModel>;
