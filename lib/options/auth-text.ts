/** The one line that says who Quickpost is connected as (issue 4: "Connected as … — N accounts"). */
import type { AuthStatus } from '@/lib/messaging/protocol';

const accounts = (n: number) => `${n} ${n === 1 ? 'account' : 'accounts'}`;

export function describeAuth(status: AuthStatus): string {
  const connected = status.connection ? `Connected as ${status.connection.label} — ${accounts(status.connection.accounts)}` : undefined;
  switch (status.method) {
    case 'none':
      return status.notice ?? 'Not connected: paste your API key and click Save, or click Sign in.';
    case 'api-key':
      return connected
        ? `${connected} (API key ${status.maskedKey ?? ''}).`
        : `API key ${status.maskedKey ?? ''} saved, not yet checked at this address: click Check connection.`;
    case 'oauth':
      return connected ? `Signed in. ${connected}.` : 'Signed in, not yet checked at this address: click Check connection.';
  }
}
