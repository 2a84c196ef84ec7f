import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ItineraryPage, ItinerarySummary } from "@shared/schemas/itineraries";
import { ApiFailure } from "@web/lib/api";
import { queryClient } from "@web/lib/query";
import { SessionProvider, type Session } from "@web/lib/session";
import DashboardScreen from "./DashboardScreen";
import { LAYOUT_KEY, undoFailure } from "./SignedInDashboard";

const ada = { id: "u1", name: "Ada" };
const kyoto: ItinerarySummary = {
  id: "11111111-1111-4111-8111-111111111111",
  title: "Kyoto in Autumn",
  days: "Day 1 - 2026-11-01*Theme: Temples*Morning: Kiyomizu-dera*Just wander <b>here</b>*Notes: Cash",
  author: { id: "u1", name: "Ada" },
  createdAt: "2026-10-01T10:00:00.000Z",
  hasPlan: false,
};

/** One page of GET /api/itineraries?limit=20 as the server answers it. */
const page = (items: ItinerarySummary[], nextCursor: string | null = null) =>
  Response.json({ items, nextCursor } satisfies ItineraryPage);

let answers: Array<() => Response | Promise<Response>>;
const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => {
  const next = answers.shift();
  if (!next) throw new Error("unexpected fetch");
  return next();
});

