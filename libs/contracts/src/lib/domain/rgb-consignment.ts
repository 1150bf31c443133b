/**
 * RGB v0.11 consignments as rgb-std writes them: `RGB\0` then a three-letter kind (`CON` a
 * contract, `TFR` a transfer) then the strict encoding. Only rgb-lib's validator decides
 * whether one is valid; this only recognises the container, to refuse other uploads early.
 */
const MAGIC = [0x52, 0x47, 0x42, 0x00];

export type ConsignmentKind = 'contract' | 'transfer';

export function consignmentKind(bytes: Uint8Array): ConsignmentKind | null {
  if (bytes.length < 8 || MAGIC.some((b, i) => bytes[i] !== b)) return null;
  const kind = String.fromCharCode(bytes[4], bytes[5], bytes[6]);
  if (kind === 'CON') return 'contract';
  if (kind === 'TFR') return 'transfer';
  return null;
}

/** File name of a downloaded consignment (the `.rgb` extension RGB tools use). */
export function consignmentFileName(contractId: string): string {
  return `${contractId.replace(':', '_')}.rgb`;
}
