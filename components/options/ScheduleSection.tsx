import type { ScheduleModel } from '@/lib/options/schedule-model';
import { weekdayName } from '@/lib/options/schedule-model';
import { t, uiLocale } from '@/lib/i18n/t';

interface ScheduleSectionProps {
  schedule: ScheduleModel;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** The posting schedule behind "Add to queue": weekdays × times, with its own Save. */
export function ScheduleSection({ schedule }: ScheduleSectionProps) {
  const days = new Set(schedule.days.value);
  return (
    <section aria-labelledby="schedule-heading">
      <h2 id="schedule-heading">{t('schedule_legend')}</h2>
      <p class="hint">{t('schedule_hint')}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void schedule.save();
        }}
      >
        <fieldset>
          <legend>{t('schedule_days')}</legend>
          {WEEKDAYS.map((day) => (
            <label class="check" key={day}>
              <input type="checkbox" checked={days.has(day)} onChange={(e) => schedule.setDay(day, e.currentTarget.checked)} />
              {weekdayName(day, uiLocale())}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('schedule_times')}</legend>
          <ul>
            {schedule.times.value.map((time) => (
              <li key={time}>
                {time}{' '}
                <button type="button" onClick={() => schedule.removeTime(time)}>
                  {t('schedule_remove_time', time)}
                </button>
              </li>
            ))}
          </ul>
          <label for="qp-schedule-time">{t('schedule_new_time')}</label>{' '}
          <input
            id="qp-schedule-time"
            type="time"
            value={schedule.newTime.value}
            aria-invalid={schedule.error.value ? 'true' : undefined}
            onInput={(e) => schedule.editNewTime(e.currentTarget.value)}
          />{' '}
          <button type="button" onClick={() => schedule.addTime()}>
            {t('schedule_add_time')}
          </button>
        </fieldset>
        <p role="alert" class="alert">
          {schedule.error.value}
        </p>
        <p aria-live="polite">{schedule.status.value}</p>
        <div class="actions">
          <button type="submit">{t('schedule_save')}</button>
        </div>
      </form>
    </section>
  );
}
