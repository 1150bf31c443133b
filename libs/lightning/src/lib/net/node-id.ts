import { fromHex } from '../ldk/bytes';
import { LightningError } from '../engine/lightning.error';

/** A compressed public key in hex as LDK's 33 bytes; InvalidNodeId otherwise. */
export function parseNodeId(nodeId: string): Uint8Array {
  if (!/^0[23][0-9a-f]{64}$/i.test(nodeId)) throw new LightningError('InvalidNodeId', `not a node id: "${nodeId}"`);
  return fromHex(nodeId, 33);
}
