import { t } from '../i18n/t';

/**
 * What a person can always do when Quickpost cannot fetch an image for them. A file of its own: the composer's first
 * chunk says it without loading the sentences of every failure (fetch-sentences.ts).
 */
export const saveInstead = (): string => t('entry_save_instead');
