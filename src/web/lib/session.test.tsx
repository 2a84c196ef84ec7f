import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { queryClient } from "./query";
import { askWhoIsSignedIn, SessionProvider, useSession } from "./session";

function Probe() {
  const { user, status, notice, login, logout } = useSession();
  return (
    <div>
      <p>status: {status}</p>
      <p>user: {user ? user.name : "none"}</p>
      <p>notice: {notice ? `${notice.kind} ${"reason" in notice ? (notice.reason ?? "") : ""}` : "none"}</p>
      <button onClick={login}>login</button>
      <button onClick={() => void logout()}>logout</button>
    </div>
  );
}

let signedIn: { id: string; name: string } | null;
beforeEach(() => {
  signedIn = null;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) => {
      if (path === "/api/auth/sign-out") {
        signedIn = null;
        return Response.json({ success: true });
      }
      return Response.json({ user: signedIn });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SessionProvider", () => {
  it("shares one request between questions asked together (the provider and a route's loader), not later ones", async () => {
    signedIn = { id: "u1", name: "Ada" };
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    const loaders = await Promise.all([askWhoIsSignedIn(), askWhoIsSignedIn()]);
    expect(loaders.map((answer) => answer.user?.name)).toEqual(["Ada", "Ada"]);
    expect(await screen.findByText("user: Ada")).toBeInTheDocument();
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
    await askWhoIsSignedIn();
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2);
  });

  it("asks the server who is signed in and stores isAuth", async () => {
    signedIn = { id: "u1", name: "Ada" };
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByText("status: loading")).toBeInTheDocument();
    expect(await screen.findByText("user: Ada")).toBeInTheDocument();
    expect(localStorage.getItem("isAuth")).toBe("true");
  });

  it("opens the popup in the click itself, and reports a blocked one as a failed login", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    onTestFinished(() => open.mockRestore());
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await screen.findByText("status: ready");
    await userEvent.click(screen.getByRole("button", { name: "login" }));
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^\/signin\?attempt=/),
      "wayfarer-signin",
      expect.stringContaining("popup"),
    );
    expect(screen.getByText(/notice: login-failed The sign-in window was blocked/)).toBeInTheDocument();
  });

  it("turns the popup's message into a logged-in notice once the server confirms the session", async () => {
    const popup = { closed: false, focus: vi.fn() } as unknown as Window;
    const open = vi.spyOn(window, "open").mockReturnValue(popup);
    onTestFinished(() => open.mockRestore());
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await screen.findByText("status: ready");
    await userEvent.click(screen.getByRole("button", { name: "login" }));
    const attempt = new URL(String(open.mock.calls[0]?.[0]), "http://x").searchParams.get("attempt");
    signedIn = { id: "u2", name: "Grace" };
    const channel = new BroadcastChannel("wayfarer-auth");
    await act(async () => channel.postMessage({ type: "signed-in", attempt }));
    channel.close();
    await waitFor(() => expect(screen.getByText("notice: logged-in")).toBeInTheDocument());
    expect(screen.getByText("user: Grace")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "logout" }));
    expect(await screen.findByText("notice: logged-out")).toBeInTheDocument();
    expect(screen.getByText("user: none")).toBeInTheDocument();
    expect(localStorage.getItem("isAuth")).toBe("false");
  });

  it("forgets the cached answers on sign-out and when another user signs in, never for the same user", async () => {
    const deleted: string[] = [];
    vi.stubGlobal("caches", {
      open: async () => ({ put: async () => undefined }),
      delete: async (name: string) => Boolean(deleted.push(name)),
    });
    localStorage.setItem("wayfarer.cacheOwner", "u1");
    signedIn = { id: "u1", name: "Ada" };
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(await screen.findByText("user: Ada")).toBeInTheDocument();
    expect(deleted).toEqual([]);

    queryClient.setQueryData(["itineraries", "u1"], [{ id: "t1" }]);
    await userEvent.click(screen.getByRole("button", { name: "logout" }));
    expect(await screen.findByText("notice: logged-out")).toBeInTheDocument();
    expect(deleted).toEqual(["wayfarer-api", "wayfarer-shared"]);
    expect(queryClient.getQueryData(["itineraries", "u1"])).toBeUndefined();

    // Another account signs in (in the popup or another tab); the next check finds it.
    signedIn = { id: "u2", name: "Grace" };
    await act(async () => window.dispatchEvent(new Event("focus")));
    expect(await screen.findByText("user: Grace")).toBeInTheDocument();
    expect(deleted).toEqual(["wayfarer-api", "wayfarer-shared", "wayfarer-api", "wayfarer-shared"]);
    expect(localStorage.getItem("wayfarer.cacheOwner")).toBe("u2");
  });
});
