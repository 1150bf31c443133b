import { btcToSats } from './btc-amount';
import { asArray, asNumber, asObject, asString, optNumber, optString, type JsonObject } from './json-reader';
import type { BlockchainInfo, BlockHeaderInfo, RawTransactionInfo, TxInputInfo, TxOutInfo, TxOutputInfo } from './rpc-types';

// Wire shapes differ a little between Core and btcd; these functions give one typed view.

export function toBlockchainInfo(raw: unknown): BlockchainInfo {
  const o = asObject(raw, 'getblockchaininfo');
  const ibd = o['initialblockdownload'];
  return {
    chain: asString(o['chain'], 'getblockchaininfo.chain'),
    blocks: asNumber(o['blocks'], 'getblockchaininfo.blocks'),
    headers: optNumber(o['headers'], 'getblockchaininfo.headers'),
    bestblockhash: asString(o['bestblockhash'], 'getblockchaininfo.bestblockhash'),
    ...(typeof ibd === 'boolean' ? { initialblockdownload: ibd } : {}),
  };
}

export function toBlockHeaderInfo(raw: unknown): BlockHeaderInfo {
  const o = asObject(raw, 'getblockheader');
  const w = 'getblockheader';
  return {
    hash: asString(o['hash'], `${w}.hash`),
    confirmations: asNumber(o['confirmations'], `${w}.confirmations`),
    height: asNumber(o['height'], `${w}.height`),
    version: asNumber(o['version'], `${w}.version`),
    merkleroot: asString(o['merkleroot'], `${w}.merkleroot`),
    time: asNumber(o['time'], `${w}.time`),
    nonce: asNumber(o['nonce'], `${w}.nonce`),
    bits: asString(o['bits'], `${w}.bits`),
    difficulty: asNumber(o['difficulty'], `${w}.difficulty`),
    previousblockhash: optString(o['previousblockhash'], `${w}.previousblockhash`),
    nextblockhash: optString(o['nextblockhash'], `${w}.nextblockhash`),
    mediantime: optNumber(o['mediantime'], `${w}.mediantime`),
  };
}

export function toRawTransactionInfo(raw: unknown): RawTransactionInfo {
  const w = 'getrawtransaction';
  const o = asObject(raw, w);
  return {
    txid: asString(o['txid'], `${w}.txid`),
    // btcd leaves `hash` empty in some verbose results (searchrawtransactions); fall back to txid.
    hash: optString(o['hash'], `${w}.hash`) || asString(o['txid'], `${w}.txid`),
    hex: asString(o['hex'], `${w}.hex`),
    version: asNumber(o['version'], `${w}.version`),
    locktime: asNumber(o['locktime'], `${w}.locktime`),
    vin: asArray(o['vin'], `${w}.vin`).map((v, i) => toTxInput(asObject(v, `${w}.vin[${i}]`))),
    vout: asArray(o['vout'], `${w}.vout`).map((v, i) => toTxOutput(asObject(v, `${w}.vout[${i}]`))),
    confirmations: optNumber(o['confirmations'], `${w}.confirmations`) ?? 0,
    blockhash: optString(o['blockhash'], `${w}.blockhash`),
    blocktime: optNumber(o['blocktime'], `${w}.blocktime`),
  };
}

/** `gettxout` answers null for a spent or unknown output. */
export function toTxOutInfo(raw: unknown): TxOutInfo | null {
  if (raw === null || raw === undefined) return null;
  const w = 'gettxout';
  const o = asObject(raw, w);
  const script = asObject(o['scriptPubKey'], `${w}.scriptPubKey`);
  return {
    bestblock: asString(o['bestblock'], `${w}.bestblock`),
    confirmations: asNumber(o['confirmations'], `${w}.confirmations`),
    valueSats: btcToSats(asNumber(o['value'], `${w}.value`)),
    scriptPubKeyHex: asString(script['hex'], `${w}.scriptPubKey.hex`),
    address: scriptAddress(script),
    coinbase: o['coinbase'] === true,
  };
}

function toTxInput(o: JsonObject): TxInputInfo {
  const witness = o['txinwitness'];
  return {
    txid: optString(o['txid'], 'vin.txid'),
    vout: optNumber(o['vout'], 'vin.vout'),
    coinbase: optString(o['coinbase'], 'vin.coinbase'),
    sequence: asNumber(o['sequence'], 'vin.sequence'),
    witness: witness === undefined || witness === null ? [] : asArray(witness, 'vin.txinwitness').map((x) => asString(x, 'vin.txinwitness[]')),
  };
}

function toTxOutput(o: JsonObject): TxOutputInfo {
  const script = asObject(o['scriptPubKey'], 'vout.scriptPubKey');
  return {
    n: asNumber(o['n'], 'vout.n'),
    valueSats: btcToSats(asNumber(o['value'], 'vout.value')),
    scriptPubKeyHex: asString(script['hex'], 'vout.scriptPubKey.hex'),
    address: scriptAddress(script),
    type: optString(script['type'], 'vout.scriptPubKey.type'),
  };
}

function scriptAddress(script: JsonObject): string | undefined {
  const single = optString(script['address'], 'scriptPubKey.address');
  if (single !== undefined) return single;
  const list = script['addresses'];
  return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : undefined;
}
