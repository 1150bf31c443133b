import type { TxConfirmation } from '../ports/chain-status.port';
import { confirmationsByCarrier, prunedConfirmations } from './carrier-confirmations';

const A = 'aa'.repeat(32);
const B = 'bb'.repeat(32);

describe('carrier confirmations', () => {
  it('gives every carrier its transaction’s confirmation, mempool when the indexer has none', () => {
    const byTxid = new Map<string, TxConfirmation | null>([
      [A, { status: 'confirmed', height: 7 }],
      [B, null],
    ]);
    expect(confirmationsByCarrier([`${A}:0`, `${A}:3`, `${B}:1`, `${'cc'.repeat(32)}:0`], byTxid)).toEqual(
      new Map([
        [`${A}:0`, { status: 'confirmed', height: 7 }],
        [`${A}:3`, { status: 'confirmed', height: 7 }],
        [`${B}:1`, { status: 'mempool' }],
        [`${'cc'.repeat(32)}:0`, { status: 'mempool' }],
      ]),
    );
  });

  it('drops confirmations of outpoints that are no longer carriers', () => {
    const stored = new Map<string, TxConfirmation>([
      ['a:0', { status: 'confirmed', height: 1 }],
      ['b:0', { status: 'mempool' }],
    ]);
    expect([...prunedConfirmations(stored, ['b:0', 'c:0']).keys()]).toEqual(['b:0']);
  });
});
