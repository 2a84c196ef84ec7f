import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import { PageHeader } from "@web/components/ui/PageHeader";
import { publicConfig } from "@web/lib/public-config";
import { faqs } from "./faqs";

/** One answer open at a time; clicking the open question closes it. */
export default function FaqsScreen() {
  return (
    <>
      <PageHeader title="Frequently Asked Questions" lede="Quick answers about planning with us." />
      <Accordion.Root type="single" collapsible className="mx-auto max-w-3xl space-y-3 px-4">
        {faqs(publicConfig.appName).map((faq, index) => (
          <Accordion.Item
            key={faq.question}
            value={`faq-${index}`}
            className="overflow-hidden rounded-2xl border border-border bg-surface shadow-card"
          >
            <Accordion.Header asChild>
              <h2>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold">
                  {faq.question}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 text-muted">{faq.answer}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </>
  );
}
