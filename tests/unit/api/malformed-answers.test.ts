import { describe, expect, it } from 'vitest';
import { KINDS, OPERATIONS, malformedAnswers } from '../../e2e/reliability/malformed-answers';

describe('malformed answers generator', () => {
  it.each(OPERATIONS)('%s: the same seed gives the same 200 answers, another seed others', (op) => {
    expect(malformedAnswers(op, 200, 7)).toEqual(malformedAnswers(op, 200, 7));
    expect(malformedAnswers(op, 200, 8)).not.toEqual(malformedAnswers(op, 200, 7));
  });

  it.each(OPERATIONS)('%s: every kind of breakage appears', (op) => {
    const answers = malformedAnswers(op, 200, 1);
    expect(new Set(answers.map((a) => a.kind))).toEqual(new Set(Object.keys(KINDS)));
  });

  it('truncated JSON never parses; nested garbage is deep', () => {
    const answers = malformedAnswers('accounts', 400, 3);
    for (const a of answers.filter((x) => x.kind === 'truncatedJson')) expect(() => JSON.parse(a.body)).toThrow();
    for (const a of answers.filter((x) => x.kind === 'nestedGarbage')) expect(a.body.length).toBeGreaterThan(200);
  });

  it('huge numbers are really out of range for a double or an exact integer', () => {
    const bodies = malformedAnswers('posts', 400, 5)
      .filter((a) => a.kind === 'hugeNumbers')
      .map((a) => a.body);
    expect(bodies.every((b) => /1e400|-1e400|18446744073709551616|9007199254740993|10{400}/.test(b))).toBe(true);
  });
});
