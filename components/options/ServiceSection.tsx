import type { OptionsModel } from '@/lib/options/model';
import { TextField } from './TextField';

interface ServiceSectionProps {
  model: OptionsModel;
}

/** `{base_url}`, `{app_url}` and the sign-in service (client id, broker): build-time defaults, changeable. */
export function ServiceSection({ model }: ServiceSectionProps) {
  const { form } = model;
  const errors = form.errors.value;
  return (
    <section aria-labelledby="service-heading">
      <h2 id="service-heading">Service</h2>
      <TextField label="API address" value={form.apiUrl} inputMode="url" error={errors.apiUrl} hint="Where the service’s API answers ({base_url})." />
      <TextField label="App address" value={form.appUrl} inputMode="url" error={errors.appUrl} hint="The service’s web app, where you approve sign-ins ({app_url})." />
      <fieldset>
        <legend>Sign-in service</legend>
        <TextField label="Client ID" value={form.clientId} error={errors.clientId} hint="The OAuth app’s client id (svc_cid_…)." />
        <TextField
          label="Broker URL"
          value={form.brokerUrl}
          inputMode="url"
          error={errors.brokerUrl}
          hint="The token broker that completes sign-ins with the app’s secret, which never ships in Quickpost."
        />
      </fieldset>
      <p class="hint">Saving asks your browser to let Quickpost reach these addresses.</p>
    </section>
  );
}
