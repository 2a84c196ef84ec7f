import { Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { CONTACT_CITY } from "@shared/public-config";
import { Card } from "@web/components/ui/Card";
import { publicConfig } from "@web/lib/public-config";

function Line({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="flex flex-col">
        <span className="text-sm font-semibold text-muted">{label}</span>
        <span className="font-semibold break-all">{children}</span>
      </span>
    </li>
  );
}

/** Email and phone from config, and the city (docs/product.md Contact). */
export function ContactInfo() {
  const { contactEmail, contactPhone } = publicConfig;
  return (
    <Card className="h-full bg-surface p-6 sm:p-8">
      <h2 className="text-2xl font-bold">Contact Information</h2>
      <p className="mt-2 text-muted">Questions about a plan, your account or the app? We read every message.</p>
      <ul className="mt-6 space-y-5">
        <Line icon={Mail} label="Email">
          <a href={`mailto:${contactEmail}`} className="hover:text-primary">
            {contactEmail}
          </a>
        </Line>
        <Line icon={Phone} label="Phone">
          <a href={`tel:${contactPhone.replace(/\s/g, "")}`} className="hover:text-primary">
            {contactPhone}
          </a>
        </Line>
        <Line icon={MapPin} label="Address">
          {CONTACT_CITY}
        </Line>
      </ul>
    </Card>
  );
}
