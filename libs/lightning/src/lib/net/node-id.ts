import { secp256k1 } from '@noble/curves/secp256k1';
import { fromHex } from '../ldk/bytes';
import { LightningError } from '../engine/lightning.error';

/**
 * A compressed public key in hex as LDK's 33 bytes; InvalidNodeId otherwise. The curve check
 * matters: LDK's own parse of a well-formed but off-curve key fails deep inside a call, where it
 * surfaces as an unexpected error instead of the client's mistake.
 */
export function parseNodeId(nodeId: string): Uint8Array {
  if (!/^0[23][0-9a-f]{64}$/i.test(nodeId)) throw new LightningError('InvalidNodeId', `not a node id: "${nodeId}"`);
  const bytes = fromHex(nodeId, 33);
  if (!isOnCurve(bytes)) throw new LightningError('InvalidNodeId', `not a node id (not a point on secp256k1): "${nodeId}"`);
  return bytes;
}

function isOnCurve(compressed: Uint8Array): boolean {
  try {
    secp256k1.ProjectivePoint.fromHex(compressed).assertValidity();
    return true;
  } catch {
    return false;
  }
}
