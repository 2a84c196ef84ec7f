import { useCallback, useEffect, useRef, useState } from "react";
import { newId } from "@web/lib/id";
import type { AssistantProposal } from "@shared/schemas/assistant";
import type { ChatPlace } from "@shared/schemas/chat";
import { askTrip, CHAT_ERRORS, streamAnswer } from "./api";

/** Said after a reply that comes with a proposal. */
export const PROPOSAL_ANNOUNCEMENT = "The proposed changes follow the reply, with Apply and Dismiss.";

/** The open trip the chat talks about (lib/trip-chat.ts): its messages go to that trip's assistant. */
export interface ChatTrip {
  tripId: string;
  version: number;
  propose(proposal: AssistantProposal): void;
}

/** docs/product.md chat message, kept in page state only; `state` marks an assistant answer in progress or cut short. */
export interface ChatMessage {
  id: string;
  sender: "user" | "bot";
  text: string;
  state?: "streaming" | "stopped" | "error";
  /** On an error: the question that failed, for the Retry button. */
  retry?: string;
  /** The guides' places an answer names, shown as cards under it. */
  places?: ChatPlace[];
}

export interface Chat {
  messages: ChatMessage[];
  /** An answer is streaming; Stop ends it. */
  busy: boolean;
  /** The last finished answer (or error), for the polite live region. */
  announcement: string;
  /** Which engine wrote the last answer ("offline", "openai:gpt-4.1-mini"), once one has arrived. */
  engine: string | null;
  /** Sends `prompt` as `userId`; returns false (and does nothing) when it is ignored. */
  send(prompt: string, userId: string | undefined): boolean;
  stop(): void;
}

/** `trip`: the open trip page's, read when a message is sent; without one, the general chat. */
export function useChat(trip?: ChatTrip | null): Chat {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [engine, setEngine] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const tripRef = useRef(trip);
  useEffect(() => {
    tripRef.current = trip;
  }, [trip]);

  // Leaving the page (or unmounting the panel) ends a running answer.
  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback((prompt: string, userId: string | undefined) => {
    // docs/product.md: ignored silently when blank or logged out; the text itself is sent untrimmed.
    if (!userId || prompt.trim() === "" || controller.current) return false;
    const answerId = newId();
    const abort = new AbortController();
    controller.current = abort;
    setBusy(true);
    setMessages((list) => [
      ...list,
      { id: newId(), sender: "user", text: prompt },
      { id: answerId, sender: "bot", text: "", state: "streaming" },
    ]);
    /** Replaces the answer being written by the messages `change` gives. */
    const replace = (change: (answer: ChatMessage) => ChatMessage[]) =>
      setMessages((list) => list.flatMap((message) => (message.id === answerId ? change(message) : [message])));

    const onDelta = (delta: string) => replace((answer) => [{ ...answer, text: answer.text + delta }]);
    const about = tripRef.current;
    const answer = about
      ? askTrip({ tripId: about.tripId, version: about.version, prompt, signal: abort.signal }).then((outcome) => {
          if (outcome.kind === "done") {
            onDelta(outcome.text);
            if (outcome.proposal) about.propose(outcome.proposal);
          }
          return outcome;
        })
      : streamAnswer({ prompt, userId, signal: abort.signal, onDelta });
    void answer.then((outcome) => {
      controller.current = null;
      setBusy(false);
      if (outcome.kind === "stopped") {
        replace((answer) => [{ ...answer, state: "stopped" }]);
        setAnnouncement("Answer stopped.");
        return;
      }
      if (outcome.kind === "done" && outcome.text.trim() !== "") {
        if (outcome.engine) setEngine(outcome.engine);
        replace(({ state: _streaming, ...answer }) => [outcome.places?.length ? { ...answer, places: outcome.places } : answer]);
        // Read without the bold markers; a proposal's buttons follow the reply.
        setAnnouncement(outcome.text.replace(/\*/g, "") + (outcome.proposal ? ` ${PROPOSAL_ANNOUNCEMENT}` : ""));
        return;
      }
      // Errors show inline as assistant messages, never retried by themselves (the traveller may press Retry);
      // a partial answer stays, marked as cut short.
      const error = outcome.kind === "error" ? outcome.message : CHAT_ERRORS.empty;
      const retryable = outcome.kind !== "error" || outcome.retryable;
      const errorMessage: ChatMessage = {
        id: newId(),
        sender: "bot",
        text: error,
        state: "error",
        ...(retryable && { retry: prompt }),
      };
      replace((answer) =>
        answer.text.trim() ? [{ ...answer, state: "stopped" }, errorMessage] : [{ ...errorMessage, id: answer.id }],
      );
      setAnnouncement(error);
    });
    return true;
  }, []);

  const stop = useCallback(() => controller.current?.abort(), []);

  return { messages, busy, announcement, engine, send, stop };
}
