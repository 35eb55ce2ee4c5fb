/**
 * Who a caller is, for the broker's rate limit — only what the platform vouches for, never what the caller writes:
 * - on Cloudflare (the runtime gives `request.cf`), `cf-connecting-ip`, which Cloudflare's edge sets itself;
 * - behind `trustedProxies` proxies that each append the address they were called from to `X-Forwarded-For`, the
 *   entry the outermost of them appended: that many from the right (entries further left are the caller's own);
 * - else the socket's peer on Node;
 * - else nobody (undefined): the caller shares the nameless bucket (broker/app.ts).
 */
export function clientOf(trustedProxies: number) {
  return (request: Request, env: unknown): string | undefined => {
    if (typeof (request as { cf?: unknown }).cf === 'object') {
      return request.headers.get('cf-connecting-ip')?.trim() || undefined;
    }
    if (trustedProxies > 0) {
      const chain = (request.headers.get('x-forwarded-for') ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      // Fewer entries than proxies: the request did not come through all of them. Nobody vouches for it.
      return chain.length >= trustedProxies ? chain[chain.length - trustedProxies] : undefined;
    }
    return (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
  };
}
