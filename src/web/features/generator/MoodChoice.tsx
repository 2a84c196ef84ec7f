import { Map as MapIcon, Sparkles } from "lucide-react";
import { Button } from "@web/components/ui/Button";
import { Card } from "@web/components/ui/Card";
import type { Mode } from "./api";

/** "What's your mood?": Plan a Trip or Surprise me, the generator's first question. */
export function MoodChoice({ onChoose }: { onChoose(mode: Mode): void }) {
  return (
    <Card className="mt-4 bg-surface/90 p-6 text-center backdrop-blur sm:p-10">
      <h2 className="text-3xl font-bold sm:text-4xl">What&apos;s your mood?</h2>
      <p className="mt-3 text-muted">Plan the trip you have in mind, or let us pick the places for you.</p>
      <div className="mt-8 grid gap-3 sm:grid-cols-2">
        <Button size="lg" onClick={() => onChoose("plan")}>
          <MapIcon aria-hidden="true" className="size-5" />
          Plan a Trip
        </Button>
        <Button size="lg" variant="secondary" onClick={() => onChoose("surprise")}>
          <Sparkles aria-hidden="true" className="size-5" />
          Surprise me
        </Button>
      </div>
    </Card>
  );
}
