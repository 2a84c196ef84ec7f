import { BedDouble, Bus, Receipt, ShoppingBag, Ticket, Utensils, type LucideIcon } from "lucide-react";
import type { ExpenseCategory } from "@shared/schemas/costs";

const ICONS: Record<ExpenseCategory, LucideIcon> = {
  food: Utensils,
  lodging: BedDouble,
  transport: Bus,
  activities: Ticket,
  shopping: ShoppingBag,
  other: Receipt,
};

/** A category's picture in a round badge; decorative (the category is also said in words). */
export function CategoryIcon({ category }: { category: ExpenseCategory }) {
  const Icon = ICONS[category];
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent"
    >
      <Icon className="size-5" />
    </span>
  );
}
