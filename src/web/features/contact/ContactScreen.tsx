import { PageHeader } from "@web/components/ui/PageHeader";
import { ContactForm } from "./ContactForm";
import { ContactInfo } from "./ContactInfo";

export default function ContactScreen() {
  return (
    <>
      <PageHeader title="Contact" lede="Tell us what you need: trip questions, feedback or a problem with the app." />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 lg:grid-cols-[2fr_3fr]">
        <ContactInfo />
        <ContactForm />
      </div>
    </>
  );
}
