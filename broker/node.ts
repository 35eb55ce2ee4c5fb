/** `npm run broker`: the reference token broker on Node, configured from the environment (broker/config.ts). */
import { BrokerConfigError, readBrokerSettings } from './config';
import { startBroker } from './server';

let settings;
try {
  settings = readBrokerSettings(process.env);
} catch (error) {
  if (!(error instanceof BrokerConfigError)) throw error;
  console.error(`[broker] ${error.message}`);
  process.exit(2);
}

const broker = await startBroker({ ...settings, log: (line) => console.log(`[broker] ${line}`) });
console.log(`Token broker listening on ${broker.url} (service ${settings.serviceUrl}, client ${settings.clientId})`);
console.log(`  Allowed origins: ${settings.allowedOrigins.join(', ')}`);
console.log(`  Redirect URIs:   ${settings.allowedRedirectUris.join(', ')}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void broker.close().then(() => process.exit(0)));
}
