/** Small text helpers every side uses. */

/** Text cut to at most `max` characters, the last of them an ellipsis when cut. */
export function clip(value: string, max: number): string {
  return value.length <= max ? value : `${value.slice(0, max - 1).trimEnd()}…`;
}

/** Runs of whitespace (line breaks included) as one space, and none at either end. */
export function singleSpaced(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}
