/**
 * The sentence for a service failure: what happened and what to do, the service's own text included (docs/design.md
 * §3.2), in the browser's language. Works on revived and on plain serialized errors alike.
 */
import { ApiHttpError, ApiNetworkError, ApiSchemaError, ApiTimeoutError, BudgetExhaustedError } from './api-errors';
import type { ErrorOf } from './kind';
import { kindOf, type ServiceKind } from './registry';
import { isWrite, type Bucket, type Operation } from '../service/operations';
import { t, uiLocale } from '../i18n/t';

export interface DescribeOptions {
  /** For times ("after 14:05"); the browser's own by default. */
  locale?: string;
  timeZone?: string;
}

function timeOf(epochMs: number | undefined, options: DescribeOptions): string {
  if (epochMs === undefined) return t('err_when_unknown');
  const time = new Intl.DateTimeFormat(options.locale ?? uiLocale(), {
    timeStyle: 'short',
    timeZone: options.timeZone,
  });
  return t('err_when_after', time.format(new Date(epochMs)));
}

const BUCKET_WORDS: Record<Bucket, () => string> = {
  read: () => t('err_bucket_read'),
  write: () => t('err_bucket_write'),
};

/** "(the service said: …)" — the service's own words, which for a 400 name the failing field. */
const said = (e: ApiHttpError) => (e.serviceMessage ? t('err_service_said', e.serviceMessage) : '');

function describeHttp(e: ApiHttpError, operation: Operation, options: DescribeOptions): string {
  const upload = operation === 'uploadMedia';
  switch (e.status) {
    case 400:
      if (operation === 'exchangeToken') return t('err_sign_in_incomplete', said(e));
      return t('err_400', said(e));
    case 401:
      if (operation === 'exchangeToken') return t('err_sign_in_incomplete', said(e));
      return t('err_401');
    case 403:
      // Create Post's 403 also means "an attachment does not exist or is not owned by the caller" (rule 1).
      if (operation === 'createPost' && (e.context?.attachments ?? 1) > 0) {
        return t('err_403_attachment');
      }
      return t('err_403');
    case 404:
      if (operation === 'deletePost' || operation === 'analytics') return t('err_404_post');
      if (operation === 'deleteMedia') return t('err_404_media');
      return t('err_404', said(e));
    case 409:
      if (operation === 'deletePost') return t('err_409_post', said(e));
      if (operation === 'deleteMedia') return t('err_409_media', said(e));
      if (operation === 'analytics') return t('err_409_analytics', said(e));
      return t('err_409', said(e));
    case 413:
      return t('err_413');
    case 415:
      return upload ? t('err_415_upload') : t('err_415', said(e));
    case 422:
      return upload ? t('err_422_upload') : t('err_422', said(e));
    case 429: {
      const bucket: Bucket = isWrite(operation) ? 'write' : 'read';
      return t('err_429', BUCKET_WORDS[bucket](), timeOf(e.retryAt, options));
    }
  }
  if (e.status >= 500) {
    const notDone = isWrite(operation) ? t('err_nothing_changed') : '';
    return t('err_5xx', e.status, notDone);
  }
  return t('err_status', e.status, said(e));
}

/** No answer arrived (offline or too slow): for a write, whether it may have been made (docs/design.md §3.4). */
function describeNoAnswer(what: string, e: ApiNetworkError | ApiTimeoutError, operation: Operation): string {
  if (!isWrite(operation)) return t('err_offline_read', what);
  return e.outcome === 'unknown' ? t('err_unknown_outcome', what) : t('err_offline_write', what);
}

/** The words for each service kind; a kind of the registry with the 'service' rule but no words is a type error. */
const DESCRIBE: {
  [K in ServiceKind as K['kind']]: (e: ErrorOf<K>, operation: Operation, options: DescribeOptions) => string;
} = {
  [ApiHttpError.kind]: describeHttp,
  [ApiNetworkError.kind]: (e, operation) => describeNoAnswer(t('err_offline'), e, operation),
  [ApiTimeoutError.kind]: (e, operation) => describeNoAnswer(t('err_timeout'), e, operation),
  [ApiSchemaError.kind]: (_, operation) => (isWrite(operation) ? t('err_schema_write') : t('err_schema_read')),
  [BudgetExhaustedError.kind]: (e, _, options) => {
    const who = e.reserveOnly ? t('err_budget_reserve') : '';
    return t('err_budget', BUCKET_WORDS[e.bucket](), who, timeOf(e.retryAt, options));
  },
};

/** The sentence for any thrown value, for the given operation. */
export function describeError(err: unknown, operation: Operation, options: DescribeOptions = {}): string {
  const Kind = kindOf(err);
  if (Kind?.sentence !== 'service') return t('err_unexpected');
  const describe = DESCRIBE[Kind.kind] as (e: unknown, operation: Operation, options: DescribeOptions) => string;
  return describe(err, operation, options);
}
