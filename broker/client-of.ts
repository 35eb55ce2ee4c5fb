/**
 * Who a caller is, for the broker's rate limit: the address a trusted proxy or the platform names in
 * `header` (its first entry; e.g. `cf-connecting-ip` on Cloudflare, `x-forwarded-for` behind your own proxy), else
 * the socket's peer on Node. Without a trusted header behind a proxy, every caller shares the proxy's address.
 */
export function clientOf(header: string | undefined) {
  return (request: Request, env: unknown): string | undefined => {
    const named = header ? request.headers.get(header)?.split(',')[0]?.trim() : undefined;
    if (named) return named;
    return (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
  };
}
