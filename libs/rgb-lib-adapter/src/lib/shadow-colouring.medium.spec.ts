import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { base64, hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import {
  applyChanges,
  basepointsOf,
  buildShadowCommitment,
  channelBlindingSecret,
  deriveChannelSecrets,
  fundingScript,
  initialState,
  p2wshOutputScript,
  perCommitmentPoint,
  perCommitmentSecret,
  secretIndexOf,
  ShadowCommitmentSigning,
  stateBlinding,
  unsignedTxid,
  type AssetState,
  type ShadowChannel,
  type Side,
} from '@rln/rgb-channel';
import { RgbKeyring, type RgbAssetInfo } from '@rln/rgb-wallet';
import { EsploraIndexer } from '@rln/esplora-indexer';
import { Btcd, Faucet } from '@rln/regtest';
import { RgbLibEngine } from './rgb-lib.engine';
import { RgbLibAssetChannelWallet } from './rgb-lib-asset-channel-wallet';
import { RgbLibShadowColouring } from './rgb-lib-shadow-colouring';

jest.setTimeout(300_000);

const ISSUED = 1_000n;
const FUNDING_SATS = 30_000n;
const POLICY = { assetReserve: 0n, maxHtlcs: 4, minExpiryDelta: 0, maxExpiryDelta: 10_000 };

/**
 * The asset channel's colouring on two real rgb-lib wallets (docs/design/rgb-channel-protocol.md
 * §6, §7): the opener funds the shadow 2-of-2 with an ordinary rgb-lib witness send, held until
 * the acceptor has taken the funding into its stock; then each side colours the commitments the
 * TS builder makes, and each verifies the other's signatures, which only holds when both
 * coloured byte-identical transactions. A state with an HTLC also colours its second stages.
 */
describe('asset channel colouring over rgb-lib: both peers colour the shadow transactions byte-identically', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rgb-shadow-'));
  const indexer = new EsploraIndexer();
  let btcd: Btcd;
  let faucet: Faucet;

  function wallet(name: string, maxAllocationsPerUtxo?: number) {
    const mnemonic = generateMnemonic(wordlist, 256);
    return { keyring: new RgbKeyring(mnemonic, 'regtest'), engine: new RgbLibEngine({ dataDir: join(dir, name), network: 'regtest', mnemonic: () => mnemonic, maxAllocationsPerUtxo }) };
  }
  const opener = wallet('opener');
  const acceptor = wallet('acceptor');
  const engines: Record<Side, RgbLibEngine> = { opener: opener.engine, acceptor: acceptor.engine };

  const secrets = { opener: deriveChannelSecrets(new Uint8Array(32).fill(3), 1n), acceptor: deriveChannelSecrets(new Uint8Array(32).fill(4), 1n) };
  const basepoints = { opener: basepointsOf(secrets.opener), acceptor: basepointsOf(secrets.acceptor) };
  const shadowScript = p2wshOutputScript(fundingScript(basepoints.opener.fundingPubkey, basepoints.acceptor.fundingPubkey));
  const blindingSecret = channelBlindingSecret(secrets.opener.fundingSecret, basepoints.acceptor.fundingPubkey);
  const point = (side: Side, n: bigint) => perCommitmentPoint(perCommitmentSecret(secrets[side].commitmentSeed, secretIndexOf(n)));
  let nia: RgbAssetInfo;
  let channel: ShadowChannel;

  const signer = (side: Side) => {
    const peer: Side = side === 'opener' ? 'acceptor' : 'opener';
    return new ShadowCommitmentSigning(channel, side, secrets[side], channelBlindingSecret(secrets[side].fundingSecret, basepoints[peer].fundingPubkey), new RgbLibShadowColouring(engines[side], nia.assetId));
  };

  /** A digest of each file of a wallet's RGB stock (rgb-lib's `<wallet dir>/rgb`). */
  function stockDigest(name: string): Record<string, string> {
    const data = join(dir, name);
    const walletDir = readdirSync(data).map((f) => join(data, f)).find((d) => existsSync(join(d, 'rgb')));
    if (!walletDir) throw new Error(`no RGB stock under ${data}`);
    const rgb = join(walletDir, 'rgb');
    return Object.fromEntries(readdirSync(rgb).sort().map((f) => [f, createHash('sha256').update(readFileSync(join(rgb, f))).digest('hex')]));
  }

  /** Each side signs the other's commitment of `state`; each verifies what it got on its own commitment. */
  async function crossSign(state: AssetState): Promise<void> {
    for (const holder of ['opener', 'acceptor'] as const) {
      const peer: Side = holder === 'opener' ? 'acceptor' : 'opener';
      const signatures = await signer(peer).sign(holder, state, point(holder, state.number));
      expect(signatures.htlcs).toHaveLength(state.htlcs.length);
      expect(await signer(holder).verify(holder, state, point(holder, state.number), signatures)).toBe(true);
    }
  }

  beforeAll(async () => {
    btcd = await Btcd.start({ dataDir: join(dir, 'btcd'), miningAddress: Faucet.address });
    faucet = new Faucet(btcd.client);
    await faucet.prepare();
    const { url } = await indexer.start({ rpc: btcd.newClient(), pollIntervalMs: 100 });
    for (const i of [0, 1, 2, 3]) await faucet.fund(opener.keyring.addressAt(i).address, 30_000n);
    await faucet.fund(acceptor.keyring.addressAt(0).address, 30_000n);
    await indexer.waitForHeight(await btcd.client.getBlockCount());
    for (const engine of Object.values(engines)) {
      await engine.open();
      await engine.goOnline(url);
      await engine.sync();
    }
    nia = await opener.engine.issue({ schema: 'NIA', name: 'Channel token', ticker: 'CHN', details: null, precision: 0, amount: ISSUED });
  });

  afterAll(async () => {
    for (const engine of Object.values(engines)) await engine.close();
    await indexer.stop();
    await btcd?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('funds the shadow output with a held witness send; the acceptor takes it into its stock before anything is broadcast', async () => {
    const fundingBlinding = stateBlinding(blindingSecret, 'funding', 0n).blinding;
    const recipientId = await opener.engine.recipientIdForScript(hex.encode(shadowScript));
    const begun = await opener.engine.sendBegin({
      assetId: nia.assetId,
      recipientId,
      amount: ISSUED,
      witnessAmountSats: FUNDING_SATS,
      witnessBlinding: fundingBlinding,
      transportEndpoints: [],
      feeRateSatPerVb: 2,
      minConfirmations: 1,
      donation: true,
      expiryUnixSecs: null,
    });
    const unsigned = Transaction.fromPSBT(base64.decode(begun.psbt), { allowUnknownOutputs: true });
    const vout = Array.from({ length: unsigned.outputsLength }, (_, i) => i).find((i) => hex.encode(unsigned.getOutput(i).script!) === hex.encode(shadowScript));
    expect(vout).toBeDefined();
    expect(unsigned.getOutput(vout!).amount).toBe(FUNDING_SATS);
    channel = {
      fundingTxid: begun.txid,
      fundingVout: vout!,
      basepoints,
      budget: { fundingSats: FUNDING_SATS, assetOutputSats: 1_000n, htlcOutputSats: 3_000n, feeratePerKw: 1_000n, toSelfDelay: 144 },
    };

    // The opener's stock must hold the funding before it can colour (and sign) commitment 0.
    await opener.engine.consumeBegunSend(begun.psbt);
    const consignment = await opener.engine.sendConsignment(begun.psbt, nia.assetId, vout!);
    // Checked before anything is imported (review R2): the agreed contract, output and BTC.
    const expected = { contractId: nia.assetId, outputScript: shadowScript, sats: FUNDING_SATS };
    const accept = (patch: object) => acceptor.engine.acceptShadowFunding({ consignment, txid: begun.txid, vout: vout!, blinding: fundingBlinding, expected, ...patch });
    await expect(accept({ vout: vout! + 1 })).rejects.toThrow(/not the agreed shadow output/);
    await expect(accept({ expected: { ...expected, sats: FUNDING_SATS + 1n } })).rejects.toThrow(/not the agreed shadow output/);
    const other = await opener.engine.issue({ schema: 'NIA', name: 'Other token', ticker: 'OTH', details: null, precision: 0, amount: 5n });
    await expect(accept({ expected: { ...expected, contractId: other.assetId } })).rejects.toThrow(/the consignment is of/);
    await expect(accept({ txid: 'ab'.repeat(32) })).rejects.toThrow(/no witness transaction/);
    expect(await acceptor.engine.listAssets()).toEqual([]);
    const accepted = await accept({});
    expect(accepted).toMatchObject({ contractId: nia.assetId, amount: ISSUED });
    // The witness the acceptor checks (review O1) is the funding transaction the opener will broadcast.
    const witness = Transaction.fromRaw(hex.decode(accepted.witnessTxHex), { allowUnknownOutputs: true });
    expect(unsignedTxid(witness)).toBe(begun.txid);
    // ...and not a signed one the acceptor could broadcast on its own (review O6).
    for (let i = 0; i < witness.inputsLength; i++) expect(witness.getInput(i).finalScriptWitness ?? []).toEqual([]);

    // Commitment 0 signed both ways before the funding leaves the opener.
    await crossSign(initialState(ISSUED));

    await opener.engine.sendEnd(begun.psbt);
    await faucet.mine(1);
    await indexer.waitForHeight(await btcd.client.getBlockCount());
    expect(await btcd.client.getRawTransaction(begun.txid)).toBeTruthy();
  });

  it('colours a commitment to the same txid in both wallets, and differently for another blinding', async () => {
    const state: AssetState = { ...initialState(ISSUED), number: 1n, openerAssets: 600n, acceptorAssets: 400n };
    const built = buildShadowCommitment(channel, 'acceptor', state, point('acceptor', 1n));
    const blinding = stateBlinding(blindingSecret, 'acceptor-commitment', 1n);
    const request = { txHex: hex.encode(built.tx.unsignedTx), contractId: nia.assetId, allocations: [...built.assetMap].map(([v, amount]) => ({ vout: v, amount })), blinding: blinding.blinding, nonce: blinding.nonce, consume: false };
    const [a, b] = [await opener.engine.colourShadowTx(request), await acceptor.engine.colourShadowTx(request)];
    expect(a.txHex).toBe(b.txHex);
    expect(a.commitmentHex).toMatch(/^[0-9a-f]{64}$/);
    const other = await opener.engine.colourShadowTx({ ...request, blinding: blinding.blinding + 1n });
    expect(other.txid).not.toBe(a.txid);
    await crossSign(state);
  });

  it('a state with HTLCs each way: second stages coloured over their commitments without consuming them, signatures verify both ways', async () => {
    const hash = (label: string) => createHash('sha256').update(label).digest('hex');
    const start: AssetState = { ...initialState(ISSUED), number: 1n, openerAssets: 600n, acceptorAssets: 400n };
    const one = applyChanges(start, [{ kind: 'add', htlc: { id: 0n, offeredBy: 'opener', paymentHash: hash('a'), assetAmount: 50n, cltvExpiry: 900 } }], 'opener', POLICY, 500);
    const two = applyChanges(one, [{ kind: 'add', htlc: { id: 0n, offeredBy: 'acceptor', paymentHash: hash('b'), assetAmount: 70n, cltvExpiry: 900 } }], 'acceptor', POLICY, 500);
    const stockFiles = () => stockDigest('opener');
    const before = stockFiles();
    await crossSign(two);
    // Signing again colours the same commitments: nothing changes, and the stock never grew (T2c).
    await crossSign(two);
    expect(stockFiles()).toEqual(before);
  });

  it('colours only what the spent output\'s own transaction assigned: a stranger\'s assignment at that output in one stock changes nothing (review R1)', async () => {
    // R1: anyone can make a transition assigning state to an outpoint of the channel (the
    // funding output, an HTLC output), and a stock keeps every revealed assignment it validates.
    // rgb-lib's blind receive makes the same shape with ordinary transfers: `holder` owns U, made
    // by the opener's witness send (so the opener's stock knows U's state too); a stranger then
    // sends to a blinded seal on U, which only the holder's stock learns. Both assignments are at
    // U; only the first has U's own transaction as its witness.
    const expiryUnixSecs = Math.floor(Date.now() / 1000) + 3600;
    // Two allocations on U: the node's own wallets keep one per UTXO, a stranger's wallet need not.
    const holder = wallet('holder', 2);
    const stranger = wallet('stranger');
    const settle = async (...engines: RgbLibEngine[]) => {
      await faucet.mine(1);
      await indexer.waitForHeight(await btcd.client.getBlockCount());
      for (const engine of engines) await engine.refresh();
    };
    const consignmentOf = async (engine: RgbLibEngine, assetId: string, batchTransferIdx: number) => {
      const sent = (await engine.listTransfers(assetId)).find((t) => t.batchTransferIdx === batchTransferIdx);
      return engine.readConsignment(sent?.consignmentPath as string);
    };
    const send = async (from: RgbLibEngine, to: RgbLibEngine, assetId: string, kind: 'witness' | 'blinded', amount: bigint) => {
      const receive = await to.receive({ kind, assetId: null, amount, expiryUnixSecs, transportEndpoints: [], minConfirmations: 1 });
      const begun = await from.sendBegin({ assetId, recipientId: receive.recipientId, amount, witnessAmountSats: kind === 'witness' ? 2_000n : null, transportEndpoints: [], feeRateSatPerVb: 2, minConfirmations: 1, donation: true, expiryUnixSecs });
      await from.sendEnd(begun.psbt);
      await to.acceptConsignment(await consignmentOf(from, assetId, begun.batchTransferIdx));
      return { receive, txid: begun.txid };
    };
    const { url } = indexer;
    for (const i of [0, 1, 2]) await faucet.fund(opener.keyring.addressAt(10 + i).address, 30_000n);
    await faucet.fund(stranger.keyring.addressAt(0).address, 30_000n);
    await indexer.waitForHeight(await btcd.client.getBlockCount());
    for (const { engine } of [holder, stranger]) {
      await engine.open();
      await engine.goOnline(url);
    }
    await opener.engine.sync();
    await stranger.engine.sync();
    try {
      const gift = await opener.engine.issue({ schema: 'NIA', name: 'Gift token', ticker: 'GFT', details: null, precision: 0, amount: 100n });
      const own = await send(opener.engine, holder.engine, gift.assetId, 'witness', 40n);
      await settle(opener.engine, holder.engine);
      await send(opener.engine, stranger.engine, gift.assetId, 'witness', 10n);
      await settle(opener.engine, stranger.engine);
      const [u] = (await holder.engine.listUnspents()).filter((utxo) => utxo.allocations.length > 0);
      expect(u.outpoint.startsWith(`${own.txid}:`)).toBe(true);

      const foreign = await send(stranger.engine, holder.engine, gift.assetId, 'blinded', 5n);
      expect(foreign.receive.blindingUtxo).toBe(u.outpoint);
      await settle(holder.engine, stranger.engine);
      expect(await holder.engine.assetBalance(gift.assetId)).toMatchObject({ settled: 45n });

      const [txid, vout] = u.outpoint.split(':');
      const spend = new Transaction({ version: 2, allowUnknownOutputs: true });
      spend.addInput({ txid, index: Number(vout), sequence: 0 });
      spend.addOutput({ script: hex.decode(`0014${'33'.repeat(20)}`), amount: 1_000n });
      spend.addOutput({ script: hex.decode('6a'), amount: 0n });
      const request = { txHex: hex.encode(spend.unsignedTx), contractId: gift.assetId, allocations: [{ vout: 0, amount: 40n }], blinding: 77n, nonce: 5n, consume: false };
      const [theirs, ours] = [await opener.engine.colourShadowTx(request), await holder.engine.colourShadowTx(request)];
      expect(ours.txHex).toBe(theirs.txHex);
      // The stranger's 5 units are no input the holder can move, nor one it must account for.
      await expect(holder.engine.colourShadowTx({ ...request, allocations: [{ vout: 0, amount: 45n }] })).rejects.toThrow(/move 45, the inputs hold 40/);
    } finally {
      await holder.engine.close();
      await stranger.engine.close();
    }
  });

  it('refuses a colouring that would burn or invent assets, and a spend the stock does not know', async () => {
    const state: AssetState = { ...initialState(ISSUED), number: 5n, openerAssets: 500n, acceptorAssets: 500n };
    const built = buildShadowCommitment(channel, 'opener', state, point('opener', 5n));
    const blinding = stateBlinding(blindingSecret, 'opener-commitment', 5n);
    const base = { txHex: hex.encode(built.tx.unsignedTx), contractId: nia.assetId, blinding: blinding.blinding, nonce: blinding.nonce, consume: false };
    const allocations = [...built.assetMap].map(([vout, amount]) => ({ vout, amount }));
    await expect(opener.engine.colourShadowTx({ ...base, allocations: [{ ...allocations[0], amount: allocations[0].amount - 1n }, ...allocations.slice(1)] })).rejects.toThrow(/move 999, the inputs hold 1000/);
    await expect(opener.engine.colourShadowTx({ ...base, allocations: [{ ...allocations[0], amount: allocations[0].amount + 1n }, ...allocations.slice(1)] })).rejects.toThrow(/move 1001, the inputs hold 1000/);
    const opReturnVout = built.tx.outputsLength - 1;
    await expect(opener.engine.colourShadowTx({ ...base, allocations: [{ vout: opReturnVout, amount: ISSUED }] })).rejects.toThrow(/not a spendable output/);

    const extraOpReturn = built.tx.clone();
    extraOpReturn.updateOutput(0, { script: hex.decode('6a') });
    await expect(opener.engine.colourShadowTx({ ...base, txHex: hex.encode(extraOpReturn.unsignedTx), allocations })).rejects.toThrow(/exactly one OP_RETURN/);
    const taprootFirst = built.tx.clone();
    taprootFirst.updateOutput(0, { script: hex.decode('512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798') });
    await expect(opener.engine.colourShadowTx({ ...base, txHex: hex.encode(taprootFirst.unsignedTx), allocations })).rejects.toThrow(/taproot output comes before the OP_RETURN/);

    // A spend of a commitment's output, never consumed: the wallet that coloured the commitment
    // moves what it assigned there, exactly that; a wallet that never coloured it knows nothing.
    const coloured = await opener.engine.colourShadowTx({ ...base, allocations });
    const [vout, assigned] = [...built.assetMap].find(([, amount]) => amount > 0n)!;
    const spend = new Transaction({ version: 2, allowUnknownOutputs: true });
    spend.addInput({ txid: coloured.txid, index: vout, sequence: 0 });
    spend.addOutput({ script: hex.decode(`0014${'22'.repeat(20)}`), amount: 1_000n });
    spend.addOutput({ script: hex.decode('6a'), amount: 0n });
    const spendRequest = { ...base, txHex: hex.encode(spend.unsignedTx), allocations: [{ vout: 0, amount: assigned }] };
    await expect(opener.engine.colourShadowTx(spendRequest)).resolves.toMatchObject({ commitmentHex: expect.stringMatching(/^[0-9a-f]{64}$/) });
    await expect(opener.engine.colourShadowTx({ ...spendRequest, allocations: [{ vout: 0, amount: assigned + 1n }] })).rejects.toThrow(new RegExp(`move ${assigned + 1n}, the inputs hold ${assigned}`));
    // Consuming it would put into the stock a transition whose parent the stock never saw (review t2c T2C-1).
    await expect(opener.engine.colourShadowTx({ ...spendRequest, consume: true })).rejects.toThrow(/assigns nothing/);
    const stranger = wallet('never-coloured');
    await stranger.engine.open();
    try {
      await expect(stranger.engine.colourShadowTx(spendRequest)).rejects.toThrow(/assigns nothing/);
    } finally {
      await stranger.engine.close();
    }
  });
  it('a cooperative close pays each side\'s assets to a receive of its own rgb-lib wallet; both wallets take them in and settle them', async () => {
    const wallets = { opener: new RgbLibAssetChannelWallet(opener.engine, { feeRateSatPerVb: 2, fundingExpirySecs: 3600 }), acceptor: new RgbLibAssetChannelWallet(acceptor.engine, { feeRateSatPerVb: 2, fundingExpirySecs: 3600 }) };
    const scripts = { opener: hex.encode(await wallets.opener.closingScript()), acceptor: hex.encode(await wallets.acceptor.closingScript()) };
    // rgb-lib's receive scripts are taproot: the closing is coloured with them as with any other output.
    expect(scripts.opener).toMatch(/^5120[0-9a-f]{64}$/);
    const state: AssetState = { ...initialState(ISSUED), number: 9n, openerAssets: 640n, acceptorAssets: 360n };
    const [openerSigned, acceptorSigned] = [await signer('opener').signClosing(state, scripts), await signer('acceptor').signClosing(state, scripts)];
    expect(await signer('opener').verifyClosing(state, scripts, acceptorSigned)).toBe(true);
    const closings = { opener: await signer('opener').signedClosing(state, scripts, acceptorSigned), acceptor: await signer('acceptor').signedClosing(state, scripts, openerSigned) };
    // Both sides assemble the same transaction; a forged signature assembles none.
    expect(closings.opener.signed.hex).toBe(closings.acceptor.signed.hex);
    await expect(signer('opener').signedClosing(state, scripts, { ...acceptorSigned, commitment: openerSigned.commitment })).rejects.toThrow(/does not verify/);
    expect(await btcd.client.sendRawTransaction(closings.opener.signed.hex)).toBe(closings.opener.txid);
    await indexer.waitForHeight(await btcd.client.getBlockCount());

    const voutOf = (side: Side) => closings[side].vouts[side]!;
    expect(hex.encode(closings.opener.signed.getOutput(voutOf('opener')).script!)).toBe(scripts.opener);
    // Only the closing itself may use a closing receive: any other consignment paying its script is refused (review CL-3).
    acceptor.engine.reserveScripts(async () => [scripts.acceptor]);
    const bytes = await acceptor.engine.closingConsignment({ txHex: hex.encode(closings.acceptor.uncoloured.unsignedTx), contractId: nia.assetId, allocations: [...closings.acceptor.assetMap].map(([vout, amount]) => ({ vout, amount })), blinding: closings.acceptor.blinding.blinding, nonce: closings.acceptor.blinding.nonce, signedTxHex: closings.acceptor.signed.hex, vout: voutOf('acceptor') });
    await expect(acceptor.engine.acceptConsignment(bytes)).rejects.toThrow(/pays the closing script of one of our asset channels/);
    for (const side of ['opener', 'acceptor'] as const) {
      expect(await wallets[side].closingReceipt(nia.assetId, closings[side].txid)).toBe('none');
      await wallets[side].receiveClosing(closings[side], nia.assetId, voutOf(side));
      expect(await wallets[side].closingReceipt(nia.assetId, closings[side].txid)).toBe('receiving');
      // Again changes nothing (a restart after the wallet took it in).
      await wallets[side].receiveClosing(closings[side], nia.assetId, voutOf(side));
    }
    await faucet.mine(1);
    await indexer.waitForHeight(await btcd.client.getBlockCount());
    for (const side of ['opener', 'acceptor'] as const) {
      await engines[side].refresh();
      expect(await wallets[side].closingReceipt(nia.assetId, closings[side].txid)).toBe('settled');
    }
    expect(await opener.engine.assetBalance(nia.assetId)).toMatchObject({ settled: 640n, spendable: 640n });
    expect(await acceptor.engine.assetBalance(nia.assetId)).toMatchObject({ settled: 360n, spendable: 360n });
    // Spendable like any other allocation: the acceptor pays the opener back on chain.
    const receive = await opener.engine.receive({ kind: 'witness', assetId: nia.assetId, amount: 60n, expiryUnixSecs: Math.floor(Date.now() / 1000) + 3600, transportEndpoints: [], minConfirmations: 1 });
    await faucet.fund(acceptor.keyring.addressAt(1).address, 30_000n);
    await indexer.waitForHeight(await btcd.client.getBlockCount());
    await acceptor.engine.sync();
    const begun = await acceptor.engine.sendBegin({ assetId: nia.assetId, recipientId: receive.recipientId, amount: 60n, witnessAmountSats: 2_000n, transportEndpoints: [], feeRateSatPerVb: 2, minConfirmations: 1, donation: true, expiryUnixSecs: null });
    await acceptor.engine.sendEnd(begun.psbt);
    const sent = (await acceptor.engine.listTransfers(nia.assetId)).find((t) => t.batchTransferIdx === begun.batchTransferIdx);
    await opener.engine.acceptConsignment(await acceptor.engine.readConsignment(sent?.consignmentPath as string));
    await faucet.mine(1);
    await indexer.waitForHeight(await btcd.client.getBlockCount());
    for (const engine of Object.values(engines)) await engine.refresh();
    expect(await opener.engine.assetBalance(nia.assetId)).toMatchObject({ settled: 700n });
    expect(await acceptor.engine.assetBalance(nia.assetId)).toMatchObject({ settled: 300n });
  });
});
