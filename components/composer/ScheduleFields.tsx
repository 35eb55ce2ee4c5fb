import { checkSchedule, describeBothZones, quickTime, type QuickTime } from '@/lib/draft/schedule';
import { QUICK, quickLabel } from '@/lib/composer/when-labels';
import type { Composer } from '@/lib/composer/context';
import type { DraftWhen } from '@/lib/draft/draft';
import { t } from '@/lib/i18n/t';
import { FieldError, describedBy } from './FieldError';
import { ZoneInput } from './ZoneInput';

interface ScheduleProps {
  composer: Composer;
}

/** The draft's scheduled time, and a change to it (WhenPicker.tsx shows these parts while "Schedule" is chosen). */
function scheduleOf({ drafts }: Composer) {
  const when = drafts.draft.value.when!;
  const set = (patch: Partial<DraftWhen>) => drafts.update((d) => ({ ...d, when: { ...when, ...d.when, ...patch } }));
  return { when, set };
}

/** "In 1 hour", "Tomorrow 09:00", "Monday 09:00", "Pick…": one click sets the date and time. */
export function ScheduleQuick({ composer }: ScheduleProps) {
  const { when, set } = scheduleOf(composer);
  const { zone, now, ports } = composer;
  const zoneNow = when.timeZone.trim() || zone();
  const quick = (kind: QuickTime) => {
    try {
      return quickTime(kind, now.value, zoneNow);
    } catch {
      return quickTime(kind, now.value, zone()); // a zone being typed: the person's own
    }
  };
  return (
    <div class="quick" role="group" aria-label={t('when_quick_label')}>
      {QUICK.map((kind) => {
        const slot = quick(kind);
        const on = slot.date === when.date && slot.time === when.time;
        return (
          <button
            key={kind}
            type="button"
            class={`chip${on ? ' on' : ''}`}
            aria-pressed={on ? 'true' : 'false'}
            onClick={() => set(slot)}
          >
            {quickLabel(kind, ports.locale)}
          </button>
        );
      })}
      <button type="button" class="chip" onClick={() => document.getElementById('qp-date')?.focus()}>
        {t('when_quick_pick')}
      </button>
    </div>
  );
}

/** The date, time and time zone, their problems, and the time in both zones once it is valid. */
export function ScheduleFields({ composer }: ScheduleProps) {
  const { when, set } = scheduleOf(composer);
  const { send, zone, now, ports } = composer;
  const problems = send.problems.value;
  const warning = send.warnings.value.time;
  const check = checkSchedule(when, now.value, ports.locale);
  const preview =
    check.ok && !warning ? describeBothZones(check.epochMs, when.timeZone.trim(), zone(), ports.locale) : '';
  return (
    <>
      <div class="when-fields">
        <div class="field date">
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
        <div class="field time">
          <label for="qp-time">{t('when_time')}</label>
          <input
            id="qp-time"
            type="time"
            value={when.time}
            aria-invalid={problems.time ? 'true' : undefined}
            aria-describedby={describedBy(
              problems.time && 'qp-time-error',
              warning && 'qp-time-warning',
              preview && 'qp-when-preview',
            )}
            onInput={(e) => set({ time: e.currentTarget.value })}
          />
        </div>
        <ZoneInput
          value={when.timeZone}
          invalid={Boolean(problems.timeZone)}
          describedBy={describedBy(problems.timeZone && 'qp-zone-error')}
          onChange={(timeZone) => set({ timeZone })}
        />
      </div>
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
  );
}
