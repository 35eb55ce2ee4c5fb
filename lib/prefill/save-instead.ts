import { t } from '@/lib/i18n/t';

/** What a person can always do when Quickpost cannot fetch an image for them, in the browser's language. */
export const saveInstead = (): string => t('entry_save_instead');
