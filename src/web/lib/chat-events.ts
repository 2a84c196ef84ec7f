/**
 * Asks the chat launcher (on every page) to open its panel, from anywhere without importing it: the home
 * Chatbot card does, beside its link to the root path.
 */
export const OPEN_CHAT_EVENT = "wayfarer:open-chat";

export function openChat(): void {
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
}
