import { z } from "./zod";
import { emailSchema } from "./email";

/** POST /api/newsletter */
export const newsletterRequestSchema = z.object({ email: emailSchema }, { error: "Send a JSON body with an email address." });

export const SUBSCRIBED_MESSAGE = "Thanks for subscribing!";
export interface NewsletterResponse {
  subscribed: true;
  message: typeof SUBSCRIBED_MESSAGE;
}
