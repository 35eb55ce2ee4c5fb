import { checkSchedule, describeBothZones } from '@/lib/draft/schedule';
import type { DraftWhen } from '@/lib/draft/draft';
import type { Composer } from '@/lib/composer/context';
import { t } from '@/lib/i18n/t';
import { FieldError, describedBy } from './FieldError';
import { ZoneInput } from './ZoneInput';
import { QueueSlot } from './QueueSlot';

interface WhenPickerProps {
  composer: Composer;
}

/** "Post now" or a date, time and time zone (always sent explicitly), with DST and past times flagged. */
export function WhenPicker({ composer }: WhenPickerProps) {
  const { drafts, send, zone, now, ports } = composer;
  const when = drafts.draft.value.when;
  if (!when) return null;
  const set = (patch: Partial<DraftWhen>) => drafts.update((d) => ({ ...d, when: { ...when, ...d.when, ...patch } }));
  const problems = send.problems.value;
  const warning = send.warnings.value.time;
  const check = when.mode === 'schedule' ? checkSchedule(when, now.value, ports.locale) : null;
  const preview = check?.ok && !warning ? describeBothZones(check.epochMs, when.timeZone.trim(), zone(), ports.locale) : '';
  return (
    <fieldset class="when">
      <legend>{t('when_legend')}</legend>
      <div class="row">
        <label class="choice">
          <input type="radio" name="qp-when" value="now" checked={when.mode === 'now'} onChange={() => set({ mode: 'now' })} /> {t('when_now')}
        </label>
        <label class="choice">
          <input type="radio" name="qp-when" value="schedule" checked={when.mode === 'schedule'} onChange={() => set({ mode: 'schedule' })} /> {t('when_schedule')}
        </label>
        <label class="choice">
          <input type="radio" name="qp-when" value="queue" checked={when.mode === 'queue'} onChange={() => set({ mode: 'queue' })} /> {t('queue_when')}
        </label>
      </div>
      {when.mode === 'queue' && <QueueSlot composer={composer} />}
      {when.mode === 'schedule' && (
        <>
          <div class="row when-fields">
            <div class="field">
              <label for="qp-date">{t('when_date')}</label>
              <input
                id="qp-date"
                type="date"
                value={when.date}
                aria-invalid={problems.date ? 'true' : undefined}
                aria-describedby={describedBy(problems.date && 'qp-date-error')}
                onInput={(e) => set({ date: e.currentTarget.value })}
              />
            </div>
            <div class="field">
              <label for="qp-time">{t('when_time')}</label>
              <input
                id="qp-time"
                type="time"
                value={when.time}
                aria-invalid={problems.time ? 'true' : undefined}
                aria-describedby={describedBy(problems.time && 'qp-time-error', warning && 'qp-time-warning', preview && 'qp-when-preview')}
                onInput={(e) => set({ time: e.currentTarget.value })}
              />
            </div>
          </div>
          <ZoneInput
            value={when.timeZone}
            invalid={Boolean(problems.timeZone)}
            describedBy={describedBy(problems.timeZone && 'qp-zone-error')}
            onChange={(timeZone) => set({ timeZone })}
          />
          <FieldError id="qp-date-error" text={problems.date} />
          <FieldError id="qp-time-error" text={problems.time} />
          <FieldError id="qp-time-warning" text={warning} tone="warning" />
          <FieldError id="qp-zone-error" text={problems.timeZone} />
          {preview && (
            <p id="qp-when-preview" class="hint">
              {preview}
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
