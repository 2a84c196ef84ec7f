import { useEffect, useMemo, useRef, useState } from "react";
import type { AssistantProposal } from "@shared/schemas/assistant";
import { useRegisterTripChat, type TripChat } from "@web/lib/trip-chat";
import type { FixControl } from "./EditableDay";

/** The label the fix status gives a proposal being applied ("Applied "the assistant's change". Undo puts it back."). */
export const PROPOSAL_LABEL = "the assistant's change";

/** Said on the reloaded trip when a proposal met someone else's change to the same stops (409). */
export const STALE_PROPOSAL_NOTICE =
  "Someone changed the same stops since the assistant made its proposal, so it was not applied. The trip now shows their change; ask the assistant again.";

/**
 * The trip page's side of the assistant (decision 1100): registers the trip with the chat panel and holds its
 * proposal until Apply or Dismiss. Apply goes through the conflict fixes' path (`fixes`: POST /operations with
 * the proposal's base version, one undo step, waiting for unsaved edits and the connection).
 */
export function useTripAssistant({
  tripId,
  title,
  version,
  fixes,
}: {
  tripId: string;
  title: string;
  version: number;
  fixes: FixControl;
}) {
  const [proposal, setProposal] = useState<AssistantProposal | null>(null);
  /** The operations on their way are the proposal's (not a conflict's fix): said so if they meet a 409. */
  const applying = useRef(false);
  const latestFixes = useRef(fixes);
  useEffect(() => {
    latestFixes.current = fixes;
  });

  const chat: TripChat = useMemo(
    () => ({
      tripId,
      title,
      version,
      proposal,
      propose: setProposal,
      apply: () => {
        if (!proposal) return;
        applying.current = true;
        latestFixes.current.apply({ label: PROPOSAL_LABEL, operations: proposal.operations }, proposal.baseVersion);
      },
      dismiss: () => setProposal(null),
      ...(fixes.waiting !== undefined && { waiting: fixes.waiting }),
    }),
    [tripId, title, version, proposal, fixes.waiting],
  );
  useRegisterTripChat(chat);

  return {
    chat,
    /** A conflict's fix from a day: not the proposal's. */
    fixes: {
      ...fixes,
      apply: (...args: Parameters<FixControl["apply"]>) => {
        applying.current = false;
        fixes.apply(...args);
      },
    } satisfies FixControl,
    /** The operations just saved or refused: forgets the proposal once it is saved; true when they were its. */
    settled(saved: boolean): boolean {
      const mine = applying.current;
      applying.current = false;
      if (mine && saved) setProposal(null);
      return mine;
    },
  };
}
