import { useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import type { OptionsModel } from '@/lib/options/model';
import type { ScheduleModel } from '@/lib/options/schedule-model';
import { BudgetLine } from './options/BudgetLine';
import { ConnectionSection } from './options/ConnectionSection';
import { DefaultsSection } from './options/DefaultsSection';
import { NotificationsSection } from './options/NotificationsSection';
import { SaveForm } from './options/SaveForm';
import { ServiceSection } from './options/ServiceSection';
import { ToolbarSection } from './options/ToolbarSection';
import { ScheduleSection } from './options/ScheduleSection';
import { ForgetSection } from './options/ForgetSection';
import type { ForgetModel } from '@/lib/options/forget-model';
import type { ShareModel } from '@/lib/options/share-model';
import { ShareTextSection } from './options/ShareTextSection';
import { LinksSection } from './options/LinksSection';
import { ShareFormCard } from './options/ShareFormCard';
import { t } from '@/lib/i18n/t';

interface OptionsPageProps {
  model: OptionsModel;
  /** The posting schedule ("Add to queue"), a form of its own. */
  schedule?: ScheduleModel | undefined;
  /** "Forget everything on this browser" (docs/privacy.md). */
  forget?: ForgetModel | undefined;
  /** "Share text" and "Links", forms of their own. */
  share?: ShareModel | undefined;
}

type Saved = 'connection' | 'service' | 'defaults' | 'notifications';

/** The sections, in the order of the page, for the list that stays in view. The usage meter sits near the top. */
const sections = (hasSchedule: boolean, hasForget: boolean, hasShare: boolean): [string, string][] => [
  ['connection-heading', t('connection_heading')],
  ['budget-heading', t('budget_heading')],
  ['service-heading', t('service_heading')],
  ['defaults-heading', t('defaults_heading')],
  ...(hasSchedule ? [['schedule-heading', t('schedule_legend')] as [string, string]] : []),
  ...(hasShare
    ? [
        ['share-heading', t('share_heading')] as [string, string],
        ['links-heading', t('links_heading')] as [string, string],
      ]
    : []),
  ['notifications-heading', t('notifications_legend')],
  ...(hasForget ? [['forget-heading', t('forget_heading')] as [string, string]] : []),
];

/**
 * The settings page in the popup's visual system (docs/style.md: a short list of sections that stays in view beside
 * one column of content, each section saved where it is edited): a bar on top, the sections as cards.
 */
export function OptionsPage({ model, schedule, forget, share }: OptionsPageProps) {
  // The alert shows under the Save pressed last; before any, under the connection (sign-in, check, remove key).
  const savedFrom = useSignal<Saved>('connection');
  const form = (id: Saved, name: string, children: ComponentChildren) => (
    <SaveForm
      model={model}
      section={id}
      name={name}
      showsAlert={savedFrom.value === id}
      onSave={() => (savedFrom.value = id)}
    >
      {children}
    </SaveForm>
  );
  return (
    <div class="settings">
      <header class="topbar">
        <h1>{t('options_title')}</h1>
      </header>
      <div class="settings-body">
        <nav class="section-list" aria-label={t('options_sections')}>
          <ul>
            {sections(Boolean(schedule), Boolean(forget), Boolean(share)).map(([id, label]) => (
              <li key={id}>
                <a href={`#${id}`}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <main>
          {form('connection', t('connection_heading'), <ConnectionSection model={model} />)}
          <div class="card">
            <BudgetLine model={model} />
          </div>
          {form('service', t('service_heading'), <ServiceSection model={model} />)}
          {form(
            'defaults',
            t('defaults_heading'),
            <>
              <DefaultsSection model={model} />
              <ToolbarSection model={model} />
            </>,
          )}
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
          {form('notifications', t('notifications_legend'), <NotificationsSection model={model} />)}
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
