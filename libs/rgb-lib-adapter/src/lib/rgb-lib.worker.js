'use strict';
// The RGB engine's worker thread: the only code that touches the rgb-lib binding. Its calls are
// synchronous (some block for seconds), so they run here, one at a time, off the HTTP event loop.
// Plain CommonJS so it loads in any host (node -r register, jest, a built bundle) without a
// TypeScript loader. Protocol: {id, op, args} in, {id, ok: true, value} | {id, ok: false, error} out.
const { parentPort } = require('node:worker_threads');
const { mkdirSync } = require('node:fs');
const { join } = require('node:path');
const rgb = require('@rgb-tools/rgb-lib-linux-x64');
const lib = require('@rgb-tools/rgb-lib-linux-x64/rgblib');

const SCHEMA_KEYS = { nia: 'NIA', cfa: 'CFA', uda: 'UDA', ifa: 'IFA' };
let wallet = null;
let online = null;
// What the native addon needs to open the same wallet (watch-only: it never sees the mnemonic).
let opened = null;
let indexer = null;
let addon = null;

// Our napi-rs addon over the rgb-lib crate (native/rgb-addon): consignment export, RGB
// validation and contract import, which the npm binding does not offer. Loaded on first use.
function rgbAddon() {
  if (!addon) addon = require(join(__dirname, '../../../../native/rgb-addon'));
  return addon;
}

function needWallet() {
  if (!wallet) throw new Error('RgbEngine(NotOpen)');
  return wallet;
}

function needOnline() {
  needWallet();
  if (!online) throw new Error('RgbEngine(NotOnline)');
  return online;
}

const ops = {
  open({ dataDir, network, mnemonic, maxAllocationsPerUtxo }) {
    if (wallet) throw new Error('RgbEngine(AlreadyOpen)');
    const keys = rgb.restoreKeys(network, mnemonic, rgb.WitnessVersion.Taproot);
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    // Plain objects rather than the wrapper's WalletData: its enum check omits IFA, which
    // rgb-lib itself supports (the C layer takes the same JSON).
    wallet = new rgb.Wallet(
      { dataDir, bitcoinNetwork: network, databaseType: 'Sqlite', maxAllocationsPerUtxo: String(maxAllocationsPerUtxo), supportedSchemas: ['Nia', 'Cfa', 'Uda', 'Ifa'] },
      {
        accountXpubVanilla: keys.accountXpubVanilla,
        accountXpubColored: keys.accountXpubColored,
        masterFingerprint: keys.masterFingerprint,
        mnemonic,
        vanillaKeychain: null,
        witnessVersion: keys.witnessVersion,
      },
    );
    opened = { dataDir, network, maxAllocationsPerUtxo, masterFingerprint: keys.masterFingerprint, accountXpubVanilla: keys.accountXpubVanilla, accountXpubColored: keys.accountXpubColored };
    return { masterFingerprint: keys.masterFingerprint, accountXpubColored: keys.accountXpubColored, accountXpubVanilla: keys.accountXpubVanilla };
  },
  goOnline({ indexerUrl }) {
    // vanillaSyncLookback is required by rgb-lib 0.3.0-beta.7 but missing from the wrapper's check.
    online = needWallet().goOnline({ indexerUrl, skipConsistencyCheck: false, vanillaSyncLookback: 20 });
    indexer = indexerUrl;
    return true;
  },
  exportContract({ assetId }) {
    needWallet();
    return rgbAddon().exportContract(opened.dataDir, opened.masterFingerprint, assetId);
  },
  validateConsignment({ bytes }) {
    needOnline();
    return rgbAddon().validateConsignment(Buffer.from(bytes), indexer, opened.network);
  },
  importContract({ bytes, expectedAssetId }) {
    needOnline();
    return rgbAddon().importContract({ ...opened, esploraUrl: indexer, expectedAssetId, bytes: Buffer.from(bytes) });
  },
  sync() {
    needWallet().sync(needOnline(), { keychain: 'Colored', strategy: 'FullScan' });
    return true;
  },
  listUnspents() {
    return needWallet().listUnspents(needOnline(), false, true);
  },
  listAssets() {
    const byKind = needWallet().listAssets([]);
    const out = [];
    for (const [key, schema] of Object.entries(SCHEMA_KEYS)) {
      for (const asset of byKind[key] || []) {
        // UDA has one token; IFA reports initialSupply rather than issuedSupply.
        const issuedSupply = schema === 'UDA' ? 1 : schema === 'IFA' ? asset.initialSupply : asset.issuedSupply;
        out.push({ ...asset, schema, issuedSupply });
      }
    }
    return out;
  },
  assetBalance({ assetId }) {
    return needWallet().getAssetBalance(assetId);
  },
  issue({ schema, name, ticker, details, precision, amount }) {
    const w = needWallet();
    const p = String(precision);
    const a = String(amount);
    if (schema === 'NIA') return { ...w.issueAssetNIA(ticker, name, p, [a]), schema };
    if (schema === 'CFA') return { ...w.issueAssetCFA(name, details, p, [a], null), schema };
    if (schema === 'UDA') return { ...w.issueAssetUDA(ticker, name, details, p, null, []), schema, issuedSupply: 1 };
    if (schema === 'IFA') {
      // Not in the JS wrapper; the C function is exported by the same addon.
      const raw = lib.rgblib_issue_asset_ifa(w.wallet, ticker, name, p, JSON.stringify([a]), JSON.stringify([]), null);
      const parsed = JSON.parse(raw);
      return { ...parsed, schema, issuedSupply: parsed.initialSupply };
    }
    throw new Error(`RgbEngine(UnknownSchema ${schema})`);
  },
  close() {
    if (wallet) wallet.drop();
    wallet = null;
    online = null;
    return true;
  },
};

parentPort.on('message', ({ id, op, args }) => {
  try {
    const fn = ops[op];
    if (!fn) throw new Error(`RgbEngine(UnknownOp ${op})`);
    parentPort.postMessage({ id, ok: true, value: fn(args || {}) });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: error && error.message ? String(error.message) : String(error) });
  }
});
