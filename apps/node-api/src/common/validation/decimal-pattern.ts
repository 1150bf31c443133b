/**
 * A regular expression source matching exactly the decimal strings 0..max (or 1..max), without
 * leading zeros. Published as the schema's `pattern`, it states the same bound the validator
 * enforces, so a generated or hand-written client never finds a "valid" amount refused.
 */
export function decimalAtMostPattern(max: bigint, options: { positive?: boolean } = {}): string {
  if (max < 1n) throw new Error('max must be at least 1');
  const digits = max.toString();
  const alternatives: string[] = [];
  if (!options.positive) alternatives.push('0');
  // Fewer digits than max: any such number is below it.
  if (digits.length > 1) alternatives.push(`[1-9][0-9]{0,${digits.length - 2}}`);
  // As many digits: a prefix of max, one digit below max's next one, then anything.
  for (let i = 0; i < digits.length; i++) {
    const low = i === 0 ? 1 : 0;
    const high = Number(digits[i]) - 1;
    if (high < low) continue;
    const rest = digits.length - i - 1;
    alternatives.push(`${digits.slice(0, i)}[${low}-${high}]${rest ? `[0-9]{${rest}}` : ''}`);
  }
  alternatives.push(digits);
  return `^(${alternatives.join('|')})$`;
}
