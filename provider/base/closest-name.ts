/**
 * A spelling suggestion for a name the user wrote that is not one of the names allowed there (a member of a
 * class): what Check's "did you mean …?" proposes. Generic: it knows nothing of the catalog.
 */

/** The name the user likely meant: one a typo or two away, else the one name that starts with what was written. */
export function closestName(word: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const c of candidates) {
    const d = editDistance(word.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  if (best) return best;
  // Written in another language's case (`error_threshold` for errorThresholdPercentage): compare letters alone.
  const letters = (s: string) => s.replace(/_/g, "").toLowerCase();
  const started = candidates.filter((c) => letters(c).startsWith(letters(word)));
  return started.length === 1 ? started[0] : undefined;
}

/** Levenshtein distance: the fewest inserts, deletes and substitutions that turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}
