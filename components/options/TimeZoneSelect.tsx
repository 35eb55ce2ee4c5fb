import type { ReadonlySignal } from '@preact/signals';
import { useMemo } from 'preact/hooks';
import { t } from '@/lib/i18n/t';

interface TimeZoneSelectProps {
  /** '' for the browser's own zone. */
  value: ReadonlySignal<string>;
  onChange: (zone: string) => void;
  error?: string | undefined;
}

/** The default time zone: the browser's own (named, so the person sees which), or any zone it knows. */
export function TimeZoneSelect({ value, onChange, error }: TimeZoneSelectProps) {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);
  // A zone saved under another browser's spelling (Asia/Calcutta vs Asia/Kolkata) stays selectable.
  const all = value.value && !zones.includes(value.value) ? [value.value, ...zones] : zones;
  return (
    <div class="field">
      <label for="time-zone">{t('time_zone_label')}</label>
      <select
        id="time-zone"
        value={value.value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? 'time-zone-error' : undefined}
      >
        <option value="">{t('time_zone_own', own)}</option>
        {all.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, ' ')}
          </option>
        ))}
      </select>
      {error && (
        <p id="time-zone-error" class="error">
          {error}
        </p>
      )}
    </div>
  );
}
