import { randomBytes } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1';
import { InMemoryKvStore } from '@rln/core/testing';
import { signConsignmentRequest, verifyConsignmentRequest } from './consignment-request';
import { FundingConsignmentOffers, MAX_REQUESTS_PER_OFFER } from './funding-consignment-offers';

const acceptorSecret = new Uint8Array(32).fill(0x31);
const acceptor = Buffer.from(secp256k1.getPublicKey(acceptorSecret, true)).toString('hex');
const txid = 'f0'.repeat(32);
const nonce = new Uint8Array(32).fill(0x44);
const bytes = Uint8Array.from([1, 2, 3, 4]);

async function offered(): Promise<FundingConsignmentOffers> {
  const offers = new FundingConsignmentOffers(new InMemoryKvStore());
  await offers.offer({ peerNodeId: acceptor, channelId: 'aa'.repeat(32), txid, nonce, bytes });
  return offers;
}

describe('the funding consignment is served only to the opening peer (protocol §7, review F15)', () => {
  it('serves the opening peer its consignment against a signature over txid, opening nonce and a fresh request nonce', async () => {
    const offers = await offered();
    expect(await offers.serve(txid, signConsignmentRequest(acceptorSecret, txid, nonce, randomBytes(32)))).toEqual({ bytes });
    // A retry with a new request nonce is served too.
    expect(await offers.serve(txid, signConsignmentRequest(acceptorSecret, txid, nonce, randomBytes(32)))).toEqual({ bytes });
  });

  it('refuses whoever merely knows the txid: another node, a wrong nonce, another txid, a tampered or malformed proof', async () => {
    const offers = await offered();
    const other = new Uint8Array(32).fill(0x32);
    expect(await offers.serve(txid, signConsignmentRequest(other, txid, nonce, randomBytes(32)))).toEqual({ refused: 'not-authorised' });
    expect(await offers.serve(txid, signConsignmentRequest(acceptorSecret, txid, new Uint8Array(32), randomBytes(32)))).toEqual({ refused: 'not-authorised' });
    expect(await offers.serve(txid, signConsignmentRequest(acceptorSecret, 'f1'.repeat(32), nonce, randomBytes(32)))).toEqual({ refused: 'not-authorised' });
    const good = signConsignmentRequest(acceptorSecret, txid, nonce, randomBytes(32));
    expect(await offers.serve(txid, { ...good, nodeId: Buffer.from(secp256k1.getPublicKey(other, true)).toString('hex') })).toEqual({ refused: 'not-authorised' });
    expect(await offers.serve(txid, { ...good, requestNonce: '00'.repeat(32) })).toEqual({ refused: 'not-authorised' });
    expect(await offers.serve(txid, { ...good, signature: 'zz' })).toEqual({ refused: 'not-authorised' });
    expect(await offers.serve('f1'.repeat(32), good)).toEqual({ refused: 'unknown' });
    expect(verifyConsignmentRequest(acceptor, 'not a txid', nonce, good)).toBe(false);
  });

  it('answers each request once (a captured request cannot be replayed) and a bounded number of requests', async () => {
    const offers = await offered();
    const request = signConsignmentRequest(acceptorSecret, txid, nonce, randomBytes(32));
    expect(await offers.serve(txid, request)).toEqual({ bytes });
    expect(await offers.serve(txid, request)).toEqual({ refused: 'replayed' });
    for (let i = 1; i < MAX_REQUESTS_PER_OFFER; i++) expect(await offers.serve(txid, signConsignmentRequest(acceptorSecret, txid, nonce, randomBytes(32)))).toEqual({ bytes });
    expect(await offers.serve(txid, signConsignmentRequest(acceptorSecret, txid, nonce, randomBytes(32)))).toEqual({ refused: 'exhausted' });
  });
});
