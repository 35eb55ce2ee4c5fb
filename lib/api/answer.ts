/**
 * An answer (status + text) becomes a value or a typed error, for fetch and the XHR upload alike. Text first, then
 * `safeParse`: a malformed answer is an ApiSchemaError holding the raw body, never an exception from JSON.parse.
 */
import * as z from 'zod/v4/core';
import { ApiHttpError, ApiSchemaError, type ApiHttpErrorInit } from '../errors/service';
import type { Operation } from '../service/operations';
import { retryAdviceFor } from './retry-policy';
import { ErrorBody } from './schemas';
import { messageOf } from '../errors/data';

function tryJson(text: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  if (text.trim() === '') return { ok: false, reason: 'empty body' };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (err) {
    return { ok: false, reason: `not JSON: ${messageOf(err)}` };
  }
}

// zod/mini loads no message locale (full zod's English one costs ~1.5 KB gz), so its type messages say too little.
const issueText = (issue: z.$ZodIssue) =>
  issue.code === 'invalid_type' ? `Invalid input: expected ${issue.expected}` : issue.message;

export function parseSuccess<S extends z.$ZodType>(
  schema: S,
  text: string,
  operation: Operation,
  status: number,
): z.output<S> {
  const json = tryJson(text);
  if (!json.ok)
    throw new ApiSchemaError({ operation, status, body: text, issues: [{ path: '', message: json.reason }] });
  const result = z.safeParse(schema, json.value);
  if (!result.success) {
    const issues = result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: issueText(i) }));
    throw new ApiSchemaError({ operation, status, body: text, issues });
  }
  return result.data;
}

/** The ApiHttpError for a non-2xx answer: the body's `message`, else `error`/`error_description`, else the status. */
export function httpErrorFrom(init: {
  operation: Operation;
  status: number;
  statusText: string;
  text: string;
  retryAt?: number;
  context?: ApiHttpErrorInit['context'];
}): ApiHttpError {
  const json = tryJson(init.text);
  const body = json.ok ? ErrorBody.safeParse(json.value).data : undefined;
  const error = typeof body?.error === 'string' ? body.error : undefined;
  const described = body?.error_description && error ? `${error}: ${body.error_description}` : undefined;
  return new ApiHttpError({
    operation: init.operation,
    status: init.status,
    code: body?.code,
    serviceMessage:
      body?.message ?? described ?? error ?? body?.error_description ?? (init.statusText || `HTTP ${init.status}`),
    body: init.text,
    retry: retryAdviceFor(init.status),
    retryAt: init.retryAt,
    context: init.context,
  });
}
