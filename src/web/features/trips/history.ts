/**
 * Undo and redo for the trip editor: the plans before and after the current one. The oldest states fall off
 * after `HISTORY_LIMIT` edits.
 */

export const HISTORY_LIMIT = 50;

export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
}

export type HistoryAction<T> =
  | { type: "edit"; next: T }
  | { type: "undo" }
  | { type: "redo" }
  /**
   * The server's copy of the plan just saved (its start times and legs derived again) takes the place of `from`,
   * not as an undo step: the same plan, settled. Nothing happens when another edit came since.
   */
  | { type: "settle"; from: T; to: T }
  /** A fresh copy from the server (first load, or reload after a conflict): nothing to undo. */
  | { type: "reset"; present: T };

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

export function historyReducer<T>(state: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case "edit":
      if (action.next === state.present) return state;
      return { past: [...state.past, state.present].slice(-HISTORY_LIMIT), present: action.next, future: [] };
    case "undo": {
      const previous = state.past.at(-1);
      if (previous === undefined) return state;
      return { past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future] };
    }
    case "redo": {
      const [next, ...rest] = state.future;
      if (next === undefined) return state;
      return { past: [...state.past, state.present], present: next, future: rest };
    }
    case "settle":
      return state.present === action.from ? { ...state, present: action.to } : state;
    case "reset":
      return startHistory(action.present);
  }
}
