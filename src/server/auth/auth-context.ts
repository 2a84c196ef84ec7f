import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Better Auth keeps its request, endpoint and adapter contexts in AsyncLocalStorage stores on this global.
 * On Node 20 an enabled store turns on an async hook that runs for every promise the process makes from
 * then on, in every request, Better Auth's or not: about half the CPU of a cached API request
 * (docs/decisions/0820-api-hot-path.md). Those contexts only matter while a Better Auth call runs, so each
 * call goes through `inAuthContext`, and when the last running one ends the stores are turned off; the next
 * call's `run()` turns them on again.
 */
const BETTER_AUTH_GLOBAL = Symbol.for("better-auth:global");

/** Node 20-23's AsyncLocalStorage is built on async hooks; Node 24's AsyncContextFrame has no such cost. */
const HOOK_BASED = "_enable" in AsyncLocalStorage.prototype;

let running = 0;

/** Runs one Better Auth call (its handler, or an `auth.api` method) so that its contexts end with it. */
export async function inAuthContext<T>(call: () => Promise<T>): Promise<T> {
  running++;
  try {
    return await call();
  } finally {
    if (--running === 0) releaseAuthContexts();
  }
}

/** Turns Better Auth's stores off; only safe while none of its calls runs (`inAuthContext` sees to that). */
export function releaseAuthContexts(): void {
  if (!HOOK_BASED) return;
  const global = (globalThis as { [BETTER_AUTH_GLOBAL]?: { context?: Record<string, unknown> } })[BETTER_AUTH_GLOBAL];
  for (const store of Object.values(global?.context ?? {})) {
    if (store instanceof AsyncLocalStorage) store.disable();
  }
}
