import type { ContactRequest, ContactResponse } from "@shared/schemas/contact";
import { postJson } from "@web/lib/api";

/** POST /api/contact: stores the signed-in user's message (201). */
export const sendContactMessage = (message: ContactRequest) => postJson<ContactResponse>("/api/contact", message);
