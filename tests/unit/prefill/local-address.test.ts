/** The person's own computer and network (docs/security.md, "Nothing local without asking"): which addresses need their word first. */
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
    // Decimal, octal and hex IPv4 spellings (the URL parser makes them dotted)
    ['http://0177.0.0.1/a.png', true],
    ['http://0x7f000001/a.png', true],
    ['http://3232235777/a.png', true], // 192.168.1.1
    ['http://012.0.0.1/a.png', true], // 10.0.0.1
    ['http://134744072/a.png', false], // 8.8.8.8
    ['http://127.1/a.png', true],
    // The rest of IANA's special-purpose IPv4 ranges that reach the person's own network
    ['http://192.0.0.8/a.png', true],
    ['http://198.18.0.1/a.png', true],
    ['http://224.0.0.251/a.png', true],
    ['http://255.255.255.255/a.png', true],
    ['http://100.128.0.1/a.png', false],
    ['http://192.0.2.1/a.png', false], // documentation range: not routed, not local either
    // IPv6: site-local, multicast, IPv4 inside IPv6
    ['http://[fec0::1]/a.png', true],
    ['http://[ff02::1]/a.png', true],
    ['http://[::]/a.png', true],
    ['http://[::ffff:7f00:1]/a.png', true],
    ['http://[::ffff:c0a8:101]/a.png', true],
    ['http://[::ffff:808:808]/a.png', false],
    ['http://[::127.0.0.1]/a.png', true],
    ['http://[64:ff9b::10.0.0.1]/a.png', true],
    ['http://[64:ff9b::8.8.8.8]/a.png', false],
    ['http://[2002:c0a8:101::1]/a.png', true], // 6to4 of 192.168.1.1
    ['http://[2606:4700::1111]/a.png', false],
    // Local names
    ['http://router/x.png', true],
    ['http://nas/x.png', true],
    ['http://fritz.box/x.png', true],
    ['http://FRITZ.BOX./x.png', true],
    ['http://speedport.ip/x.png', true],
    ['http://routerlogin.net/x.png', true],
    ['http://tplinkwifi.net/x.png', true],
    ['http://nas.home.arpa/x.png', true],
    ['http://db.internal/x.png', true],
    ['http://printer.lan/x.png', true],
    ['http://tv.home/x.png', true],
    ['http://server.localdomain/x.png', true],
    ['http://wiki.intranet/x.png', true],
    ['http://git.corp/x.png', true],
    ['https://images.example.org/x.png', false],
    ['https://lan.example.com/x.png', false],
    ['https://home.example.com/x.png', false],
    ['https://corp.example.com/x.png', false],
    ['https://internal-images.example.com/x.png', false],
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
