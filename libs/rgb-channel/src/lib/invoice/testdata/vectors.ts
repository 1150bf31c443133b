import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The test vectors kept in this folder (README.md names their sources and commits). */

export interface Bolt11Vector {
  readonly comment: string;
  readonly valid: boolean;
  readonly invoice: string;
  readonly expected?: {
    readonly network: string;
    readonly amount_msat: string | null;
    readonly timestamp: number;
    readonly payment_hash: string;
    readonly description: string | null;
    readonly expiry_secs: number;
    readonly payee_node_id?: string;
  };
}

export interface RgbToolsVector {
  readonly comment: string;
  readonly invoice: string;
  readonly fields: {
    readonly network: string;
    readonly carrier_amount_msat: string;
    readonly description: string;
    readonly expiry_secs: string;
    readonly rgb_amount: string;
    readonly rgb_contract_id_text: string;
  };
}

function read<T>(file: string): T {
  return JSON.parse(readFileSync(join(__dirname, file), 'utf8')) as T;
}

export const bolt11Vectors = (): Bolt11Vector[] => read<{ vectors: Bolt11Vector[] }>('bolt11-examples.json').vectors;
export const rgbToolsVectors = (): RgbToolsVector[] => read<{ vectors: RgbToolsVector[] }>('rgb-tools-examples.json').vectors;
