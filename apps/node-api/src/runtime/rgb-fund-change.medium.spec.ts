import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { secp256k1 } from '@noble/curves/secp256k1';
import { p2wpkh } from '@scure/btc-signer';
import { PlainWallet, systemWalletClock } from '@rln/btc-wallet';
import { NodeSeed } from '@rln/node-keys';
import { Database, TypeormRgbStore, TypeormWalletStore } from '@rln/persistence';
import { Btcd, Faucet, REGTEST_NETWORK } from '@rln/regtest';
import { ForeignChangeAddressError, RgbFundService, RgbKeyring, type RgbChainView } from '@rln/rgb-wallet';
import { createTestDatabase } from '@rln/testing';
import { RpcWalletChainSource, WalletSync } from '@rln/wallet-sync';

jest.setTimeout(120_000);

/**
 * POST /rgb/utxos/fund's service over the node's own stores on PostgreSQL, its plain wallet
 * synced from a real btcd, and broadcasts to that btcd: change must go back to the plain wallet.
 */
describe('RgbFundService: change_address must belong to the plain wallet', () => {
  const seed = NodeSeed.generate();
  let dir: string;
  let btcd: Btcd;
  let faucet: Faucet;
  let db: Database;
  let dropDb: () => Promise<void>;
  let wallet: PlainWallet;
  let sync: WalletSync;
  let fund: RgbFundService;
  let rgbAddress: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rgb-fund-change-'));
    btcd = await Btcd.start({ dataDir: dir, miningAddress: Faucet.address });
    faucet = new Faucet(btcd.client);
    await faucet.prepare();
    const created = await createTestDatabase();
    dropDb = created.drop;
    db = await Database.open({ kind: 'postgres', url: created.url });
    const walletStore = new TypeormWalletStore(db);
    wallet = await PlainWallet.open({
      store: walletStore,
      clock: systemWalletClock,
      root: seed.walletRoot(),
      network: 'regtest',
      birthday: async () => ({ height: 0, hash: await btcd.client.getBlockHash(0) }),
    });
    sync = new WalletSync(wallet, walletStore, new RpcWalletChainSource(btcd.client));
    const rgbStore = new TypeormRgbStore(db);
    const keyring = new RgbKeyring(seed.mnemonic(), 'regtest');
    rgbAddress = keyring.addressAt(await rgbStore.revealNextAddressIndex()).address;
    const chain: RgbChainView = {
      broadcast: (txHex) => btcd.client.sendRawTransaction(txHex),
      txConfirmation: () => Promise.resolve(null),
      tipHeight: () => btcd.client.getBlockCount(),
    };
    fund = new RgbFundService(() => wallet, keyring, rgbStore, chain);
  });

  afterAll(async () => {
    await db?.close();
    await dropDb?.();
    await btcd?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function fundedInput(): Promise<string> {
    const funded = await faucet.fund(await wallet.newAddress(), 200_000n);
    await sync.syncOnce();
    return `${funded.txid}:${funded.vout}`;
  }

  it('refuses change to an address of another wallet (400 naming change_address): nothing locked, nothing broadcast', async () => {
    const input = await fundedInput();
    const foreign = p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true), REGTEST_NETWORK).address as string;

    const refused = fund.fund({ inputs: [input], outputs: [{ address: rgbAddress, valueSats: 20_000n }], changeAddress: foreign, feeRateSatPerVb: 2 });
    await expect(refused).rejects.toThrow(ForeignChangeAddressError);
    await expect(refused).rejects.toMatchObject({ code: 'InvalidRequest', details: { field: 'change_address' } });

    expect(await btcd.client.getRawMempool()).toEqual([]);
    const utxo = (await wallet.listUtxos()).find((u) => u.outpoint === input);
    expect(utxo?.lock).toEqual({ locked: false, kind: 'none' });
  });

  it('funds with change to a receive or change address of the plain wallet', async () => {
    for (const change of [await wallet.newAddress(), await wallet.newChangeAddress()]) {
      const input = await fundedInput();
      const result = await fund.fund({ inputs: [input], outputs: [{ address: rgbAddress, valueSats: 20_000n }], changeAddress: change, feeRateSatPerVb: 2 });
      expect(result.change?.address).toBe(change);
      expect(await btcd.client.getRawMempool()).toContain(result.txid);
      await faucet.mine(1);
    }
  });
});
