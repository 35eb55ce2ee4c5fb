import type { DraftWhen } from '@/lib/draft/draft';
import type { Composer } from '@/lib/composer/context';
import { t } from '@/lib/i18n/t';
import { QueueSlot, ScheduleFields, ScheduleQuick } from './later-parts';

interface WhenPickerProps {
  composer: Composer;
}

/**
 * "Post now", "Schedule" or "Add to queue", in one row. Scheduling's shortcuts ("In 1 hour", "Tomorrow 09:00",
 * "Monday 09:00", "Pick…") beside the choice, and the date, time and time zone (always sent explicitly) below it, with
 * DST and past times flagged, load as a part of their own (ScheduleFields.tsx): a first screen set to post now does
 * not carry them.
 */
export function WhenPicker({ composer }: WhenPickerProps) {
  const { drafts } = composer;
  const when = drafts.draft.value.when;
  if (!when) return null;
  const set = (patch: Partial<DraftWhen>) => drafts.update((d) => ({ ...d, when: { ...when, ...d.when, ...patch } }));
  return (
    <fieldset class="when">
      <legend class="sr-only">{t('when_legend')}</legend>
      <div class="when-row">
        <div class="segmented">
          <label class="choice">
            <input
              type="radio"
              name="qp-when"
              value="now"
              checked={when.mode === 'now'}
              onChange={() => set({ mode: 'now' })}
            />
            <span>{t('when_now')}</span>
          </label>
          <label class="choice">
            <input
              type="radio"
              name="qp-when"
              value="schedule"
              checked={when.mode === 'schedule'}
              onChange={() => set({ mode: 'schedule' })}
            />
            <span>{t('when_schedule')}</span>
          </label>
          <label class="choice">
            <input
              type="radio"
              name="qp-when"
              value="queue"
              checked={when.mode === 'queue'}
              onChange={() => set({ mode: 'queue' })}
            />
            <span>{t('queue_when')}</span>
          </label>
        </div>
        {when.mode === 'schedule' && <ScheduleQuick composer={composer} />}
      </div>
      {when.mode === 'queue' && <QueueSlot composer={composer} />}
      {when.mode === 'schedule' && <ScheduleFields composer={composer} />}
    </fieldset>
  );
}
