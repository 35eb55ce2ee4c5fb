import { t } from '@/lib/i18n/t';

/** Quickpost's mark and its welcome, as the welcome page and the popup of an unconnected Quickpost open. */
export function WelcomeTitle({ size }: { size: 32 | 48 }) {
  return (
    <h1>
      <img src={`/icon/${size}.png`} alt="" width={size} height={size} />
      {t('welcome_title')}
    </h1>
  );
}
