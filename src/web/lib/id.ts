/** A short id, unique enough for list keys in one browser (crypto.randomUUID needs a secure context). */
export function newId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
