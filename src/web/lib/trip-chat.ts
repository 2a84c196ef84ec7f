import { useEffect, useSyncExternalStore } from "react";
import type { AssistantProposal } from "@shared/schemas/assistant";

/**
 * What an open trip page tells the chat panel (decision 1100): the chat panel lives in the layout, the trip's
 * editor in its own chunk, so they meet here. While a trip page registers one, the panel talks to that trip's
 * assistant and shows its proposal; everywhere else (null) it is the general chat.
 */
export interface TripChat {
  tripId: string;
  title: string;
  /** The version the traveller sees: the assistant reads the message against it. */
  version: number;
  /** The proposal the page shows, until applied or dismissed. */
  proposal: AssistantProposal | null;
  /** A new proposal from the assistant: the page shows its difference. */
  propose(proposal: AssistantProposal): void;
  /** Saves the proposal (one undo step). */
  apply(): void;
  /** Forgets the proposal; nothing changes. */
  dismiss(): void;
  /** Why Apply waits (unsaved edits, offline, applying), when it does. */
  waiting?: string;
}

let current: TripChat | null = null;
const listeners = new Set<() => void>();

function publish(chat: TripChat | null) {
  current = chat;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The trip page's side: registers `chat` while mounted (it is published again whenever it changes). */
export function useRegisterTripChat(chat: TripChat): void {
  useEffect(() => publish(chat), [chat]);
  useEffect(() => () => publish(null), []);
}

/** The panel's side: the open trip's chat, or null for the general chat. */
export function useTripChat(): TripChat | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
