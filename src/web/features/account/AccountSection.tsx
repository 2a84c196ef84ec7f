import type { ReactNode } from "react";
import { Card } from "@web/components/ui/Card";

/** One section of the account page: a card with its icon and heading. */
export function AccountSection({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <span className="text-primary">{icon}</span>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}
