import { useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import type { OptionsModel } from '@/lib/options/model';
import type { ScheduleModel } from '@/lib/options/schedule-model';
import type { ForgetModel } from '@/lib/options/forget-model';
import type { SnippetsModel } from '@/lib/options/snippets-model';
import type { SettingsSection as Saved } from '@/lib/options/form';
import { describeBudget } from '@/lib/options/budget-text';
import { t } from '@/lib/i18n/t';
import { ConnectionSection } from './options/ConnectionSection';
import { DefaultsSection } from './options/DefaultsSection';
import { NotificationsSection } from './options/NotificationsSection';
import { ScheduleSection } from './options/ScheduleSection';
import { ForgetSection } from './options/ForgetSection';
import { SnippetsSection } from './options/SnippetsSection';
import { SettingsSection } from './options/SettingsSection';
import { formField, TextField } from './options/TextField';
import type { ShareModel } from '@/lib/options/share-model';
import { ShareTextSection } from './options/ShareTextSection';
import { LinksSection } from './options/LinksSection';
import { ShareFormCard } from './options/ShareFormCard';

interface OptionsPageProps {
  model: OptionsModel;
  /** The posting schedule behind "Add to queue", a form of its own. */
  schedule?: ScheduleModel | undefined;
  forget?: ForgetModel | undefined;
  snippets?: SnippetsModel | undefined; // kept in this browser
  /** "Share text" and "Links", forms of their own. */
  share?: ShareModel | undefined;
}

/** The settings page (docs/style.md): a list of sections that stays in view beside one column of cards. */
export function OptionsPage({ model, schedule, forget, snippets, share }: OptionsPageProps) {
  // The alert shows under the Save pressed last; before any, under the connection (sign-in, check, remove key).
  const savedFrom = useSignal<'connection' | Saved>('connection');
  const { form } = model;
  // Its own form and Save per card: Enter saves it, and only its fields are checked; the others stay as typed.
  const card = (section: 'connection' | Saved, name: string, children: ComponentChildren) => (
    <form
      class="card"
      noValidate
      aria-busy={model.busy.value ? 'true' : 'false'}
      onSubmit={(e) => {
        e.preventDefault();
        savedFrom.value = section;
        // Synchronously: save() asks for the host permission first, inside this user gesture.
        void model.save(section);
      }}
    >
      {children}
      {savedFrom.value === section && (
        <p role="alert" class="alert">
          {model.alert.value}
        </p>
      )}
      <div class="card-actions">
        {/* Shown unavailable while another action runs (the model takes one at a time), yet kept focusable. */}
        <button
          type="submit"
          class="primary"
          aria-label={t('options_save_named', name)}
          aria-disabled={model.busy.value ? 'true' : undefined}
        >
          {t('options_save')}
        </button>
      </div>
    </form>
  );
  const sections: [string, string][] = [
    ['connection', t('connection_heading')],
    ['budget', t('budget_heading')],
    ['service', t('service_heading')],
    ['defaults', t('defaults_heading')],
    ...(schedule ? [['schedule', t('schedule_legend')] as [string, string]] : []),
    ...(share
      ? [['share', t('share_heading')] as [string, string], ['links', t('links_heading')] as [string, string]]
      : []),
    ...(snippets ? [['snippets', t('snippets_heading')] as [string, string]] : []),
    ['notifications', t('notifications_legend')],
    ...(forget ? [['forget', t('forget_heading')] as [string, string]] : []),
  ];
  const report = model.budget.value;
  return (
    <div class="settings">
      <header class="topbar">
        <h1>{t('options_title')}</h1>
      </header>
      <div class="settings-body">
        <nav class="section-list" aria-label={t('options_sections')}>
          <ul>
            {sections.map(([id, label]) => (
              <li key={id}>
                <a href={`#${id}-heading`}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <main>
          {card('connection', t('connection_heading'), <ConnectionSection model={model} />)}
          <div class="card">
            <SettingsSection name="budget" title={t('budget_heading')}>
              <p>{report ? describeBudget(report) : t('budget_unknown')}</p>
            </SettingsSection>
          </div>
          {card(
            'service',
            t('service_heading'),
            <SettingsSection name="service" title={t('service_heading')}>
              <TextField {...formField(form, 'apiUrl')} />
              <TextField {...formField(form, 'appUrl')} />
              <fieldset>
                <legend>{t('signin_service')}</legend>
                <TextField {...formField(form, 'clientId')} />
                <TextField {...formField(form, 'brokerUrl')} />
              </fieldset>
              <p class="hint">{t('service_permission_hint')}</p>
            </SettingsSection>,
          )}
          {card('defaults', t('defaults_heading'), <DefaultsSection model={model} />)}
          {schedule && (
            <div class="card">
              <ScheduleSection schedule={schedule} accounts={model.accounts.value} />
            </div>
          )}
          {share && (
            <>
              <ShareFormCard
                name={t('share_heading')}
                status={share.status.value.templates}
                error={share.errors.value.templates}
                onSave={() => void share.saveTemplates()}
              >
                <ShareTextSection share={share} />
              </ShareFormCard>
              <ShareFormCard
                name={t('links_heading')}
                status={share.status.value.links}
                error={share.errors.value.links}
                onSave={() => void share.saveLinks()}
              >
                <LinksSection share={share} />
              </ShareFormCard>
            </>
          )}
          {snippets && (
            <div class="card">
              <SnippetsSection snippets={snippets} />
            </div>
          )}
          {card('notifications', t('notifications_legend'), <NotificationsSection model={model} />)}
          {forget && (
            <div class="card">
              <ForgetSection model={forget} />
            </div>
          )}
        </main>
      </div>
    </div>
  );
}
