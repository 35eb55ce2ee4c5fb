import { FieldInput } from '../ui/FieldInput';
import { useState } from 'preact/hooks';
import { t } from '@/lib/i18n/t';

interface ZoneInputProps {
  value: string;
  invalid: boolean;
  describedBy?: string | undefined;
  onChange: (zone: string) => void;
}

/**
 * "Time zone": a combobox of the IANA zones this browser knows (typing filters them). The ~400 suggestions are
 * added when the field first takes the focus — before any list can show — not with the composer's first render,
 * where they were three quarters of the popup's elements (docs/design.md §5: popup ready).
 */
export function ZoneInput({ value, invalid, describedBy, onChange }: ZoneInputProps) {
  const [zones, setZones] = useState<readonly string[]>([]);
  const suggest = () => {
    if (zones.length === 0) setZones(Intl.supportedValuesOf('timeZone'));
  };
  return (
    <div class="field zone">
      <label for="qp-zone">{t('when_zone')}</label>
      <FieldInput
        id="qp-zone"
        type="text"
        list="qp-zones"
        autoComplete="off"
        spellcheck={false}
        value={value}
        invalid={invalid}
        describedBy={describedBy}
        onFocus={suggest}
        onText={onChange}
      />
      <datalist id="qp-zones">
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </div>
  );
}
