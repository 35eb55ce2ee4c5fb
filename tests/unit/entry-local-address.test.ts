/** "Post this image" and the local network (point 3): which addresses need the person's word first. */
import { describe, expect, it } from 'vitest';
import { isLocalHost, localAddressNeedingConsent } from '@/lib/prefill/local-address';

describe('isLocalHost', () => {
  it.each([
    ['http://127.0.0.1:5555/a.png', true],
    ['http://2130706433/a.png', true], // decimal 127.0.0.1
    ['http://0x7f.1/a.png', true],
    ['http://10.1.2.3/a.png', true],
    ['http://172.16.0.1/a.png', true],
    ['http://172.32.0.1/a.png', false],
    ['http://192.168.1.1/a.png', true],
    ['http://169.254.169.254/latest/meta-data', true],
    ['http://100.64.0.1/a.png', true],
    ['http://0.0.0.0:8080/a.png', true],
    ['http://[::1]:5555/a.png', true],
    ['http://[::ffff:127.0.0.1]/a.png', true],
    ['http://[::ffff:8.8.8.8]/a.png', false],
    ['http://[fd12:3456::1]/a.png', true],
    ['http://[fe80::1]/a.png', true],
    ['http://[2001:db8::1]/a.png', false],
    ['http://localhost:5555/a.png', true],
    ['http://LOCALHOST./a.png', true],
    ['http://admin.localhost/a.png', true],
    ['http://printer.local/a.png', true],
    ['https://cdn.example.com/a.png', false],
    ['https://8.8.8.8/a.png', false],
  ])('%s → %s', (url, local) => {
    expect(isLocalHost(new URL(url).hostname)).toBe(local);
  });
});

describe('localAddressNeedingConsent', () => {
  it('names host and port, exempts only the configured service origin', () => {
    expect(localAddressNeedingConsent(new URL('http://127.0.0.1:5555/x.png'), ['http://127.0.0.1:8787'])).toBe(
      '127.0.0.1:5555',
    );
    expect(
      localAddressNeedingConsent(new URL('http://127.0.0.1:8787/media/files/image-1.png'), ['http://127.0.0.1:8787']),
    ).toBeNull();
    expect(localAddressNeedingConsent(new URL('https://cdn.example.com/x.png'), [])).toBeNull();
    expect(localAddressNeedingConsent(new URL('data:image/png;base64,AAAA'), [])).toBeNull();
  });
});
