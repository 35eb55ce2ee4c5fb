// Sign in with OAuth: consent through identity.launchWebAuthFlow with `state` and PKCE, the code exchanged by the
// broker, which holds the client secret, and the token checked before it is kept. An interrupted sign-in starts over.
import { authorizeUrl, readRedirect } from '@/lib/oauth/authorize';
import { exchangeViaBroker } from '@/lib/oauth/broker-client';
import { createPkce, randomToken } from '@/lib/oauth/pkce';
import type { AuthStatus } from '@/lib/messaging/shapes';
import { serviceAddressesItem, signInServiceItem } from '@/lib/storage/items';
import { QuickpostError } from '@/lib/errors/quickpost-error';
import { messageOf } from '@/lib/errors/data';
import type { Auth } from './auth';
import type { BackgroundDeps } from './deps';

export function createSignIn(deps: BackgroundDeps, auth: Auth) {
  let running = false;

  return async function signIn(): Promise<AuthStatus> {
    if (running) throw new QuickpostError('signin_busy');
    running = true;
    try {
      const [{ appUrl }, { brokerUrl, clientId }] = await Promise.all([
        serviceAddressesItem.get(),
        signInServiceItem.get(),
      ]);
      if (!clientId) throw new QuickpostError('signin_needs_client_id');
      if (!brokerUrl) throw new QuickpostError('signin_needs_broker');
      const redirectUri = deps.identity.redirectUrl();
      const state = randomToken();
      const pkce = await createPkce();
      const url = authorizeUrl({ appUrl, clientId, redirectUri, state, codeChallenge: pkce.challenge });

      const redirected = await deps.identity.launchWebAuthFlow(url).catch((error: unknown) => {
        // Chromium says "Authorization page could not be loaded."; any other rejection is a window closed, also one
        // that showed the service's own error page (an unregistered redirect URL).
        throw /could not be loaded/i.test(messageOf(error))
          ? new QuickpostError('signin_page_unreachable', appUrl)
          : new QuickpostError('signin_window_closed', redirectUri);
      });
      const { code } = readRedirect(redirected, state);
      const { token } = await exchangeViaBroker(
        { brokerUrl, fetch: deps.fetch },
        { code, redirectUri, codeVerifier: pkce.verifier },
      );
      return await auth.adopt({ kind: 'bearer', token });
    } catch (error) {
      if (error instanceof QuickpostError) deps.log(`sign-in failed: ${error.key}`);
      throw error;
    } finally {
      running = false;
    }
  };
}
