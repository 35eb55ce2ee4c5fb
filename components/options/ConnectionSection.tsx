import type { OptionsModel } from '@/lib/options/model';
import { TextField } from './TextField';

interface ConnectionSectionProps {
  model: OptionsModel;
}

const KEY_PREFIX = 'smm_';

/** API key and OAuth sign-in (design.md §3.1), with the redirect URL to register and the live check results. */
export function ConnectionSection({ model }: ConnectionSectionProps) {
  const { form, auth } = model;
  const typed = form.apiKey.value.trim();
  // "A key not beginning with smm_ gets a warning, not a refusal" (issue 4).
  const warning = typed && !typed.startsWith(KEY_PREFIX) ? `Personal API keys begin with ${KEY_PREFIX}; this one does not. It will be checked anyway when you save.` : undefined;
  const method = auth.value?.method ?? 'none';
  return (
    <section aria-labelledby="connection-heading">
      <h2 id="connection-heading">Connection</h2>
      <p role="status" class="status">
        {model.status.value}
      </p>
      <TextField
        label="API key"
        value={form.apiKey}
        secret
        placeholder={method === 'api-key' ? 'Paste a new key to replace the saved one' : 'smm_…'}
        hint={warning ?? 'Your personal key from the service’s dashboard. It is checked when you save, kept only in this browser and shown masked.'}
      />
      <div class="actions">
        {method === 'api-key' && (
          <button type="button" onClick={() => void model.removeKey()}>
            Remove key
          </button>
        )}
        {method === 'oauth' ? (
          <button type="button" onClick={() => void model.signOut()}>
            Sign out
          </button>
        ) : (
          <button type="button" onClick={() => void model.signIn()}>
            Sign in
          </button>
        )}
        {method !== 'none' && (
          <button type="button" onClick={() => void model.checkConnection()}>
            Check connection
          </button>
        )}
      </div>
      <p class="hint">
        Sign in opens the service’s consent page. The app must list this browser’s redirect URL:{' '}
        <code>{model.redirectUrl.value || '…'}</code>
      </p>
    </section>
  );
}
