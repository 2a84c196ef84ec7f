/**
 * A money amount typed by the user: a non-negative decimal. Empty, invalid or negative input counts as 0
 * (docs/product.md: inputs have a minimum of 0, an invalid value becomes 0).
 */
export function parseAmount(input: string): number {
  const text = input.trim();
  if (text === "") return 0;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : 0;
}
