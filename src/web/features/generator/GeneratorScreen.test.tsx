import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { GenerationResponse } from "@shared/itinerary-stream";
import { SessionProvider } from "@web/lib/session";
import GeneratorScreen from "./GeneratorScreen";
import { ImageStrip } from "./ImageStrip";
import { MESSAGES } from "./messages";

afterEach(() => vi.unstubAllGlobals());

type User = ReturnType<typeof userEvent.setup>;

function renderScreen(loggedIn = true) {
  return render(
    <MemoryRouter>
      <SessionProvider value={{ user: loggedIn ? { id: "u1", name: "Ada" } : null }}>
        <GeneratorScreen />
      </SessionProvider>
    </MemoryRouter>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** An event-stream response; with `open` it never ends (until the request is aborted). */
function sse(events: [string, unknown][], { open = false } = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const [event, data] of events)
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      if (!open) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream" } });
}

const final: GenerationResponse = {
  itinerary: {
    title: "Lisbon for Families",
    introduction: "Three sunny days by the river.",
    days: "Day 1 - 2030-06-10*Theme: Old town*Morning: Tram 28 ride*Afternoon: Castle walls*Evening: Fado dinner*Day 2 - 2030-06-11*Theme: Coast*Morning: Belém*Afternoon: Beach time*Evening: Seafood",
    final_notes: "Carry water.",
  },
  plan: {
    version: 2,
    title: "Lisbon for Families",
    introduction: "Three sunny days by the river.",
    final_notes: "Carry water.",
    theme: "Family Vacation",
    destination: { query: "Lisbon", name: "Lisbon", country: "PT", lat: 38.7101, lon: -9.1366 },
    days: [],
  },
  check: { ok: true, failures: [], score: 100 },
  engine: "offline",
};

/** Routes fetch by path: the destination suggestions, the generation call and the save call. */
function serve(
  generate: () => Response | Promise<Response>,
  save: () => Response | Promise<Response> = () => json(201, { id: "i1" }),
) {
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    if (path.startsWith("/api/places?")) return json(200, { places: [{ name: "Lisbon", country: "PT", guided: true }] });
    if (path === "/api/itineraries") return save();
    if (init?.signal?.aborted) throw new DOMException("Aborted", "AbortError");
    return generate();
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Picks the 10th to the 12th of next month through the calendar. */
async function chooseDates(user: User) {
  await user.click(screen.getByLabelText("Dates"));
  const calendar = await screen.findByRole("dialog", { name: "Choose your travel dates" });
  await user.click(await within(calendar).findByRole("button", { name: "Go to the Next Month" }));
  const grid = within(calendar).getByRole("grid");
  await user.click(within(grid).getByRole("button", { name: /\s10\s/ }));
  await user.click(within(grid).getByRole("button", { name: /\s12\s/ }));
}

async function fillPlan(user: User) {
  await user.click(screen.getByRole("button", { name: "Plan a Trip" }));
  await user.type(screen.getByLabelText("Destination"), "Lisbon");
  await chooseDates(user);
  await user.type(screen.getByLabelText("Theme"), "Family Vacation");
}

async function fillSurprise(user: User) {
  await user.click(screen.getByRole("button", { name: "Surprise me" }));
  await user.type(screen.getByLabelText("Country"), "Portugal");
  await chooseDates(user);
}

const generate = (user: User) => user.click(screen.getByRole("button", { name: "Generate Itinerary" }));

describe("Itinerary generator", () => {
  // The calendar is a lazy chunk: load its module once here, so a cold transform (seconds on a busy
  // machine) is not counted against the time limit of the first test that opens it.
  beforeAll(() => import("./RangeCalendar"), 60_000);

  it("opens with the mood choice; Plan a Trip shows its form and the close button goes back", async () => {
    const user = userEvent.setup();
    renderScreen();
    expect(screen.getByRole("heading", { name: "What's your mood?" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Plan a Trip" }));
    expect(screen.getByLabelText("Destination")).toBeInTheDocument();
    expect(screen.getByLabelText("Dates")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Theme")).toHaveAttribute("placeholder", "e.g. Family Vacation");
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.getByRole("heading", { name: "What's your mood?" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Surprise me" }));
    expect(screen.getByLabelText("Country")).toBeInTheDocument();
    expect(screen.queryByLabelText("Theme")).not.toBeInTheDocument();
  });

  it("fills the dates only through the range calendar, which closes once a range is chosen", async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole("button", { name: "Plan a Trip" }));
    const field = screen.getByLabelText("Dates");
    await user.type(field, "2030-01-01");
    expect(field).toHaveValue("");
    await chooseDates(user);
    expect(screen.queryByRole("dialog", { name: "Choose your travel dates" })).not.toBeInTheDocument();
    expect((field as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-10 to \d{4}-\d{2}-12$/);
    expect(field).toHaveFocus();
  });

  it("tells a logged-out visitor to log in, without calling the server", async () => {
    const user = userEvent.setup();
    const fetchMock = serve(() => json(200, final));
    renderScreen(false);
    await user.click(screen.getByRole("button", { name: "Plan a Trip" }));
    await generate(user);
    expect(screen.getByRole("alert")).toHaveTextContent("Login To Start Generating Itineraries.");
    expect(fetchMock.mock.calls.filter(([path]) => !path.startsWith("/api/places?"))).toEqual([]);
  });

  it("asks for every field, without calling the server", async () => {
    const user = userEvent.setup();
    const fetchMock = serve(() => json(200, final));
    renderScreen();
    await user.click(screen.getByRole("button", { name: "Plan a Trip" }));
    await user.type(screen.getByLabelText("Destination"), "Lisbon");
    await generate(user);
    expect(screen.getByRole("alert")).toHaveTextContent("Please provide all required fields.");
    await user.click(screen.getByRole("button", { name: "Close" }));
    await user.click(screen.getByRole("button", { name: "Surprise me" }));
    await user.type(screen.getByLabelText("Country"), "Peru");
    await generate(user);
    expect(screen.getByRole("alert")).toHaveTextContent("Please provide all required fields.");
    expect(fetchMock.mock.calls.filter(([path]) => !path.startsWith("/api/places?"))).toEqual([]);
  });

  it("says beside each empty field what it needs, and clears each message (and the summary) as it is filled", async () => {
    const user = userEvent.setup();
    serve(() => json(200, final));
    renderScreen();
    await user.click(screen.getByRole("button", { name: "Plan a Trip" }));
    expect(screen.getByLabelText("Dates")).toHaveAttribute("placeholder", "Choose your dates");
    await generate(user);
    expect(screen.getByRole("alert")).toHaveTextContent("Please provide all required fields.");
    expect(screen.getByLabelText("Destination")).toHaveAccessibleDescription("Enter a destination.");
    expect(screen.getByLabelText("Dates")).toHaveAccessibleDescription("Choose your dates.");
    expect(screen.getByLabelText("Theme")).toHaveAccessibleDescription("Enter a theme, e.g. Family Vacation.");
    await user.type(screen.getByLabelText("Destination"), "Lisbon");
    expect(screen.getByLabelText("Destination")).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Enter a destination.")).not.toBeInTheDocument();
    await chooseDates(user);
    expect(screen.queryByText("Choose your dates.")).not.toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Please provide all required fields.");
    await user.type(screen.getByLabelText("Theme"), "Food");
    expect(screen.queryByText("Enter a theme, e.g. Family Vacation.")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("a failed generation shows an error card with Retry, which sends the same request again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const fetchMock = serve(() =>
      ++calls === 1
        ? json(502, { error: { code: "upstream", message: "Model down." }, detail: "Model down." })
        : sse([["final", final]]),
    );
    renderScreen();
    await fillPlan(user);
    await generate(user);
    const card = await screen.findByRole("alert");
    expect(card).toHaveTextContent("Failed to generate itinerary.");
    expect(card).toHaveTextContent("Model down.");
    expect(card).toHaveFocus();
    await user.clear(screen.getByLabelText("Theme"));
    await user.type(screen.getByLabelText("Theme"), "Something else");
    await user.click(within(card).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Saved to your dashboard.", { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    const bodies = fetchMock.mock.calls
      .filter(([path]) => path === "/api/ai/generate-itinerary")
      .map(([, init]) => JSON.parse(init!.body as string) as unknown);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[1]).toMatchObject({ theme: "Family Vacation" });
  });

  it("streams the itinerary, shows it with its headings, engine and check, then saves it", async () => {
    const user = userEvent.setup();
    const fetchMock = serve(() =>
      sse([
        ["start", { engine: "offline" }],
        ["partial", { from: 0, days: [], title: "Lisbon for Families", introduction: "Three sunny days by the river." }],
        ["partial", { from: 0, days: [{ day: 1, date: "2030-06-10", theme: "Old town", morning: "Tram 28 ride" }] }],
        ["final", final],
      ]),
    );
    renderScreen();
    await fillPlan(user);
    await generate(user);
    expect(await screen.findByText("Saved to your dashboard.", { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open Dashboard" })).toHaveAttribute("href", "/mydashboard");
    expect(screen.getByRole("link", { name: "Open the trip" })).toHaveAttribute("href", "/trips/i1");
    expect(screen.getByRole("heading", { name: "Your Itinerary" })).toBeInTheDocument();
    expect(screen.getByText("Three sunny days by the river.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Daily Plans" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Final Notes" })).toBeInTheDocument();
    expect(screen.getByText("Day 2 - 2030-06-11")).toHaveClass("font-semibold");
    // A heading line is one paragraph in bold, its description in a lighter span inside it.
    const morning = screen.getByText((_, element) => element?.tagName === "P" && element.textContent === "Morning: Belém");
    expect(morning).toHaveClass("font-semibold");
    expect(screen.getByText("Written by the offline planner")).toBeInTheDocument();
    expect(screen.getByText("Plan check passed")).toBeInTheDocument();

    const calls = fetchMock.mock.calls.filter(([path]) => !path.startsWith("/api/places?"));
    const [path, init] = calls[0]!;
    expect(path).toBe("/api/ai/generate-itinerary");
    expect(new Headers(init!.headers).get("Accept")).toBe("text/event-stream");
    expect(JSON.parse(init!.body as string)).toMatchObject({ destination: "Lisbon", theme: "Family Vacation", pace: "balanced" });
    const [savePath, saveInit] = calls[1]!;
    expect(savePath).toBe("/api/itineraries");
    expect(JSON.parse(saveInit!.body as string)).toEqual({
      title: final.itinerary.title,
      days: final.itinerary.days,
      plan: final.plan,
      engine: "offline",
    });
  });

  it("shows the first streamed day while the rest is written, with a spinner and a Stop button", async () => {
    const user = userEvent.setup();
    serve(() =>
      sse(
        [
          ["start", { engine: "offline" }],
          ["partial", { from: 0, days: [{ day: 1, date: "2030-06-10", theme: "Old town" }], title: "Lisbon" }],
        ],
        { open: true },
      ),
    );
    renderScreen();
    await fillSurprise(user);
    await generate(user);
    expect(await screen.findByText("Day 1 - 2030-06-10")).toBeInTheDocument();
    expect(screen.getByText("Generating Your Itinerary")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Generate Itinerary" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Stop" }));
    expect(await screen.findByText(/Generation stopped\. Nothing was saved/)).toBeInTheDocument();
    expect(screen.getByText("Day 1 - 2030-06-10")).toBeInTheDocument();
    expect(screen.queryByText("Generating Your Itinerary")).not.toBeInTheDocument();
  });

  it("sends the chosen pace with the request, balanced unless changed", async () => {
    const user = userEvent.setup();
    const fetchMock = serve(() => sse([["final", final]]));
    renderScreen();
    await fillSurprise(user);
    const pace = screen.getByRole("group", { name: "Pace" });
    expect(within(pace).getByRole("radio", { name: /^Balanced/ })).toBeChecked();
    await user.click(within(pace).getByRole("radio", { name: /^Packed/ }));
    expect(within(pace).getByRole("radio", { name: /^Packed/ })).toBeChecked();
    await generate(user);
    await screen.findByText("Saved to your dashboard.", { exact: false });
    const [, init] = fetchMock.mock.calls.find(([path]) => path === "/api/ai/surprise-me")!;
    expect(JSON.parse(init!.body as string)).toMatchObject({ country: "Portugal", pace: "packed" });
  });

  it("plans a route through every city added, in order, leaving out an empty one", async () => {
    const user = userEvent.setup();
    const fetchMock = serve(() => sse([["final", final]]));
    renderScreen();
    await fillPlan(user);
    await user.click(screen.getByRole("button", { name: "Add another city" }));
    await user.keyboard("Porto"); // the new field has the focus
    await user.click(screen.getByRole("button", { name: "Add another city" }));
    await user.type(screen.getByLabelText("Then city 3"), "Coimbra");
    await user.click(screen.getByRole("button", { name: "Add another city" }));
    expect(screen.getByLabelText("Then city 4")).toHaveFocus();
    await generate(user);
    await screen.findByText("Saved to your dashboard.", { exact: false });
    const [, init] = fetchMock.mock.calls.find(([path]) => path === "/api/ai/generate-itinerary")!;
    expect(JSON.parse(init!.body as string)).toMatchObject({ destination: "Lisbon then Porto then Coimbra" });
  });

  it("removes an added city, and says so when the cities together are too long to send", async () => {
    const user = userEvent.setup();
    const fetchMock = serve(() => sse([["final", final]]));
    renderScreen();
    await fillPlan(user);
    await user.click(screen.getByRole("button", { name: "Add another city" }));
    await user.keyboard("Porto");
    await user.click(screen.getByRole("button", { name: "Remove city 2" }));
    expect(screen.queryByLabelText("Then city 2")).not.toBeInTheDocument();
    for (let i = 0; i < 2; i++) {
      await user.click(screen.getByRole("button", { name: "Add another city" }));
      await user.keyboard("x".repeat(60));
    }
    await generate(user);
    expect(await screen.findByText(MESSAGES.routeTooLong)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => path === "/api/ai/generate-itinerary")).toBe(false);
  });

  describe("failures", () => {
    const cases: Array<[string, "plan" | "surprise", () => Response | Promise<Response>, string]> = [
      [
        "plan answered non-OK",
        "plan",
        () => json(502, { error: { code: "upstream", message: "x" }, detail: "x" }),
        "Failed to generate itinerary.",
      ],
      [
        "plan stream ended with an error event",
        "plan",
        () => sse([["error", { error: { code: "timeout", message: "Slow." } }]]),
        "Failed to generate itinerary.",
      ],
      [
        "surprise stream ended with an error event: the server's message",
        "surprise",
        () => sse([["error", { error: { code: "timeout", message: "Slow." } }]]),
        "Slow.",
      ],
      [
        "surprise non-OK with detail",
        "surprise",
        () => json(502, { error: { code: "upstream", message: "Model down." }, detail: "Model down." }),
        "Model down.",
      ],
      ["surprise non-OK without detail", "surprise", () => json(500, {}), "Something went wrong."],
      [
        "session expired (401)",
        "plan",
        () => json(401, { error: { code: "unauthenticated", message: "Please log in to continue." } }),
        "Login to save this itinerary in your profile.",
      ],
      [
        "network failure",
        "surprise",
        () => Promise.reject(new TypeError("Failed to fetch")),
        "Unable to reach the server. Please try again.",
      ],
    ];
    for (const [label, mode, answer, message] of cases) {
      it(label, async () => {
        const user = userEvent.setup();
        serve(answer);
        renderScreen();
        await (mode === "plan" ? fillPlan(user) : fillSurprise(user));
        await generate(user);
        expect(await screen.findByRole("alert")).toHaveTextContent(message);
        expect(screen.queryByRole("heading", { name: "Your Itinerary" })).not.toBeInTheDocument();
      });
    }

    it("a failed save shows the Itinerary Generation Failed! dialog", async () => {
      const user = userEvent.setup();
      serve(
        () => sse([["final", final]]),
        () => json(500, {}),
      );
      renderScreen();
      await fillPlan(user);
      await generate(user);
      const dialog = await screen.findByRole("dialog", { name: "Itinerary Generation Failed!" });
      expect(dialog).toHaveTextContent("Something went wrong. Please try again.");
      await user.click(within(dialog).getByRole("button", { name: "Okay" }));
      expect(screen.getByRole("heading", { name: "Your Itinerary" })).toBeInTheDocument();
    });

    it("a save refused for an expired session says to log in", async () => {
      const user = userEvent.setup();
      serve(
        () => sse([["final", final]]),
        () => json(401, { error: { code: "unauthenticated", message: "Please log in." } }),
      );
      renderScreen();
      await fillPlan(user);
      await generate(user);
      expect(await screen.findByText("Login to save this itinerary in your profile.")).toBeInTheDocument();
    });
  });
});

describe("ImageStrip", () => {
  function motion(reduce: boolean) {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: reduce && query.includes("reduce"),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal("cancelAnimationFrame", () => undefined);
    return frames;
  }

  it("moves 0.5 px per animation frame", () => {
    const frames = motion(false);
    render(<ImageStrip />);
    const track = screen.getByTestId("image-strip");
    Object.defineProperty(track, "scrollWidth", { value: 4000 });
    act(() => frames.shift()!(0));
    expect(track.style.transform).toBe("translate3d(-0.5px, 0px, 0px)");
    act(() => frames.shift()!(16));
    expect(track.style.transform).toBe("translate3d(-1px, 0px, 0px)");
  });

  it("stays still when reduced motion is requested", () => {
    const frames = motion(true);
    render(<ImageStrip />);
    expect(frames).toHaveLength(0);
  });

  it("opens Plan a Trip with the destination filled when a destination's page hands one over", () => {
    window.history.replaceState(null, "", "/itinerarygenerator?destination=Rio%20de%20Janeiro");
    try {
      renderScreen();
      expect(screen.getByLabelText("Destination")).toHaveValue("Rio de Janeiro");
      expect(screen.getByRole("heading", { name: "Plan a Trip" })).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });
});
