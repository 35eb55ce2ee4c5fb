import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors.ts';
import { fieldName } from './post-input.ts';

/** A JSON body checked against a zod schema; 400 naming the first failing field otherwise. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const text = await c.req.text();
  let raw: unknown;
  try {
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The body is not valid JSON');
  }
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = fieldName(issue.path);
  throw new ApiError(400, name === '' ? issue.message : `${name}: ${issue.message}`);
}
