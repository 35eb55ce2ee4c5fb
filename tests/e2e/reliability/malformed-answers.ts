/**
 * A seeded generator of malformed or unexpected answers from the service (docs/design.md §4, §5): the same seed
 * gives the same answers, so a failing case can be replayed by its number. Pure: unit-tested in
 * tests/unit/api/malformed-answers.test.ts and fed to the pages by malformed-answers.spec.ts.
 */

export type Operation =
  'accounts' | 'media' | 'posts' | 'analytics' | 'createPost' | 'deletePost' | 'upload' | 'deleteMedia';

/** Every operation of the interface, for tests that must cover them all. */
export const OPERATIONS: readonly Operation[] = [
  'accounts',
  'media',
  'posts',
  'analytics',
  'createPost',
  'deletePost',
  'upload',
  'deleteMedia',
];

export interface Answer {
  kind: Kind;
  status: number;
  contentType: string;
  body: string;
}

/** The same seeded generator the sandbox uses (mulberry32): reproducible cases, no package needed. */
import { prng } from '../../../sandbox/prng';

export { prng };

/** A well-formed answer of each operation, the base that the kinds below break. */
const GOOD: Record<Operation, unknown> = {
  accounts: {
    code: 200,
    accounts: [
      { id: 1, type: 'twitter', name: 'Dana Whitfield', username: 'danawhitfield', picture: 'http://127.0.0.1/a.svg' },
    ],
  },
  media: [
    {
      media_id: 'image-1',
      url: 'http://127.0.0.1/m.png',
      type: 'image',
      mime_type: 'image/png',
      created_at: '2030-01-01T00:00:00Z',
    },
  ],
  posts: [{ id: 7, content: 'Hello', status: 'scheduled', scheduled_date: '2030-01-01 10:00:00', timezone: 'UTC' }],
  createPost: {
    post_id: 7,
    content: 'Hello',
    scheduled_date: '2030-01-01 10:00:00',
    timezone: 'UTC',
    accounts: 1,
    media: 0,
    replies: 0,
    status: 'scheduled',
  },
  analytics: {
    post_id: 7,
    impressions: 120,
    likes: 4,
    reposts: 1,
    replies: 0,
    clicks: 3,
    engagement_rate: '3.1%',
    updated_at: '2030-01-01T00:00:00Z',
  },
  deletePost: { code: 200, message: 'Post 7 deleted' },
  deleteMedia: { code: 200, message: 'Media image-1 deleted' },
  upload: {
    media_id: 'video-9',
    url: 'http://127.0.0.1/v.mp4',
    type: 'video',
    mime_type: 'video/mp4',
    status: 'pending',
    created_at: '2030-01-01T00:00:00Z',
  },
};

const SUCCESS: Record<Operation, number> = {
  accounts: 200,
  media: 200,
  posts: 200,
  analytics: 200,
  createPost: 202,
  deletePost: 200,
  upload: 201,
  deleteMedia: 200,
};

type Rand = () => number;
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

/** Replaces one value somewhere in a JSON tree (chosen at random) by `make()`. */
function mutateOne(r: Rand, value: unknown, make: () => unknown, depth = 0): unknown {
  if (depth > 0 && (r() < 0.3 || value === null || typeof value !== 'object')) return make();
  if (Array.isArray(value)) {
    if (value.length === 0) return [make()];
    const i = Math.floor(r() * value.length);
    return value.map((v, j) => (j === i ? mutateOne(r, v, make, depth + 1) : v));
  }
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    const k = pick(r, keys);
    return { ...value, [k]: mutateOne(r, (value as Record<string, unknown>)[k], make, depth + 1) };
  }
  return make();
}

const WRONG_TYPES = [
  () => 'not a number',
  () => 42,
  () => true,
  () => ({}),
  () => [],
  () => [[1]],
  () => '',
  () => -1.5,
];
const HUGE = ['1e400', '-1e400', '18446744073709551616', '9007199254740993', '1' + '0'.repeat(400)];

function nested(r: Rand): string {
  const depth = 200 + Math.floor(r() * 2000);
  return pick(r, ['[', '{"a":']).repeat(depth) + 'null' + (r() < 0.5 ? '' : ']'.repeat(depth));
}

const json = 'application/json';

