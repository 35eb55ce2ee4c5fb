/**
 * Why "Load preview" found no page, as the composer says it: the background answers with the failure as data
 * (lib/prefill/link-card-fetch.ts), worded here in the person's language.
 */
import { t } from '@/lib/i18n/t';
import type { PageFailure } from '@/lib/messaging/prefill-requests';

export function pageFailureText({ why, host = '', address = '', status = 0 }: PageFailure): string {
  switch (why) {
    case 'bad-address':
      return t('link_card_bad_address');
    case 'no-answer':
      return t('link_card_no_answer', host);
    case 'not-html':
      return t('link_card_not_html', host);
    case 'local':
      return t('link_card_local', address);
    case 'redirect':
      return t('link_card_redirect', host);
    case 'refused':
      return t('link_card_refused', host, status);
    case 'not-allowed':
      return t('link_card_not_allowed', host);
  }
}
