import { createContext } from "react";

/**
 * The stops another member's change just touched, for the day cards to mark briefly. Module-level state: only the
 * editor's chunk (PlanEditor and its days) may import it (decision 0980).
 */
export const ArrivedItems = createContext<ReadonlySet<string>>(new Set());
