/** Name normalization of the crosswalk (crosswalk SOURCES.md section 3, `norm`). */

/** ASCII, lower case, suffixes (Jr., Sr., II-IV) dropped, letters only, words of two letters or more. */
export function nameWords(name: string): string[] {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x00-\x7f]/g, ' ')
    .toLowerCase();
  return ascii
    .replace(/\b(jr|sr|ii|iii|iv)\b\.?/g, ' ')
    .replace(/[^a-z ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1);
}

/**
 * Whether a member's surname (its words) is the winner's: the winner's last word is the surname's last or first
 * word, or one of its words ("Jackson Lee"). `loose` also accepts the surname run together inside the winner's name
 * ("Kika de la Garza" for DE LA GARZA): used only to confirm a seat-key hit, never to search a delegation.
 */
export function surnameMatches(last: string[], winner: string[], loose = false): boolean {
  const w = winner[winner.length - 1];
  if (!last.length || !w) return false;
  return (
    last[last.length - 1] === w ||
    last[0] === w ||
    last.includes(w) ||
    (loose && winner.join('').includes(last.join('')))
  );
}
