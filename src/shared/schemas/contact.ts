import { z } from "./zod";
import { emailSchema } from "./email";
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from "./limits";

/** POST /api/contact (docs/product.md limits: name 200, message 5,000 characters). */
export const contactRequestSchema = z.object(
  {
    name: z
      .string({ error: "Please enter your name." })
      .trim()
      .min(1, "Please enter your name.")
      .max(CONTACT_NAME_MAX, `Name is too long (at most ${CONTACT_NAME_MAX} characters).`),
    email: emailSchema,
    message: z
      .string({ error: "Please write a message." })
      .trim()
      .min(1, "Please write a message.")
      .max(CONTACT_MESSAGE_MAX, "Message is too long (at most 5,000 characters)."),
  },
  { error: "Send a JSON body with name, email and message." },
);
export type ContactRequest = z.input<typeof contactRequestSchema>;

export interface ContactResponse {
  id: string;
  timestamp: string;
}
