import type { ReactNode } from "react";
import { PageHeader } from "@web/components/ui/PageHeader";

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** A plain, readable long-form page: a heading block and titled sections. */
export function LegalPage({ title, lede, sections }: { title: string; lede: ReactNode; sections: LegalSection[] }) {
  return (
    <>
      <PageHeader title={title} lede={lede} />
      <article className="mx-auto max-w-3xl space-y-8 px-4 leading-relaxed">
        {sections.map((section) => (
          <section key={section.heading} className="rounded-[var(--radius-card)] border border-border bg-surface p-6 shadow-card">
            <h2 className="text-2xl font-semibold">{section.heading}</h2>
            <div className="mt-3 space-y-3 text-muted [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-text">{section.body}</div>
          </section>
        ))}
      </article>
    </>
  );
}

export function MailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className="font-semibold text-primary underline-offset-2 hover:underline">
      {address}
    </a>
  );
}
