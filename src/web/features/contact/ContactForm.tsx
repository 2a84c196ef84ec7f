import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, EMAIL_MAX } from "@shared/schemas/limits";
import { Button } from "@web/components/ui/Button";
import { Card } from "@web/components/ui/Card";
import { OutcomeDialog } from "@web/components/ui/Dialog";
import { failureMessage } from "@web/lib/api";
import { useSession } from "@web/lib/session";
import { sendContactMessage } from "./api";

type Field = "name" | "email" | "message";
type Values = Record<Field, string>;
type Outcome = { kind: "sent" } | { kind: "failed"; message: string } | null;

const empty: Values = { name: "", email: "", message: "" };
/** The shared schema (and zod with it, about 20 KB) loads when the form is first used, not with the page. */
const loadSchema = () => import("@shared/schemas/contact");
const contactFieldClass =
  "w-full rounded-2xl border border-border bg-bg px-4 py-3 text-base aria-[invalid=true]:border-danger disabled:opacity-60";

/** "Get in Touch": signed-in users send a message; the server stores it with their account. */
export function ContactForm() {
  const { user, login } = useSession();
  const id = useId();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!user || sending) return;
    const { contactRequestSchema } = await loadSchema();
    const parsed = contactRequestSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as Field] ??= issue.message;
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await sendContactMessage(parsed.data);
      setValues(empty);
      setOutcome({ kind: "sent" });
    } catch (error) {
      setOutcome({ kind: "failed", message: failureMessage(error) });
    } finally {
      setSending(false);
    }
  }

  const fieldProps = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    required: true,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors(({ [name]: _fixed, ...rest }) => rest);
    },
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    className: contactFieldClass,
  });
  const labelled = (name: Field, label: string, control: ReactNode) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      {control}
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm text-danger">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-2xl font-bold">Get in Touch</h2>
      {/* noValidate: the fields' own messages, beside them, instead of the browser's bubbles. */}
      <form noValidate onSubmit={send} onFocus={() => void loadSchema()} className="mt-6 space-y-5">
        {labelled("name", "Name", <input type="text" autoComplete="name" maxLength={CONTACT_NAME_MAX} {...fieldProps("name")} />)}
        {labelled("email", "Email", <input type="email" autoComplete="email" maxLength={EMAIL_MAX} {...fieldProps("email")} />)}
        {labelled("message", "Message", <textarea rows={6} maxLength={CONTACT_MESSAGE_MAX} {...fieldProps("message")} />)}
        {user ? (
          <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
            {sending ? "Sending…" : "Send Message"}
          </Button>
        ) : (
          <div
            role="note"
            className="flex flex-col items-start gap-3 rounded-2xl bg-accent-soft p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="font-semibold">Please log in to send a message.</p>
            <Button onClick={login}>Login</Button>
          </div>
        )}
      </form>

      <OutcomeDialog
        open={outcome?.kind === "sent"}
        onClose={() => setOutcome(null)}
        outcome="success"
        title="Message Sent Successfully"
        description="Thank you for writing. We will get back to you soon."
        closeLabel="Cool!"
      />
      <OutcomeDialog
        open={outcome?.kind === "failed"}
        onClose={() => setOutcome(null)}
        outcome="failure"
        title="Please Try Again."
        description={outcome?.kind === "failed" ? outcome.message : undefined}
        closeLabel="Okay"
      />
    </Card>
  );
}
