import { Backpack, FileText, Shirt, ShowerHead, Smartphone, type LucideIcon } from "lucide-react";
import { PACKING_LIST, packingItemId } from "@shared/catalog/packing";
import { categoryProgress, overallProgress, parseCheckedItems, type Progress } from "@shared/tools/packing";
import { Card } from "@web/components/ui/Card";
import { cn } from "@web/components/ui/cn";
import { PageHeader } from "@web/components/ui/PageHeader";
import { ResetButton } from "@web/components/ui/ResetButton";
import { useStoredState } from "@web/lib/use-stored-state";

export const PACKING_KEY = "wayfarer.packing";

const NONE: string[] = [];
const icons: Record<string, LucideIcon> = {
  Clothing: Shirt,
  Toiletries: ShowerHead,
  Tech: Smartphone,
  Documents: FileText,
  Misc: Backpack,
};

function ProgressBar({ done, total }: Progress) {
  return (
    <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface-2">
      <div
        className={cn(
          "h-full rounded-full transition-[width] motion-reduce:transition-none",
          done === total ? "bg-success" : "bg-primary",
        )}
        style={{ width: `${(done / total) * 100}%` }}
      />
    </div>
  );
}

export default function PackingScreen() {
  const [checkedList, setChecked, reset] = useStoredState(PACKING_KEY, parseCheckedItems, NONE);
  const checked = new Set(checkedList);
  const overall = overallProgress(checked);

  function toggle(id: string) {
    setChecked(checked.has(id) ? checkedList.filter((other) => other !== id) : [...checkedList, id]);
  }

  return (
    <>
      <PageHeader title="Packing Checklist" lede="Tick things off as they go in the bag." />
      <div className="mx-auto max-w-5xl px-4">
        <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:gap-6">
          <div className="flex-1">
            <p aria-live="polite" className="text-lg font-semibold">
              {overall.done === overall.total ? "All packed! " : null}
              <span className="tabular-nums">
                {overall.done} of {overall.total}
              </span>{" "}
              items packed
            </p>
            <div className="mt-2">
              <ProgressBar {...overall} />
            </div>
          </div>
          <ResetButton onReset={reset} />
        </Card>

        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {PACKING_LIST.map((category) => {
            const progress = categoryProgress(category.name, checked);
            const Icon = icons[category.name] ?? Backpack;
            return (
              <Card key={category.name} className="p-5">
                <section aria-labelledby={`packing-${category.name}`}>
                  <div className="flex items-center justify-between gap-3">
                    <h2 id={`packing-${category.name}`} className="flex items-center gap-2 text-xl font-semibold">
                      <span className="flex size-9 items-center justify-center rounded-xl bg-accent-soft text-accent">
                        <Icon aria-hidden="true" className="size-5" />
                      </span>
                      {category.name}
                    </h2>
                    <span className="text-sm font-semibold text-muted tabular-nums">
                      {progress.done}/{progress.total}
                      <span className="sr-only"> packed</span>
                    </span>
                  </div>
                  <div className="mt-2">
                    <ProgressBar {...progress} />
                  </div>
                  <ul className="mt-4 grid gap-1">
                    {category.items.map((item) => {
                      const id = packingItemId(category.name, item);
                      const done = checked.has(id);
                      return (
                        <li key={id}>
                          <label className="flex cursor-pointer items-center gap-3 rounded-xl px-2 py-2 hover:bg-surface-2">
                            <input
                              type="checkbox"
                              className="size-5 shrink-0 cursor-pointer accent-[var(--success)]"
                              checked={done}
                              onChange={() => toggle(id)}
                            />
                            <span className={cn(done && "text-muted line-through")}>{item}</span>
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                </section>
              </Card>
            );
          })}
        </div>
      </div>
    </>
  );
}
