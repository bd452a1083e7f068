/** Points with their sign, as on a score card: +30, −10, 0 (a true minus sign, not a hyphen). */
export function signedPoints(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}
