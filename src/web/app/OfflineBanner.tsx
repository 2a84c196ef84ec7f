import { WifiOff } from "lucide-react";
import { useOnline } from "../lib/use-online";

/**
 * A polite status line at the top of every page while the browser is offline. The live region is always
 * there, so that a screen reader announces the line when it appears.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 border-b border-border bg-accent-soft px-4 py-2 text-center text-sm font-medium text-text">
          <WifiOff aria-hidden="true" className="size-4 shrink-0 text-accent" />
          You are offline. Trips you have opened are still here; changes wait for the connection.
        </p>
      )}
    </div>
  );
}
