/** Edit distance counting a swap of two neighbouring letters as one edit ('spatual' -> 'spatula'). */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * Whether two different words are one typo apart: one letter added, dropped or changed, or two
 * neighbouring letters swapped, in words of 4+ letters (shorter words differ by a letter and mean
 * another thing: 'pan' and 'pin').
 */
export function oneTypoApart(a: string, b: string): boolean {
  return a !== b && Math.min(a.length, b.length) >= 4 && Math.abs(a.length - b.length) <= 1 && editDistance(a, b) <= 1;
}
