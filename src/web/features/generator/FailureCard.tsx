import { CircleAlert, RotateCcw } from "lucide-react";
import type { Ref } from "react";
import { Button } from "@web/components/ui/Button";
import type { NoticeContent } from "./failure";

/**
 * A failed generation, where the result would be: the message, the server's reason, places to try instead,
 * and Retry (the same request again), or Login when the session has ended.
 */
export function FailureCard({
  ref,
  message,
  hint,
  login,
  choices,
  onRetry,
  onLogin,
  onChoose,
}: NoticeContent & { ref: Ref<HTMLDivElement>; onRetry(): void; onLogin(): void; onChoose(place: string): void }) {
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="my-6 scroll-mt-24 rounded-[var(--radius-card)] border border-danger/40 bg-surface p-5 shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary sm:p-6"
    >
      <div className="flex gap-3">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-danger" />
        <div className="min-w-0 flex-1">
          <p className="text-lg font-semibold">{message}</p>
          {hint && hint !== message ? <p className="mt-1 text-muted">{hint}</p> : null}
          {choices && choices.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Places to try">
              {choices.map((place) => (
                <li key={place}>
                  <Button size="sm" variant="secondary" onClick={() => onChoose(place)}>
                    {place}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-4">
            {login ? (
              <Button onClick={onLogin}>Login</Button>
            ) : (
              <Button onClick={onRetry}>
                <RotateCcw aria-hidden="true" className="size-4" />
                Retry
              </Button>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
