import { readRaw, writeRaw } from "./storage";
import { clearAllTripDrafts } from "./trip-drafts";

/**
 * The service worker's caches of signed-in answers (decision 0960). The names are repeated in vite.config.ts,
 * whose worker code is copied into sw.js as text.
 */
export const API_CACHE = "wayfarer-api";
/** Shared trips (kept 12 hours at most), forgotten with the rest at a sign-out. */
export const SHARED_CACHE = "wayfarer-shared";
const META_CACHE = "wayfarer-meta";
const FORGOTTEN_AT = "/__wayfarer/forgotten-at";

/** localStorage: the id of the user whose answers the caches may hold ("" for nobody). */
export const CACHE_OWNER_KEY = "wayfarer.cacheOwner";

/** Registers the service worker built by vite-plugin-pwa. Production builds only (main.tsx). */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").catch(() => undefined); // the app works without it
  });
}

/**
 * Forgets every answer kept for the signed-in user: the service worker's API and shared-trip caches, the query
 * cache and unsaved trip edits.
 * The time goes into the meta cache first, so an answer still in flight is dropped when it arrives
 * (the worker's cacheDidUpdate in vite.config.ts compares it with its request's start).
 */
export async function forgetSignedInAnswers(): Promise<void> {
  try {
    if (typeof caches !== "undefined") {
      await (await caches.open(META_CACHE)).put(FORGOTTEN_AT, new Response(String(Date.now())));
      await Promise.all([caches.delete(API_CACHE), caches.delete(SHARED_CACHE)]);
    }
  } catch {
    // Cache storage refused (private mode, quota): there is nothing in it to forget either.
  }
  clearAllTripDrafts();
  const { queryClient } = await import("./query");
  queryClient.clear();
}

/**
 * Called with each answer to "who is signed in?": when it names someone else than the user the caches
 * were filled for (another account, or nobody after a sign-out), forgets them. True when it did.
 */
export async function forgetAnswersOfAnotherUser(userId: string | null): Promise<boolean> {
  const owner = userId ?? "";
  if ((readRaw(CACHE_OWNER_KEY) ?? "") === owner) return false;
  writeRaw(CACHE_OWNER_KEY, owner);
  await forgetSignedInAnswers();
  return true;
}
