import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { OPEN_CHAT_EVENT } from "@web/lib/chat-events";
import { cn } from "@web/components/ui/cn";

// The panel (and its text formatting) loads on first open, so every page's entry chunk carries only this button.
const loadPanel = () => import("./ChatPanel");
const ChatPanel = lazy(loadPanel);

/**
 * The round launcher at the bottom-right of every page (in the tab bar on a phone): toggles the chat panel and spins one full turn
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
        // On a phone it sits in the tab bar's last place (TabBar leaves it free), so it covers nothing on the page;
        // from md, where there is no tab bar, it floats at the bottom-right.
        className="fixed right-2 bottom-[calc(env(safe-area-inset-bottom,0px)+0.5rem)] z-50 inline-flex size-12 items-center justify-center rounded-full bg-primary text-primary-contrast shadow-card transition-colors hover:bg-primary-strong md:right-4 md:bottom-4 md:size-14"
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
