import type { OptionsModel } from '@/lib/options/model';
import { accountKey } from '@/lib/options/form';
import { RelayHelp } from './RelayHelp';
import { TextField } from './TextField';
import { TimeZoneSelect } from './TimeZoneSelect';

interface DefaultsSectionProps {
  model: OptionsModel;
}

/** Composer defaults and notifications (design.md §3.1 "Defaults"; the relay is used by status tracking, §3.5). */
export function DefaultsSection({ model }: DefaultsSectionProps) {
  const { form } = model;
  const chosen = new Set(form.defaultAccounts.value.map(accountKey));
  const accounts = model.accounts.value;
  return (
    <section aria-labelledby="defaults-heading">
      <h2 id="defaults-heading">Defaults</h2>
      <TimeZoneSelect value={form.timeZone} error={form.errors.value.timeZone} />
      <fieldset>
        <legend>Default accounts</legend>
        {accounts.length === 0 ? (
          <p class="hint">Connect with an API key or sign in to choose the accounts new posts start with.</p>
        ) : (
          accounts.map((account) => (
            <label class="check" key={accountKey(account)}>
              <input
                type="checkbox"
                checked={chosen.has(accountKey(account))}
                onChange={(e) => form.toggleAccount(account, e.currentTarget.checked)}
              />
              {account.name ?? account.username ?? `#${account.id}`}
              {account.username ? ` @${account.username}` : ''} <span class="badge">{account.type}</span>
            </label>
          ))
        )}
      </fieldset>
      <fieldset>
        <legend>Notifications</legend>
        <label class="check">
          <input type="checkbox" checked={form.notifyPublished.value} onChange={(e) => (form.notifyPublished.value = e.currentTarget.checked)} />
          Notify me when a post is published
        </label>
        <label class="check">
          <input type="checkbox" checked={form.notifyFailed.value} onChange={(e) => (form.notifyFailed.value = e.currentTarget.checked)} />
          Notify me when a post fails
        </label>
      </fieldset>
      <TextField
        label="Relay URL"
        value={form.relayUrl}
        inputMode="url"
        error={form.errors.value.relayUrl}
        placeholder="https://ntfy.sh/your-secret-topic"
        hint="Optional: the ntfy topic your service webhooks are sent to, for instant status updates. Without it Quickpost checks on its own."
      />
      <RelayHelp value={form.relayUrl} />
    </section>
  );
}
