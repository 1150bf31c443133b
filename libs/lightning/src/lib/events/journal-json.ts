/**
 * The event journal's JSON: bigints as `{"$bigint":"…"}`, which JSON has no type for. Shared by
 * the journal's database records and the file it replaced (legacy-journal-file.ts).
 */
export function toJournalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? { $bigint: v.toString() } : v));
}

export function fromJournalJson(text: string): unknown {
  return JSON.parse(text, (_key, v: unknown) => {
    if (v !== null && typeof v === 'object' && Object.keys(v).length === 1 && '$bigint' in v) return BigInt((v as { $bigint: string }).$bigint);
    return v;
  });
}
