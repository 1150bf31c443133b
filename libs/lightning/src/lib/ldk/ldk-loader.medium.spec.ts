import { NodeSeed } from '@rln/node-keys';
import { loadLdk } from './ldk-loader';
import { toHex } from './bytes';

describe('loading lightningdevkit (ESM + WASM) from CommonJS', () => {
  it('initialises once and shares the module', async () => {
    const [a, b] = await Promise.all([loadLdk(), loadLdk()]);
    expect(a).toBe(b);
    expect(typeof a.KeysManager.constructor_new).toBe('function');
  });

  it("derives the same node id as NodeSeed.nodeId() (KeysManager's master(seed)/0')", async () => {
    const ldk = await loadLdk();
    for (let i = 0; i < 3; i++) {
      const seed = NodeSeed.generate();
      const keys = ldk.KeysManager.constructor_new(seed.lightningSeed(), BigInt(Math.floor(Date.now() / 1000)), i);
      const nodeId = keys.as_NodeSigner().get_node_id(ldk.Recipient.LDKRecipient_Node);
      if (!(nodeId instanceof ldk.Result_PublicKeyNoneZ_OK)) throw new Error('no node id');
      expect(toHex(nodeId.res)).toBe(seed.nodeId());
    }
  });
});
