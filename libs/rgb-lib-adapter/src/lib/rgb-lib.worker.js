'use strict';
// The RGB engine's worker thread: the only code that touches rgb-lib, through our napi-rs addon
// over the rgb-lib crate (native/rgb-addon). Its calls are synchronous (some block for seconds),
// so they run here, one at a time, off the HTTP event loop. One rgb-lib per process: two copies
// loading and saving the same wallet data would corrupt it.
// Plain CommonJS so it loads in any host (node -r register, jest, a built bundle) without a
// TypeScript loader. Protocol: {id, op, args} in, {id, ok: true, value} | {id, ok: false, error} out.
const { parentPort } = require('node:worker_threads');
const { mkdirSync } = require('node:fs');
const { join } = require('node:path');

const { RgbWallet } = require(join(__dirname, '../../../../native/rgb-addon'));

let wallet = null;

function needWallet() {
  if (!wallet) throw new Error('RgbEngine(NotOpen)');
  return wallet;
}

const ops = {
  open({ dataDir, network, mnemonic, maxAllocationsPerUtxo }) {
    if (wallet) throw new Error('RgbEngine(AlreadyOpen)');
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    wallet = RgbWallet.open({ dataDir, network, mnemonic, maxAllocationsPerUtxo });
    return { keys: wallet.keys(), stockRestored: wallet.stockRestored() };
  },
  goOnline: ({ indexerUrl }) => needWallet().goOnline(indexerUrl),
  sync: () => needWallet().sync(),
  listUnspents: () => needWallet().listUnspents(),
  listAssets: () => needWallet().listAssets(),
  assetBalance: ({ assetId }) => needWallet().assetBalance(assetId),
  issue: (args) => needWallet().issue(args),
  exportContract: ({ assetId }) => needWallet().exportContract(assetId),
  validateConsignment: ({ bytes }) => needWallet().validateConsignment(Buffer.from(bytes)),
  importContract: ({ bytes, expectedAssetId }) => needWallet().importContract(Buffer.from(bytes), expectedAssetId),
  receive: (args) => needWallet().receive(args),
  decodeInvoice: ({ invoice }) => needWallet().decodeInvoice(invoice),
  sendBegin: (args) => needWallet().sendBegin(args),
  sendEnd: ({ psbt }) => needWallet().sendEnd(psbt),
  refresh: () => needWallet().refresh(),
  listTransfers: ({ assetId }) => needWallet().listTransfers(assetId),
  failTransfer: ({ batchTransferIdx }) => needWallet().failTransfer(batchTransferIdx),
  failExpiredTransfers: () => needWallet().failExpiredTransfers(),
  readConsignment: ({ path }) => needWallet().readConsignment(path),
  acceptConsignment: ({ bytes, refusedScripts }) => needWallet().acceptConsignment(Buffer.from(bytes), refusedScripts),
  topUpBegin: (args) => needWallet().topUpBegin(args),
  topUpEnd: ({ psbt, witnesses }) => needWallet().topUpEnd(psbt, witnesses),
  sweepCarriers: (args) => needWallet().sweepCarriers(args),
  colourShadowTx: (args) => needWallet().colourShadowTx(args),
  closingConsignment: (args) => needWallet().closingConsignment(args),
  recipientIdForScript: ({ scriptPubkey }) => needWallet().recipientIdForScript(scriptPubkey),
  sendConsignment: ({ psbt, contractId, vout }) => needWallet().sendConsignment(psbt, contractId, vout),
  consumeBegunSend: ({ psbt }) => needWallet().consumeBegunSend(psbt),
  acceptShadowFunding: (args) => needWallet().acceptShadowFunding({ ...args, consignment: Buffer.from(args.consignment) }),
  close() {
    if (wallet) wallet.close();
    wallet = null;
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
