import { bytesToHex } from '@noble/hashes/utils';
import { FakeRpcError } from '../testing/fake-indexer-rpc';
import { buildTx, scripts } from '../testing/raw-tx.builder';
import { TxBroadcaster } from './tx-broadcaster';

const txHex = bytesToHex(buildTx({ inputs: [{ txid: 'ab'.repeat(32), vout: 0 }], outputs: [{ valueSat: 1, script: scripts.p2wpkh(1) }] }));

function broadcaster(send: (hex: string) => Promise<string>) {
  const afterAccept = jest.fn(async () => undefined);
  return { afterAccept, subject: new TxBroadcaster({ sendRawTransaction: send }, afterAccept) };
}

describe('TxBroadcaster', () => {
  it('returns the txid and lets the indexer catch up first', async () => {
    const { subject, afterAccept } = broadcaster(async () => 'f'.repeat(64));
    expect(await subject.broadcast(`  ${txHex.toUpperCase()}\n`)).toEqual({ kind: 'accepted', txid: 'f'.repeat(64) });
    expect(afterAccept).toHaveBeenCalledTimes(1);
  });

  it('rejects non-hex and unparsable bodies without calling the node', async () => {
    const send = jest.fn(async () => 'x');
    const { subject } = broadcaster(send);
    expect(await subject.broadcast('zz')).toMatchObject({ kind: 'rejected' });
    expect(await subject.broadcast('0200')).toMatchObject({ kind: 'rejected', message: expect.stringMatching(/Invalid transaction hex/) });
    expect(send).not.toHaveBeenCalled();
  });

  it("forwards the node's error text, adding Core's phrase to btcd's low-fee refusal", async () => {
    const lowFee = broadcaster(async () => {
      throw new FakeRpcError(-26, 'rejected transaction abc: transaction abc has 100 fees which is under the required amount of 141');
    });
    expect(await lowFee.subject.broadcast(txHex)).toEqual({
      kind: 'rejected',
      message: 'rejected transaction abc: transaction abc has 100 fees which is under the required amount of 141 (min relay fee not met)',
    });
    const spent = broadcaster(async () => {
      throw new FakeRpcError(-25, 'output already spent');
    });
    expect(await spent.subject.broadcast(txHex)).toEqual({ kind: 'rejected', message: 'output already spent' });
  });

  it('reports transport failures as unavailable (retryable)', async () => {
    const { subject } = broadcaster(async () => {
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    });
    expect(await subject.broadcast(txHex)).toEqual({ kind: 'unavailable', message: 'connect ECONNREFUSED' });
  });
});
