import { CheckField } from './CheckField';
import type { ScheduleModel } from '@/lib/options/schedule-model';
import { weekdayName } from '@/lib/options/schedule-model';
import { accountKey } from '@/lib/options/form';
import { accountLabel } from '@/lib/composer/account-label';
import type { AccountRef } from '@/lib/service/post';
import { t, uiLocale } from '@/lib/i18n/t';
import { SettingsSection } from './SettingsSection';

interface Account extends AccountRef {
  name?: string | null | undefined;
  username?: string | null | undefined;
}

interface ScheduleSectionProps {
  schedule: ScheduleModel;
  accounts: readonly Account[];
}

/** "Times for": all accounts or one group, a group's name and accounts, and adding or removing a group. */
function GroupPicker({ schedule, accounts }: ScheduleSectionProps) {
  const group = schedule.group.value;
  const members = new Set(group?.accounts.map(accountKey));
  return (
    <>
      <div class="schedule-target">
        <label for="qp-schedule-target">{t('schedule_times_for')}</label>{' '}
        <select
          id="qp-schedule-target"
          value={String(schedule.target.value)}
          onChange={(e) => schedule.choose(e.currentTarget.value === 'all' ? 'all' : Number(e.currentTarget.value))}
        >
          <option value="all">{t('schedule_all_accounts')}</option>
          {schedule.groups.value.map((g, i) => (
            <option key={i} value={String(i)}>
              {g.name}
            </option>
          ))}
        </select>{' '}
        <button type="button" onClick={() => schedule.addGroup()}>
          {t('schedule_add_group')}
        </button>
      </div>
      {group && (
        <fieldset>
          <legend>{t('schedule_group_accounts')}</legend>
          <p class="hint">{t('schedule_group_hint')}</p>
          <label for="qp-schedule-group-name">{t('schedule_group_name')}</label>{' '}
          <input
            id="qp-schedule-group-name"
            type="text"
            value={group.name}
            onInput={(e) => schedule.renameGroup(e.currentTarget.value)}
          />
          {accounts.map((account) => (
            <CheckField
              key={accountKey(account)}
              checked={members.has(accountKey(account))}
              onChange={(on) => schedule.setGroupAccount(account, on)}
            >
              {accountLabel(account)}
            </CheckField>
          ))}
          <button type="button" onClick={() => schedule.removeGroup()}>
            {t('schedule_remove_group')}
          </button>
        </fieldset>
      )}
    </>
  );
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** The posting schedule behind "Add to queue": weekdays × times for all accounts or an account group, with its own Save. */
export function ScheduleSection({ schedule, accounts }: ScheduleSectionProps) {
  const days = new Set(schedule.days.value);
  return (
    <SettingsSection name="schedule" title={t('schedule_legend')}>
      <p class="hint">{t('schedule_hint')}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void schedule.save();
        }}
      >
        <GroupPicker schedule={schedule} accounts={accounts} />
        <fieldset>
          <legend>{t('schedule_days')}</legend>
          {WEEKDAYS.map((day) => (
            <CheckField key={day} checked={days.has(day)} onChange={(on) => schedule.setDay(day, on)}>
              {weekdayName(day, uiLocale())}
            </CheckField>
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
    </SettingsSection>
  );
}
