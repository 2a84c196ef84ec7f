import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { InvitePreview } from "@shared/schemas/members";
import { queryClient } from "@web/lib/query";
import { SessionProvider, type Session } from "@web/lib/session";
import InviteScreen from "./InviteScreen";

const TOKEN = "ICG4C5pojQcHedUgdeYuP0C6abcdefgh";
const TRIP = "11111111-1111-4111-8111-111111111111";
const preview: InvitePreview = { tripId: TRIP, title: "Kyoto in Autumn", ownerName: "Bo", role: "editor", yourRole: null };

let answers: Array<() => Response | Promise<Response>>;
/** Answers by path, however often it is asked (a query may be read again). */
let routes: Record<string, () => Response>;
const fetchMock = vi.fn(async (path: string, _init?: RequestInit) => {
  const next = routes[path] ?? answers.shift();
  if (!next) throw new Error("unexpected fetch");
  return next();
});

beforeEach(() => {
  answers = [];
  routes = {};
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  queryClient.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function show(session: Partial<Session>) {
  return render(
    <MemoryRouter initialEntries={[`/invites/${TOKEN}`]}>
      <SessionProvider value={session}>
        <Routes>
          <Route path="/invites/:token" element={<InviteScreen />} />
          <Route path="/trips/:id" element={<p>Trip page</p>} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}

describe("InviteScreen", () => {
  it("signed out: the sign-in prompt, and nothing fetched", async () => {
    const login = vi.fn();
    show({ user: null, login });
    await userEvent.click(screen.getByRole("button", { name: "Login" }));
    expect(login).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signed in: the trip, its owner and the role; Join trip accepts and opens the trip", async () => {
    routes = {
      [`/api/invites/${TOKEN}`]: () => Response.json(preview),
      [`/api/invites/${TOKEN}/accept`]: () => Response.json({ tripId: TRIP, role: "editor" }),
    };
    show({ user: { id: "u1", name: "Ada" } });
    expect(await screen.findByRole("heading", { name: "Kyoto in Autumn" })).toBeInTheDocument();
    expect(screen.getByText(/Bo invites you as an editor/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Join trip" }));
    expect(await screen.findByText("Trip page")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/invites/${TOKEN}/accept`, expect.objectContaining({ method: "POST" }));
  });

  it("an expired or revoked link says so", async () => {
    answers.push(() =>
      Response.json({ error: { code: "not_found", message: "This invite link is not valid." } }, { status: 404 }),
    );
    show({ user: { id: "u1", name: "Ada" } });
    expect(await screen.findByRole("heading", { name: "This invite does not work" })).toBeInTheDocument();
  });
});
