import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { signUp } from "../test/auth";
import { describeEachDatabase, useTestApp } from "../test/databases";

/**
 * Model-based authorization test: random sequences of create, list, get and delete by two users.
 * Invariant after every step: a user sees exactly their own itineraries, can read (as saved) or delete
 * only their own, a deleted one is gone for both, and nothing of the other user's disappears.
 */
type User = "ada" | "bob";
type Action =
  | { kind: "create"; user: User; title: string }
  | { kind: "list"; user: User }
  | { kind: "get"; user: User; pick: number }
  | { kind: "delete"; user: User; pick: number };

const user = fc.constantFrom<User>("ada", "bob");
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant("create" as const),
    user,
    title: fc.string({ minLength: 1, maxLength: 40 }).filter((t) => t.trim() !== ""),
  }),
  fc.record({ kind: fc.constant("list" as const), user }),
  fc.record({ kind: fc.constant("get" as const), user, pick: fc.nat() }),
  fc.record({ kind: fc.constant("delete" as const), user, pick: fc.nat() }),
);

describeEachDatabase("itinerary authorization (model-based)", (database) => {
  const suite = useTestApp(database);
  const cookies = {} as Record<User, string>;

  beforeAll(async () => {
    cookies.ada = (await signUp(suite.app, { name: "Ada" })).cookie;
    cookies.bob = (await signUp(suite.app, { name: "Bob" })).cookie;
  });

  const request = (who: User, method: string, path = "", body?: unknown) =>
    suite.app.request(`/api/itineraries${path}`, {
      method,
      headers: { Cookie: cookies[who], ...(body ? { "Content-Type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  const listIds = async (who: User) => {
    const res = await request(who, "GET");
    expect(res.status).toBe(200);
    return ((await res.json()) as { id: string }[]).map((item) => item.id).sort();
  };

  it("never lets a user see, read or delete the other's itineraries", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 25 }), async (actions) => {
        // The model: which ids each user owns (with their titles, where this run made them), and which are deleted.
        const owned: Record<User, Map<string, string | undefined>> = {
          ada: new Map((await listIds("ada")).map((id) => [id, undefined])),
          bob: new Map((await listIds("bob")).map((id) => [id, undefined])),
        };
        const deleted = new Set<string>();
        const all = () => [...owned.ada.keys(), ...owned.bob.keys(), ...deleted];

        for (const step of actions) {
          const other: User = step.user === "ada" ? "bob" : "ada";
          if (step.kind === "create") {
            const res = await request(step.user, "POST", "", { title: step.title, days: "Day 1*Morning: walk" });
            expect(res.status).toBe(201);
            owned[step.user].set(((await res.json()) as { id: string }).id, step.title.trim()); // the server trims titles
          } else if (step.kind === "list") {
            expect(await listIds(step.user)).toEqual([...owned[step.user].keys()].sort());
          } else {
            const ids = all();
            if (ids.length === 0) continue;
            const id = ids[step.pick % ids.length]!;
            const mine = owned[step.user].has(id);
            const res = await request(step.user, step.kind === "get" ? "GET" : "DELETE", `/${id}`);
            if (!mine) expect(res.status).toBe(404);
            else expect(res.status).toBe(step.kind === "get" ? 200 : 204);
            if (mine && step.kind === "get") {
              const title = owned[step.user].get(id);
              expect(await res.json()).toMatchObject({ id, ...(title === undefined ? {} : { title }) });
            }
            if (mine && step.kind === "delete") {
              owned[step.user].delete(id);
              deleted.add(id);
            }
          }
          // Nothing of the other user's ever disappears.
          expect(await listIds(other)).toEqual([...owned[other].keys()].sort());
        }
      }),
      { numRuns: 30 },
    );
  });
});
