import { Maximize2, Minimize2, SendHorizontal, Square, X } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@web/components/ui/Button";
import { cn } from "@web/components/ui/cn";
import { engineLabel } from "@web/lib/engine-label";
import { publicConfig } from "@web/lib/public-config";
import { useSession } from "@web/lib/session";
import { useTripChat } from "@web/lib/trip-chat";
import { ChatBubble } from "./ChatBubble";
import { ProposalCard } from "@web/components/trip/ProposalCard";
import { useChat } from "./use-chat";

export const LOGGED_OUT_PROMPT = "Login To Start Chatting!!";
export const LOGGED_IN_PROMPT = "Need travel tips or day plans? Ask Me Anything!!";
/** Under the logged-in prompt: questions the assistant answers well, one tap to ask. */
export const SUGGESTED_QUESTIONS = [
  "One day in Kyoto",
  "What should I pack for Reykjavik?",
  "How do I say thank you in Japanese?",
];
/** On a trip page instead: changes the trip's assistant makes (decision 1100). */
export const TRIP_SUGGESTIONS = ["Swap day 1 and 2", "Make day 1 more relaxed"];

/** Above the messages on a trip page, so the traveller knows what the messages act on. */
export const tripNote = (title: string) => `Talking about ${title}: ask me to change it.`;

/** How close to the bottom (px) the list must be for new text to keep it scrolled to the end. */
const FOLLOW_THRESHOLD = 48;

/**
 * The chat assistant's floating panel (docs/product.md). It stays mounted once opened, so the page's
 * conversation survives closing it; `open` slides it in and out. Loaded lazily by the launcher.
 */
