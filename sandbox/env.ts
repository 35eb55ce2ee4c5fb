import type { HttpBindings } from '@hono/node-server';

/** Hono's environment for every route: Node's bindings, and the user a request was authenticated as. */
export type SandboxEnv = { Bindings: HttpBindings; Variables: { user: string } };
