import { RotateCcw } from "lucide-react";
import { Button } from "./Button";

/** The visible Reset every tool screen has: returns the screen to its defaults (and so its stored state). */
export function ResetButton({ onReset, label = "Reset" }: { onReset: () => void; label?: string }) {
  return (
    <Button variant="secondary" size="sm" onClick={onReset}>
      <RotateCcw aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