/** The kinds of breakage, each one function of (random, operation) → answer. */
export const KINDS = {
  truncatedJson: (r: Rand, op: Operation) => {
    const full = JSON.stringify(GOOD[op]);
    return { status: SUCCESS[op], contentType: json, body: full.slice(0, 1 + Math.floor(r() * (full.length - 2))) };
  },
  html: (r: Rand, op: Operation) => ({
    status: pick(r, [SUCCESS[op], 200, 502, 503]),
    contentType: 'text/html',
    body: '<!doctype html><html><body><h1>Bad Gateway</h1><p>nginx</p></body></html>',
  }),
  empty: (r: Rand, op: Operation) => ({
    status: pick(r, [SUCCESS[op], 200, 204]),
    contentType: pick(r, [json, 'text/plain']),
    body: '',
  }),
  wrongTypes: (r: Rand, op: Operation) => ({
    status: SUCCESS[op],
    contentType: json,
    body: JSON.stringify(mutateOne(r, GOOD[op], pick(r, WRONG_TYPES))),
  }),
  hugeNumbers: (r: Rand, op: Operation) => ({
    status: SUCCESS[op],
    contentType: json,
    body: JSON.stringify(mutateOne(r, GOOD[op], () => '__HUGE__')).replace('"__HUGE__"', pick(r, HUGE)),
  }),
  nulls: (r: Rand, op: Operation) => ({
    status: SUCCESS[op],
    contentType: json,
    body: r() < 0.3 ? 'null' : JSON.stringify(mutateOne(r, GOOD[op], () => null)),
  }),
  nestedGarbage: (r: Rand, op: Operation) => ({
    status: pick(r, [SUCCESS[op], 400, 500]),
    contentType: json,
    body: nested(r),
  }),
  wrongShape: (r: Rand, op: Operation) => ({
    status: SUCCESS[op],
    contentType: json,
    body: JSON.stringify(
      pick(r, [42, 'ok', true, { data: 'x' }, { accounts: {} }, { posts: 7 }, [1, 2, 3], { items: [null] }]),
    ),
  }),
  wrongStatusBody: (r: Rand, op: Operation) => {
    const status = pick(r, [400, 401, 403, 404, 409, 413, 415, 422, 429, 500]);
    // A success body under an error status, an error body without its fields, or a code that disagrees.
    const body = pick(r, [
      JSON.stringify(GOOD[op]),
      '{}',
      JSON.stringify({ code: 200, message: 42 }),
      JSON.stringify({ error: { nested: true } }),
      JSON.stringify({ code: 'x', message: '' }),
    ]);
    return { status, contentType: json, body };
  },
  errorUnderSuccess: (r: Rand, op: Operation) => ({
    status: SUCCESS[op],
    contentType: json,
    body: JSON.stringify({ code: pick(r, [400, 500, 403]), message: 'Something went wrong' }),
  }),
  wrongContentType: (r: Rand, op: Operation) => ({
    status: SUCCESS[op],
    contentType: pick(r, ['text/plain', 'application/xml', 'application/octet-stream']),
    body: pick(r, [JSON.stringify(GOOD[op]), '<?xml version="1.0"?><accounts/>', '\u0000\u0001\u0002']),
  }),
  binaryJunk: (r: Rand, op: Operation) => ({
    status: SUCCESS[op],
    contentType: json,
    body:
      '\uFEFF' +
      Array.from({ length: 20 + Math.floor(r() * 200) }, () => String.fromCharCode(Math.floor(r() * 0xd7ff))).join(''),
  }),
  unknownStatus: (r: Rand) => ({
    status: pick(r, [299, 302, 418, 451, 503, 599]),
    contentType: json,
    body: JSON.stringify({ code: 0 }),
  }),
} satisfies Record<string, (r: Rand, op: Operation) => Omit<Answer, 'kind'>>;

export type Kind = keyof typeof KINDS;

/** `count` answers for one operation; kinds taken in turn so each appears, details from the seed. */
export function malformedAnswers(op: Operation, count: number, seed: number): Answer[] {
  const r = prng(seed);
  const kinds = Object.keys(KINDS) as Kind[];
  return Array.from({ length: count }, (_, i) => {
    const kind = kinds[i % kinds.length]!;
    return { kind, ...KINDS[kind](r, op) };
  });
}
