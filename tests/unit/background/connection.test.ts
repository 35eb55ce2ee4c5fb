import { describe, expect, it } from 'vitest';
import { connectionLabel, maskKey } from '@/lib/background/connection';

describe('connectionLabel', () => {
  it.each([
    [
      [
        { name: 'Page', username: 'p' },
        { name: 'Dana', username: 'd' },
        { name: 'Dana', username: 'd2' },
      ],
      'Dana',
    ],
    [
      [
        { name: 'First', username: 'a' },
        { name: 'Second', username: 'b' },
      ],
      'First',
    ],
    [[{ name: null, username: 'handle' }], '@handle'],
    [[{ name: '  ', username: null }], 'your account'],
    [[], 'your account'],
  ])('%j → %s', (accounts, label) => {
    expect(connectionLabel(accounts)).toBe(label);
  });
});

describe('maskKey', () => {
  it.each([
    ['smm_demo', 'smm_••••'],
    ['smm_0123456789abcdefXYZW', 'smm_••••XYZW'],
    ['nokeyprefix', '••••'],
  ])('%s → %s', (key, masked) => {
    expect(maskKey(key)).toBe(masked);
  });
});