beforeEach(() => {
  answers = [];
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  queryClient.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function show(session: Partial<Session> = { user: ada }) {
  return render(
    <MemoryRouter>
      <SessionProvider value={session}>
        <DashboardScreen />
      </SessionProvider>
    </MemoryRouter>,
  );
}

describe("DashboardScreen", () => {
  it("logged out: a prompt with a Login button that opens the sign-in", async () => {
    const login = vi.fn();
    show({ user: null, login });
    expect(screen.getByRole("heading", { name: "Log in to see your itineraries" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Login" }));
    expect(login).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("marks a trip shared with the traveller with its owner's name, without a Delete button", async () => {
    const shared: ItinerarySummary = {
      ...kyoto,
      id: "22222222-2222-4222-8222-222222222222",
      title: "Lisbon with Bo",
      author: { id: "u2", name: "Bo" },
      shared: { ownerName: "Bo", role: "viewer" },
    };
    answers.push(() => page([shared, kyoto]));
    show();
    const card = await screen.findByRole("article", { name: "Lisbon with Bo" });
    expect(within(card).getByText("Shared by Bo · view only")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Delete Lisbon with Bo" })).toBeNull();
    const own = screen.getByRole("article", { name: "Kyoto in Autumn" });
    expect(within(own).queryByText(/Shared by/)).toBeNull();
    expect(within(own).getByRole("button", { name: "Delete Kyoto in Autumn" })).toBeInTheDocument();
  });

  it("shows the loading text, then the empty state with a link to the generator", async () => {
    answers.push(() => page([]));
    show();
    expect(screen.getByText("Loading your itineraries...")).toBeInTheDocument();
    expect(await screen.findByText("No itineraries created by you yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Generate Itinerary" })).toHaveAttribute("href", "/itinerarygenerator");
  });

  it("a load failure shows an error with Retry, which loads again", async () => {
    answers.push(
      () =>
        Response.json(
          { error: { code: "internal", message: "Something went wrong on our side. Please try again." } },
          { status: 500 },
        ),
      () =>
        Response.json(
          { error: { code: "internal", message: "Something went wrong on our side. Please try again." } },
          { status: 500 },
        ),
      () => page([kyoto]),
    );
    show();
    // One automatic retry after a server error (about a second), then the error state.
    const alert = await screen.findByRole("alert", {}, { timeout: 4000 });
    expect(within(alert).getByText("Something went wrong on our side. Please try again.")).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("article", { name: "Kyoto in Autumn" })).toBeInTheDocument();
  });

  it("an ended session while loading shows the login prompt, not an error", async () => {
    answers.push(() =>
      Response.json({ error: { code: "unauthenticated", message: "Please log in to continue." } }, { status: 401 }),
    );
    show();
    expect(await screen.findByRole("heading", { name: "Log in to see your itineraries" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("expands a card into lines, headings bold and text as text (never HTML); remembers the layout", async () => {
    answers.push(() => page([kyoto]));
    show();
    const title = await screen.findByRole("button", { name: "Kyoto in Autumn" });
    expect(title).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(title);
    expect(title).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Morning: Kiyomizu-dera")).toHaveClass("font-semibold");
    expect(screen.getByText("Notes: Cash")).toHaveClass("font-semibold");
    const plain = screen.getByText("Just wander <b>here</b>");
    expect(plain).not.toHaveClass("font-semibold");
    expect(plain.querySelector("b")).toBeNull();
    await userEvent.click(title);
    expect(screen.queryByText("Morning: Kiyomizu-dera")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Grid" }));
    expect(screen.getByRole("button", { name: "Grid" })).toHaveAttribute("aria-pressed", "true");
    expect(JSON.parse(localStorage.getItem(LAYOUT_KEY)!)).toBe("grid");
  });

  it("loads 20 cards a page and the next page with Load more, until there is none", async () => {
    const trips = Array.from({ length: 25 }, (_, i) => ({
      ...kyoto,
      id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      title: `Trip ${i + 1}`,
    }));
    answers.push(
      () => page(trips.slice(0, 20), "cursor-1"),
      () => page(trips.slice(20)),
    );
    show();
    expect(await screen.findByRole("article", { name: "Trip 20" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(20);
    expect(screen.getByText("20 saved itineraries, more to load")).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/itineraries?limit=20");
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("article", { name: "Trip 25" })).toBeInTheDocument();
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/api/itineraries?limit=20&cursor=cursor-1");
    expect(screen.getAllByRole("article")).toHaveLength(25);
    expect(screen.getByText("25 saved itineraries")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("a failed Load more keeps the cards and says so; pressing it again loads the page", async () => {
    answers.push(
      () => page([kyoto], "cursor-1"),
      () => Response.json({ error: { code: "invalid_input", message: "This cursor is not valid." } }, { status: 400 }),
      () => page([{ ...kyoto, id: "22222222-2222-4222-8222-222222222222", title: "Lisbon" }]),
    );
    show();
    await userEvent.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load more itineraries: This cursor is not valid.");
    expect(screen.getByRole("article", { name: "Kyoto in Autumn" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("article", { name: "Lisbon" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("delete: success dialog and a re-fetch; a failure shows its own dialog", async () => {
    const other = { ...kyoto, id: "22222222-2222-4222-8222-222222222222", title: "Lisbon" };
    answers.push(
      () => page([kyoto, other]),
      () => new Response(null, { status: 204 }),
      () => page([other]),
    );
    show();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Kyoto in Autumn" }));
    expect(await screen.findByRole("dialog", { name: "Itinerary Deleted Successfully" })).toBeInTheDocument();
    expect(fetchMock.mock.calls[1]?.[0]).toBe(`/api/itineraries/${kyoto.id}`);
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe("DELETE");
    await userEvent.click(screen.getByRole("button", { name: "Cool!" }));
    expect(await screen.findByText("1 saved itinerary")).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Kyoto in Autumn" })).not.toBeInTheDocument();

    answers.push(
      () => Response.json({ error: { code: "internal", message: "x" } }, { status: 500 }),
      () => page([other]),
    );
    await userEvent.click(screen.getByRole("button", { name: "Delete Lisbon" }));
    expect(await screen.findByRole("dialog", { name: "Could not delete this itinerary. Please try again." })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Okay" }));
    expect(screen.getByRole("article", { name: "Lisbon" })).toBeInTheDocument();
  });

  it("delete, then Undo beside Cool!: the trip is restored, the dialog closes and the list is fetched again", async () => {
    const other = { ...kyoto, id: "22222222-2222-4222-8222-222222222222", title: "Lisbon" };
    answers.push(
      () => page([kyoto, other]),
      () => new Response(null, { status: 204 }),
      () => page([other]),
    );
    show();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Kyoto in Autumn" }));
    const dialog = await screen.findByRole("dialog", { name: "Itinerary Deleted Successfully" });
    // The spec's button stays, Undo comes first beside it.
    const buttons = within(dialog)
      .getAllByRole("button")
      .map((button) => button.textContent);
    expect(buttons.slice(0, 2)).toEqual(["Undo", "Cool!"]);
    expect(await screen.findByText("1 saved itinerary")).toBeInTheDocument();

    let restored: () => void = () => {};
    answers.push(
      () => new Promise<Response>((resolve) => (restored = () => resolve(Response.json({ ...kyoto, version: 1 })))),
      () => page([kyoto, other]),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Undo" }));
    expect(within(dialog).getByRole("button", { name: "Undoing…" })).toBeDisabled();
    expect(fetchMock.mock.calls[3]?.[0]).toBe(`/api/itineraries/${kyoto.id}/restore`);
    expect(fetchMock.mock.calls[3]?.[1]?.method).toBe("POST");
    restored();
    expect(await screen.findByText("2 saved itineraries")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // Back in its place: the list is the server's, newest first.
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(2);
    expect(cards[0]).toBe(screen.getByRole("article", { name: "Kyoto in Autumn" }));
  });

  it("a failed Undo says why in a dialog of its own; too late reads as too late", async () => {
    const limit = "You already have 1 saved itineraries, the most one account can keep. Delete one to restore this one.";
    answers.push(
      () => page([kyoto]),
      () => new Response(null, { status: 204 }),
      () => page([]),
      () => Response.json({ error: { code: "itinerary_limit", message: limit } }, { status: 409 }),
      () => page([]),
    );
    show();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Kyoto in Autumn" }));
    await userEvent.click(await screen.findByRole("button", { name: "Undo" }));
    const failed = await screen.findByRole("dialog", { name: "Could not undo the delete" });
    expect(failed).toHaveAccessibleDescription(limit);
    await userEvent.click(within(failed).getByRole("button", { name: "Okay" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(undoFailure(new ApiFailure(404, "not_found", "No such itinerary."))).toBe(
      "It was deleted too long ago to bring back.",
    );
  });

  it("offline, the deleted dialog has no Undo (a restore could not reach the server)", async () => {
    answers.push(
      () => page([kyoto]),
      () => new Response(null, { status: 204 }),
      () => page([]),
    );
    show();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Kyoto in Autumn" }));
    const dialog = await screen.findByRole("dialog", { name: "Itinerary Deleted Successfully" });
    expect(within(dialog).getByRole("button", { name: "Undo" })).toBeInTheDocument();
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      act(() => void window.dispatchEvent(new Event("offline")));
      expect(within(dialog).queryByRole("button", { name: "Undo" })).toBeNull();
      expect(within(dialog).getByRole("button", { name: "Cool!" })).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it("no Undo when the trip was already gone (404): there is nothing this page deleted", async () => {
    answers.push(
      () => page([kyoto]),
      () => Response.json({ error: { code: "not_found", message: "No such itinerary." } }, { status: 404 }),
      () => page([]),
    );
    show();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Kyoto in Autumn" }));
    const dialog = await screen.findByRole("dialog", { name: "Itinerary Deleted Successfully" });
    expect(within(dialog).queryByRole("button", { name: "Undo" })).toBeNull();
  });
});
