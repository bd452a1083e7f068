/**
 * Hands in @kobalab/majiang-core's notation, for comparing shanten with its xiangting_yiban:
 * m = characters, p = dots, s = bamboo, z = winds then dragons.
 */
export function majiangString(counts: ArrayLike<number>): string {
  const group = (letter: string, offset: number, size: number) => {
    let digits = '';
    // A count past the end of a shorter array is no tile.
    for (let i = 0; i < size; i++) digits += String(i + 1).repeat(counts[offset + i] ?? 0);
    return digits ? letter + digits : '';
  };
  return group('m', 9, 9) + group('p', 18, 9) + group('s', 0, 9) + group('z', 27, 7);
}
