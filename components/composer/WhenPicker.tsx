import { useState } from 'preact/hooks';
import { Glyph } from '../ui/Icon';
import { IconButton } from '../ui/Icon';
import { checkWhen, describeBothZones, quickTime, type QuickTime } from '@/lib/draft/when-rules';
import { QUICK, quickLabel } from '@/lib/composer/when-labels';
import type { DraftWhen } from '@/lib/draft/draft';
import type { Composer } from '@/lib/composer/composer';
import { t, type MessageKey } from '@/lib/i18n/t';
import { FieldError, describedBy } from '../ui/FieldError';

/** The three ways to send, in the order the segmented control shows them. */
const MODES: ReadonlyArray<readonly [DraftWhen['mode'], MessageKey]> = [
  ['now', 'when_now'],
  ['schedule', 'when_schedule'],
  ['queue', 'queue_when'],
];

/** Post now, Schedule (quick times, date, time and a zone always sent explicitly) or Add to queue (its next slot). */
export function WhenPicker({ composer }: { composer: Composer }) {
  const { drafts, send, zone, now, ports } = composer;
  const when = drafts.draft.value.when;
  if (!when) return null;
  const set = (patch: Partial<DraftWhen>) => drafts.update((d) => ({ ...d, when: { ...when, ...d.when, ...patch } }));
  const problems = send.problems.value;
  const warning = send.warnings.value.time;
  const check = when.mode === 'schedule' ? checkWhen(when, now.value, ports.locale) : null;
  const preview =
    check?.ok && !warning ? describeBothZones(check.epochMs, when.timeZone.trim(), zone(), ports.locale) : '';
  const zoneNow = when.timeZone.trim() || zone();
  const quick = (kind: QuickTime) => {
    try {
      return quickTime(kind, now.value, zoneNow);
    } catch {
      return quickTime(kind, now.value, zone()); // a zone being typed: the person's own
    }
  };
  return (
    <fieldset class="when">
      <legend class="sr-only">{t('when_legend')}</legend>
      <div class="when-row">
        <div class="segmented">
          {MODES.map(([mode, label]) => (
            <label class="choice" key={mode}>
              <input
                type="radio"
                name="qp-when"
                value={mode}
                checked={when.mode === mode}
                onChange={() => set({ mode })}
              />
              <span>{t(label)}</span>
            </label>
          ))}
        </div>
        {when.mode === 'schedule' && (
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
        )}
      </div>
      {when.mode === 'queue' && (
        <div class="row queue-slot">
          <p id="qp-queue-slot" class="hint" aria-live="polite">
            {composer.queue.line.value}
          </p>
          <IconButton
            label={t('queue_earlier')}
            disabled={!composer.queue.hasPrevious.value}
            onClick={composer.queue.previous}
          >
            <Glyph name="earlier" d="M15 6l-6 6 6 6" />
          </IconButton>
          <IconButton label={t('queue_later')} disabled={!composer.queue.hasNext.value} onClick={composer.queue.next}>
            <Glyph name="later" d="M9 6l6 6-6 6" />
          </IconButton>
        </div>
      )}
      {when.mode === 'schedule' && (
        <>
          <div class="when-fields">
            {(['date', 'time'] as const).map((part) => (
              <div class={`field ${part}`} key={part}>
                <label for={`qp-${part}`}>{t(part === 'date' ? 'when_date' : 'when_time')}</label>
                <input
                  id={`qp-${part}`}
                  type={part}
                  value={when[part]}
                  aria-invalid={problems[part] ? 'true' : undefined}
                  aria-describedby={describedBy(
                    problems[part] && `qp-${part}-error`,
                    // What the time field's warning and the preview say is about the time.
                    part === 'time' && warning && 'qp-time-warning',
                    part === 'time' && preview && 'qp-when-preview',
                  )}
                  onInput={(e) => set({ [part]: e.currentTarget.value })}
                />
              </div>
            ))}
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
      )}
    </fieldset>
  );
}

interface ZoneInputProps {
  value: string;
  invalid: boolean;
  describedBy?: string | undefined;
  onChange: (zone: string) => void;
}

/** The ~400 zone suggestions are added when the field first takes the focus, not with the popup's first render. */
function ZoneInput({ value, invalid, describedBy, onChange }: ZoneInputProps) {
  const [zones, setZones] = useState<readonly string[]>([]);
  return (
    <div class="field zone">
      <label for="qp-zone">{t('when_zone')}</label>
      <input
        id="qp-zone"
        type="text"
        list="qp-zones"
        autoComplete="off"
        spellcheck={false}
        value={value}
        aria-invalid={invalid ? 'true' : undefined}
        aria-describedby={describedBy}
        onFocus={() => zones.length === 0 && setZones(Intl.supportedValuesOf('timeZone'))}
        onInput={(e) => onChange(e.currentTarget.value)}
      />
      <datalist id="qp-zones">
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </div>
  );
}
