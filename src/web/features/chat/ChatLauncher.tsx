import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { OPEN_CHAT_EVENT } from "@web/lib/chat-events";
import { cn } from "@web/components/ui/cn";

// The panel (and its text formatting) loads on first open, so every page's entry chunk carries only this button.
const loadPanel = () => import("./ChatPanel");
const ChatPanel = lazy(loadPanel);

/**
 * The round launcher at the bottom-right of every page: toggles the chat panel and spins one full turn
 * (1000 ms) while it is open. Closing the panel returns focus here.
 */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // Another part of the page (the home Chatbot card) may ask for the panel.
  useEffect(() => {
    const show = () => {
      setLoaded(true);
      setOpen(true);
    };
    window.addEventListener(OPEN_CHAT_EVENT, show);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, show);
  }, []);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        aria-label={open ? "Close chat assistant" : "Open chat assistant"}
        aria-expanded={open}
        aria-controls={loaded ? panelId : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setLoaded(true);
          setOpen(!open);
        }}
        className="fixed right-4 bottom-[calc(var(--tabbar-height)+1rem)] z-50 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-contrast shadow-card transition-colors hover:bg-primary-strong"
      >
        <span
          aria-hidden="true"
          className={cn("transition-transform duration-1000 ease-in-out motion-reduce:transition-none", open && "rotate-360")}
        >
          {open ? <X className="size-6" /> : <MessageCircle className="size-6" />}
        </span>
      </button>
    </>
  );
}
