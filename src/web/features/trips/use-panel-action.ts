import { useState } from "react";
import { failureMessage } from "@web/lib/api";

/**
 * One action at a time in a trip page's panel (share links, members): `busy` while it runs, and the failure's
 * message in `error` until the next one starts.
 */
export function usePanelAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const run = (work: () => Promise<unknown>) => {
    setBusy(true);
    setError("");
    work()
      .catch((failure: unknown) => setError(failureMessage(failure)))
      .finally(() => setBusy(false));
  };
  return { busy, error, run };
}
