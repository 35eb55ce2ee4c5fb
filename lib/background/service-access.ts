/**
 * The background's access to the service, assembled per call from storage so that a restarted worker carries on. A
 * credential the service refuses is dropped at once ("403: do not retry with the same credential") and the person
 * told why.
 */
import { createApi, type Api, type Credential } from '@/lib/api';
import { isApiHttpError } from '@/lib/errors/service';
import { cacheItems, credentialItem, authNoticeItem, serviceAddressesItem } from '@/lib/storage/items';
import { credentialOf, type StoredCredential } from '@/lib/settings/credential';
import { QuickpostError } from '@/lib/errors/quickpost-error';
import type { BudgetService } from './budget-service';
import type { BackgroundDeps } from './deps';
import { recordingWrites } from './write-times';
import { ensureBound } from './credential-origin';

/** A 403 that is about the credential: Create Post's with attachments may mean a foreign attachment (rule 1). */
function refusesCredential(error: unknown): boolean {
  if (!isApiHttpError(error) || error.status !== 403) return false;
  return !(error.operation === 'createPost' && (error.context?.attachments ?? 0) > 0);
}

export async function clearCaches(): Promise<void> {
  await Promise.all(cacheItems.map((item) => item.remove()));
}

/**
 * Whether the credential a request was made with is still the one in use: what it brings back is stored only while it
 * is, so a late answer never brings another credential's data back after the caches were cleared.
 */
export type StillCurrent = () => boolean;

export function createServiceAccess(deps: BackgroundDeps, budget: BudgetService) {
  /** Bumped, before any await, whenever the credential or the address is about to change. */
  let generation = 0;

  /** Without the host permission a request fails as a CORS error, indistinguishable from "offline": say so first. */
  async function ensureReachable(baseUrl: string): Promise<void> {
    const { protocol, hostname, origin } = new URL(baseUrl);
    if (await deps.hasOrigins([`${protocol}//${hostname}/*`])) return;
    throw new QuickpostError('access_no_permission', origin);
  }

  /** A client at `baseUrl`, the address its caller read once and checked the credential for. */
  async function apiFor(credential: Credential | null, baseUrl: string): Promise<Api> {
    await ensureReachable(baseUrl);
    return createApi({
      baseUrl,
      credential,
      // Every write notes its start and end: a Create Post right after another is looked at for a twin.
      fetch: recordingWrites(deps.fetch, () => deps.clock.now()),
      clock: deps.clock,
      budget: await budget.get(),
      ...(deps.sleep ? { sleep: deps.sleep } : {}),
    });
  }

  /** Forgets `stored` if it is still the one in use (a newer key saved meanwhile stays). */
  async function dropRefused(stored: StoredCredential): Promise<void> {
    const current = await credentialItem.get();
    if (!current || current.savedAt !== stored.savedAt || current.kind !== stored.kind) return;
    generation++;
    await credentialItem.set(null);
    await clearCaches();
    await authNoticeItem.set({ dropped: stored.kind, at: deps.clock.now() });
    deps.log(`the service refused the stored ${stored.kind === 'bearer' ? 'token' : 'API key'}; it was dropped`);
  }

  /** The credential and the address, each read once: the origin it is checked against is the one the request goes to. */
  async function bound(): Promise<{ stored: StoredCredential; apiUrl: string }> {
    const [stored, { apiUrl }] = await Promise.all([credentialItem.get(), serviceAddressesItem.get()]);
    if (!stored) throw new QuickpostError('not_connected');
    await ensureBound(stored, apiUrl);
    return { stored, apiUrl };
  }

  return {
    apiFor,
    ensureReachable,
    bound,
    /** The credential or the address is about to change: what requests under way bring back is not stored. */
    dropReadsUnderWay(): void {
      generation++;
    },
    /** Runs `call` with the stored credential; a refused credential is dropped and the error passed on. */
    async withApi<T>(call: (api: Api, current: StillCurrent) => Promise<T>): Promise<T> {
      const mine = generation;
      const { stored, apiUrl } = await bound();
      const api = await apiFor(credentialOf(stored), apiUrl);
      try {
        return await call(api, () => generation === mine);
      } catch (error) {
        if (refusesCredential(error)) await dropRefused(stored);
        throw error;
      }
    },
  };
}

export type ServiceAccess = ReturnType<typeof createServiceAccess>;
