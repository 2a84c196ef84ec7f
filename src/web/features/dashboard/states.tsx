import { LoadingInPlace, LoginPrompt as Prompt } from "@web/components/ui/LoginPrompt";

export const LOADING_TEXT = "Loading your itineraries...";

const PROMPT = {
  title: "Log in to see your itineraries",
  text: "Itineraries you generate are saved here, ready to read, download or print.",
};

/** The loading text, in the login prompt's room, so the page does not move when the session check answers. */
export const Loading = () => <LoadingInPlace text={LOADING_TEXT} prompt={PROMPT} />;

/** Logged out (or the session ended): an invitation to log in, not an error. */
export const LoginPrompt = ({ onLogin }: { onLogin: () => void }) => <Prompt {...PROMPT} onLogin={onLogin} />;
