import { request, type APIResponse, type BrowserContext } from "playwright-core";

export interface SampleTrip {
  /** The traveller's session, for a Playwright context. */
  storageState: Awaited<ReturnType<BrowserContext["storageState"]>>;
  /** The same session as a Cookie header, for tools that take headers (Lighthouse). */
  cookieHeader: string;
  /** The owner's trip page and its read-only shared page. */
  tripPath: string;
  sharedPath: string;
}

/**
 * Signs a traveller up on a running server, then generates, saves and shares one trip through the real API, so
 * the pages with a parameter (/trips/:id, /shared/:token) and the signed-in dashboard can be opened with real
 * content by `npm run screenshots` and `npm run bench`.
 */
export async function sampleTrip(baseURL: string): Promise<SampleTrip> {
  const api = await request.newContext({ baseURL });
  try {
    const ok = async (response: APIResponse, what: string) => {
      if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
      return response.json() as Promise<Record<string, unknown>>;
    };
    await ok(
      await api.post("/api/auth/sign-up/email", {
        data: { name: "Ada Traveller", email: "ada@example.com", password: "correct horse battery" },
      }),
      "sign-up",
    );
    const generated = (await ok(
      await api.post("/api/ai/generate-itinerary", {
        data: { destination: "Kyoto", dates: "2027-04-05 to 2027-04-08", theme: "food" },
      }),
      "generate-itinerary",
    )) as { itinerary: { title: string; days: string }; plan: unknown; engine: string };
    const saved = (await ok(
      await api.post("/api/itineraries", {
        data: {
          title: generated.itinerary.title,
          days: generated.itinerary.days,
          plan: generated.plan,
          engine: generated.engine,
        },
      }),
      "save itinerary",
    )) as { id: string };
    const shared = (await ok(await api.post(`/api/itineraries/${saved.id}/share`, { data: {} }), "share")) as { url: string };
    const storageState = await api.storageState();
    return {
      storageState,
      cookieHeader: storageState.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; "),
      tripPath: `/trips/${saved.id}`,
      sharedPath: new URL(shared.url, baseURL).pathname,
    };
  } finally {
    await api.dispose();
  }
}
