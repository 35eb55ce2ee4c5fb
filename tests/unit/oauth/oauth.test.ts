import { describe, expect, it } from 'vitest';
import { authorizeUrl, readRedirect } from '@/lib/oauth/authorize';
import { challengeOf, createPkce, randomToken } from '@/lib/oauth/pkce';

describe('PKCE', () => {
  it('computes the S256 challenge of RFC 7636, appendix B', async () => {
    expect(await challengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes 43-character base64url verifiers that differ every time', async () => {
    const a = await createPkce();
    const b = await createPkce();
    expect(a.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.verifier).not.toBe(b.verifier);
    expect(a.challenge).toBe(await challengeOf(a.verifier));
    expect(new Set(Array.from({ length: 50 }, () => randomToken())).size).toBe(50);
  });
});

describe('authorizeUrl', () => {
  it('keeps a path in the app address and encodes every parameter', () => {
    const url = new URL(
      authorizeUrl({
        appUrl: 'https://app.example.com/sub/',
        clientId: 'svc_cid_a b',
        redirectUri: 'https://id.chromiumapp.org/',
        state: 's&t',
        codeChallenge: 'c',
      }),
    );
    expect(url.pathname).toBe('/sub/oauth/authorize');
    expect(url.searchParams.get('client_id')).toBe('svc_cid_a b');
    expect(url.searchParams.get('state')).toBe('s&t');
    expect(url.searchParams.get('redirect_uri')).toBe('https://id.chromiumapp.org/');
  });
});

describe('readRedirect', () => {
  const R = 'https://id.chromiumapp.org/';
  it.each([
    ['approved', `${R}?code=abc&state=S`, { code: 'abc' }],
    ['approved, answer in the fragment', `${R}#code=abc&state=S`, { code: 'abc' }],
  ])('%s → the code', (_name, url, expected) => {
    expect(readRedirect(url, 'S')).toEqual(expected);
  });

  it.each([
    ['denied', `${R}?error=access_denied&state=S`, 'signin_denied'],
    ['a different state', `${R}?code=abc&state=T`, 'signin_wrong_state'],
    ['no state at all', `${R}?code=abc`, 'signin_wrong_state'],
    ['a denial with a foreign state (state checked first)', `${R}?error=access_denied&state=T`, 'signin_wrong_state'],
    ['another OAuth error', `${R}?error=invalid_request&error_description=PKCE&state=S`, 'signin_refused'],
    ['no code', `${R}?state=S`, 'signin_no_code'],
    ['not a URL', 'nonsense', 'signin_unreadable'],
  ])('%s → %s', (_name, url, key) => {
    expect(() => readRedirect(url, 'S')).toThrow(expect.objectContaining({ name: 'QuickpostError', key }));
  });
});