export default function ChatPanel({ id, open, onClose }: { id: string; open: boolean; onClose(): void }) {
  const { user, login } = useSession();
  const trip = useTripChat();
  const chat = useChat(trip);
  const suggestions = trip ? TRIP_SUGGESTIONS : SUGGESTED_QUESTIONS;
  const [expanded, setExpanded] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const [draft, setDraft] = useState("");
  const titleId = useId();
  const aboutId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // The page makes room beside the open panel on a wide screen (styles.css), not beside the expanded one.
  useEffect(() => {
    const root = document.documentElement;
    root.toggleAttribute("data-chat-beside", open && !expanded);
    return () => root.removeAttribute("data-chat-beside");
  }, [open, expanded]);

  // Follow new text while the reader is at the bottom; leave them where they are if they scrolled up.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && following.current) list.scrollTop = list.scrollHeight;
  }, [chat.messages, trip?.proposal]);

  const onScroll = () => {
    const list = listRef.current;
    if (list) following.current = list.scrollHeight - list.scrollTop - list.clientHeight < FOLLOW_THRESHOLD;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chat.busy) return;
    following.current = true;
    // The input clears after every attempt, whether the answer comes or fails (docs/product.md).
    if (chat.send(draft, user?.id)) setDraft("");
  };

  /** A suggested question, or the question of a failed answer again. */
  const ask = (prompt: string) => {
    if (chat.busy) return;
    following.current = true;
    chat.send(prompt, user?.id);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <section
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      inert={!open}
      onKeyDown={onKeyDown}
      className={cn(
        "fixed bottom-[calc(var(--tabbar-height)+5.5rem)] z-50 flex flex-col overflow-hidden rounded-card border border-border bg-surface text-text shadow-card",
        "transition-[translate,opacity,visibility,width,height,right] duration-300 ease-out motion-reduce:transition-none",
        "starting:translate-y-8 starting:opacity-0",
        // docs/product.md sizes, with a floor of 340 px (never wider than the screen less 16 px).
        expanded
          ? "right-[5vw] h-[80vh] w-[90vw]"
          : "right-4 h-[60vh] w-[max(85vw,min(340px,calc(100vw-16px)))] md:w-[max(25vw,min(340px,calc(100vw-16px)))]",
        open ? "visible translate-y-0 opacity-100" : "invisible translate-y-8 opacity-0",
      )}
    >
      <div className="flex items-center gap-2 border-b border-border bg-surface-2/60 py-1.5 pr-1.5 pl-3">
        <button
          type="button"
          onClick={() => setAboutOpen((shown) => !shown)}
          aria-expanded={aboutOpen}
          aria-controls={aboutId}
          aria-label="About the assistant"
          className="shrink-0 rounded-full"
        >
          <img src="/illustrations/avatar.svg" alt="" width={24} height={24} className="size-6 rounded-full" />
        </button>
        <h2 id={titleId} className="min-w-0 flex-1 truncate font-sans text-sm font-semibold">
          Plan with {publicConfig.appName}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          className="w-9 shrink-0 px-0"
          aria-pressed={expanded}
          aria-label={expanded ? "Shrink chat" : "Expand chat"}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? <Minimize2 aria-hidden="true" className="size-4" /> : <Maximize2 aria-hidden="true" className="size-4" />}
        </Button>
        <Button variant="ghost" size="sm" className="w-9 shrink-0 px-0" aria-label="Close chat" onClick={onClose}>
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <p id={aboutId} hidden={!aboutOpen} className="border-b border-border px-3 py-2 text-xs text-muted">
        {publicConfig.appName}&apos;s travel assistant suggests day plans, tips, best times to visit, packing lists, phrases and
        currency conversions.{chat.engine ? ` ${engineLabel(chat.engine, "chat")}` : ""} The conversation is kept only in this
        page.
      </p>

      {trip ? (
        <p className="border-b border-border bg-primary/5 px-3 py-1.5 text-xs font-medium" data-testid="chat-trip-note">
          {tripNote(trip.title)}
        </p>
      ) : null}
      {/* Focusable, so a keyboard can scroll a long answer. */}
      <div
        ref={listRef}
        onScroll={onScroll}
        role="region"
        aria-label="Messages"
        tabIndex={0}
        className="flex flex-1 flex-col overflow-y-auto overscroll-contain px-3 py-3 focus-visible:outline-offset-[-3px]"
      >
        {chat.messages.length === 0 ? (
          <div className="m-auto flex flex-col items-center gap-3 px-2 text-center">
            <p className="text-sm font-medium text-muted">{user ? LOGGED_IN_PROMPT : LOGGED_OUT_PROMPT}</p>
            {user ? (
              <ul aria-label="Suggested questions" className="flex flex-col items-center gap-2">
                {suggestions.map((question) => (
                  <li key={question}>
                    <button
                      type="button"
                      onClick={() => ask(question)}
                      className="rounded-full border border-border bg-surface px-3 py-1.5 text-sm text-text hover:bg-surface-2"
                    >
                      {question}
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <Button size="sm" onClick={login}>
                Login
              </Button>
            )}
          </div>
        ) : (
          <ol aria-label="Conversation" className="flex flex-col gap-2">
            {chat.messages.map((message) => (
              <ChatBubble key={message.id} message={message} onRetry={chat.busy ? undefined : ask} />
            ))}
          </ol>
        )}
        {trip ? <ProposalCard trip={trip} onDone={() => inputRef.current?.focus()} /> : null}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {chat.announcement}
      </p>

      <form onSubmit={submit} className="flex items-center gap-2 border-t border-border p-2">
        <input
          ref={inputRef}
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Type and Press Enter to Send"
          aria-label="Message"
          autoComplete="off"
          enterKeyHint="send"
          className="h-10 min-w-0 flex-1 rounded-full border border-border bg-bg px-4 text-sm text-text placeholder:text-muted"
        />
        {chat.busy ? (
          <Button
            variant="secondary"
            size="sm"
            className="w-10 shrink-0 px-0"
            aria-label="Stop"
            onClick={() => {
              chat.stop();
              inputRef.current?.focus();
            }}
          >
            <Square aria-hidden="true" className="size-4 fill-current" />
          </Button>
        ) : (
          <Button type="submit" size="sm" className="w-10 shrink-0 px-0" aria-label="Send">
            <SendHorizontal aria-hidden="true" className="size-4" />
          </Button>
        )}
      </form>
    </section>
  );
}
