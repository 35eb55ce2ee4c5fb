import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { t } from '@/lib/i18n/t';
import type { Row } from '@/lib/posts/view';

interface AnalyticsPanelProps {
  load(): Promise<{ rows: Row[] } | { error: string }>;
  /** For the list's accessible name ("Analytics of …"). */
  label: string;
}

/** A published post's figures, whatever their shape: labels from the keys, numbers through Intl. */
export function AnalyticsPanel({ load, label }: AnalyticsPanelProps) {
  const result = useSignal<{ rows: Row[] } | { error: string } | null>(null);
  useEffect(() => {
    void load().then((r) => (result.value = r));
  }, []);
  const value = result.value;
  if (value === null) return <p role="status">{t('posts_analytics_loading')}</p>;
  if ('error' in value) return <p role="alert">{value.error}</p>;
  if (value.rows.length === 0) return <p>{t('posts_analytics_none')}</p>;
  return (
    <dl class="qp-analytics" aria-label={label}>
      {value.rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
