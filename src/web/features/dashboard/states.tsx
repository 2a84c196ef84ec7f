import { LoadingInPlace } from "@web/components/ui/LoginPrompt";

export const LOADING_TEXT = "Loading your itineraries...";

/** What the dashboard's LoginPrompt says: logged out (or the session ended) is an invitation, not an error. */
export const LOGIN_PROMPT = {
  title: "Log in to see your itineraries",
  text: "Itineraries you generate are saved here, ready to read, download or print.",
};

/** The loading text, in the login prompt's room, so the page does not move when the session check answers. */
export const Loading = () => <LoadingInPlace text={LOADING_TEXT} prompt={LOGIN_PROMPT} />;

/** Signed in, the list on its way: the loading text beside the shape of the cards to come. */
export function LoadingCards() {
  return (
    <div>
      <p role="status" className="mb-4 text-center text-muted">
        {LOADING_TEXT}
      </p>
      <div aria-hidden="true" className="grid gap-4">
        {[0, 1, 2].map((i) => (
          <div
            key={i}
            className="animate-pulse rounded-[var(--radius-card)] border border-border bg-surface p-6 motion-reduce:animate-none"
          >
            <div className="h-6 w-2/3 rounded-full bg-surface-2" />
            <div className="mt-3 h-4 w-1/2 rounded-full bg-surface-2" />
            <div className="mt-6 flex gap-2">
              <div className="h-9 w-28 rounded-full bg-surface-2" />
              <div className="h-9 w-36 rounded-full bg-surface-2" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
