import { LightningError } from '../lib/engine/lightning.error';

/** The LightningError code `call` throws, or null when it throws none (other errors propagate). */
export function codeOf(call: () => unknown): string | null {
  try {
    call();
  } catch (err) {
    if (err instanceof LightningError) return err.code;
    throw err;
  }
  return null;
}
