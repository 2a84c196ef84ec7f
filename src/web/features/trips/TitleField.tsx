import { Pencil } from "lucide-react";
import { useState } from "react";
import { ITINERARY_LIMITS } from "@shared/schemas/limits";
import { Button } from "@web/components/ui/Button";
import { inputClass } from "@web/components/ui/form";

/**
 * The trip's title as the page's heading, with a Rename button that turns it into a field (one undoable edit).
 * Without `onSave` (the page before the editor has arrived) the button is there but disabled, so nothing moves.
 */
export function TitleField({ title, onSave }: { title: string; onSave?: (title: string) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <div className="mt-2 flex items-start gap-2">
        <h1 className="min-w-0 flex-1 text-3xl font-bold break-words sm:text-4xl">{title}</h1>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Rename the trip"
          disabled={!onSave}
          onClick={() => setDraft(title)}
          className="print:hidden"
        >
          <Pencil aria-hidden="true" className="size-5" />
        </Button>
      </div>
    );
  }
  const commit = () => {
    const next = draft.trim();
    if (next && next !== title) onSave?.(next);
    setDraft(null);
  };
  return (
    <form
      className="mt-2 flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        commit();
      }}
    >
      <h1 className="sr-only">{title}</h1>
      <input
        aria-label="Trip title"
        value={draft}
        maxLength={ITINERARY_LIMITS.title}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setDraft(null);
        }}
        className={`${inputClass} min-w-0 flex-1 text-xl font-bold`}
      />
      <Button type="submit" size="sm">
        Save title
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setDraft(null)}>
        Cancel
      </Button>
    </form>
  );
}
