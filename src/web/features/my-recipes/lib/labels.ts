/**
 * Adds what was typed into a chip input to its labels: commas separate several, spaces are
 * tidied, and a label already there (in any case) is not added twice, as the server would drop it.
 */
export function addLabels(current: readonly string[], typed: string): string[] {
  const next = [...current];
  for (const part of typed.split(',')) {
    const label = part.replace(/\s+/g, ' ').trim();
    if (label !== '' && !next.some((other) => other.toLowerCase() === label.toLowerCase())) next.push(label);
  }
  return next;
}
