/**
 * How many edits (insert, delete, replace, or swap two neighbouring letters) turn `a` into `b`, counting only up
 * to `max`: any larger distance is answered `max + 1`. The optimal-string-alignment distance, row by row in three
 * reused rows, stopping as soon as a whole row is over `max`: "did you mean" compares a query with some 20,000
 * names, and almost every one is over the limit after a few letters.
 */
export function editsUpTo(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  if (rows[0]!.length < width) rows = [0, 1, 2].map(() => new Uint16Array(width * 2));
  let [before, previous, current] = rows as [Uint16Array, Uint16Array, Uint16Array];
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < width; j++) {
      const replace = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      let edits = Math.min(previous[j]! + 1, current[j - 1]! + 1, replace);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) edits = Math.min(edits, before[j - 2]! + 1);
      current[j] = edits;
      if (edits < rowMin) rowMin = edits;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** Three rows of scratch, grown to the longest name seen (the server answers one query at a time per process). */
let rows: Uint16Array[] = [0, 1, 2].map(() => new Uint16Array(64));
