import { SEED_APP, SEED_KEYS } from './seed.ts';
import { startSandbox } from './server.ts';

/** `npm run sandbox`: environment (docs/design.md §6) → start → print the URL and the seed credentials. */

function numberFromEnv(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`${name} must be a whole number ≥ 0 (got "${raw}")`);
    process.exit(2);
  }
  return value;
}

// A last guard: whatever escapes a request or timer is logged and the sandbox keeps serving.
process.on('uncaughtException', (error) => console.error('[sandbox] uncaught exception (still running):', error));
process.on('unhandledRejection', (reason) => console.error('[sandbox] unhandled rejection (still running):', reason));

const dataDir = process.env.SANDBOX_DATA_DIR?.trim();
const sandbox = await startSandbox({
  port: numberFromEnv('PORT') ?? 8787,
  readLimit: numberFromEnv('SANDBOX_READ_LIMIT'),
  writeLimit: numberFromEnv('SANDBOX_WRITE_LIMIT'),
  maxUploadBytes: numberFromEnv('SANDBOX_MAX_UPLOAD_BYTES'),
  videoProcessingMs: numberFromEnv('SANDBOX_VIDEO_PROCESSING_MS'),
  ...(dataDir ? { dataDir } : {}),
});

console.log(`Sandbox listening on ${sandbox.url}`);
console.log(
  `  API keys:  ${SEED_KEYS.demo} (user demo), ${SEED_KEYS.rival} (user rival), ${SEED_KEYS.agency} (user agency: 30 accounts), ${SEED_KEYS.agencyXl} (user agency-xl: 150 accounts, 1,000 posts), ${SEED_KEYS.revoked} (revoked: 403)`,
);
console.log(`  OAuth app: ${SEED_APP.name}, client_id ${SEED_APP.clientId}, client_secret ${SEED_APP.clientSecret}`);
console.log(
  `  Dashboard: ${sandbox.url}/   Consent: ${sandbox.url}/oauth/authorize   Controls: ${sandbox.url}/__sandbox/state`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void sandbox.close().then(() => process.exit(0));
  });
}
