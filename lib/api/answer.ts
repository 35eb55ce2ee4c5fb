/**
 * Turning an answer (status + text) into a value or a typed error — shared by the fetch client and the XHR
 * upload. Text first, then `safeParse` (vercel/ai `response-handler.ts`): a malformed answer becomes an
 * ApiSchemaError holding the raw body, never an exception from JSON.parse.
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

/**
 * zod/mini loads no message locale (full zod's English one would add ~1.5 KB gzipped to the background), so its
 * messages are a bare "Invalid input": say what was expected, as full zod's English messages did.
 */
function issueText(issue: z.$ZodIssue): string {
  if (issue.code === 'invalid_type') return `Invalid input: expected ${issue.expected}`;
  return issue.message;
}

/** The value of a 2xx answer, or ApiSchemaError. */
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

/** The human text of an error body: `message`, else `error`/`error_description`, else the status text. */
function serviceMessageOf(text: string, statusText: string, status: number): { message: string; code?: number } {
  const json = tryJson(text);
  const parsed = json.ok ? ErrorBody.safeParse(json.value) : undefined;
  const body = parsed?.success ? parsed.data : undefined;
  const error = typeof body?.error === 'string' ? body.error : undefined;
  const described = body?.error_description && error ? `${error}: ${body.error_description}` : undefined;
  const message = body?.message ?? described ?? error ?? body?.error_description ?? (statusText || `HTTP ${status}`);
  return { message, code: body?.code };
}

/** The ApiHttpError for a non-2xx answer, with the interface's retry advice for its status. */
export function httpErrorFrom(init: {
  operation: Operation;
  status: number;
  statusText: string;
  text: string;
  retryAt?: number;
  context?: ApiHttpErrorInit['context'];
}): ApiHttpError {
  const { message, code } = serviceMessageOf(init.text, init.statusText, init.status);
  return new ApiHttpError({
    operation: init.operation,
    status: init.status,
    code,
    serviceMessage: message,
    body: init.text,
    retry: retryAdviceFor(init.status),
    retryAt: init.retryAt,
    context: init.context,
  });
}
