import type { BitcoinRpcClient } from '../rpc/bitcoin-rpc.client';
import { RpcError } from '../rpc/rpc.error';
import type { ChainBlockHeader, ChainSource, ChainTip } from '../chain-source.port';

/** RPC_INVALID_ADDRESS_OR_KEY: Core and btcd both use it for "no such transaction". */
const RPC_NOT_FOUND = -5;

/** ChainSource over a bitcoind-style JSON-RPC node (Bitcoin Core or btcd with --txindex). */
export class BitcoindChainSource implements ChainSource {
  constructor(private readonly rpc: BitcoinRpcClient) {}

  async getTip(): Promise<ChainTip> {
    // One call, so height and hash always describe the same block.
    const info = await this.rpc.getBlockchainInfo();
    return { height: info.blocks, hash: info.bestblockhash };
  }

  getBlockHash(height: number): Promise<string> {
    return this.rpc.getBlockHash(height);
  }

  async getBlockHeader(hash: string): Promise<ChainBlockHeader> {
    const header = await this.rpc.getBlockHeader(hash);
    return { hash: header.hash, height: header.height, previousHash: header.previousblockhash, time: header.time };
  }

  async getRawBlock(hash: string): Promise<Uint8Array> {
    return Buffer.from(await this.rpc.getRawBlock(hash), 'hex');
  }

  async getRawTransaction(txid: string): Promise<Uint8Array | null> {
    try {
      return Buffer.from(await this.rpc.getRawTransaction(txid), 'hex');
    } catch (err) {
      if (err instanceof RpcError && err.code === RPC_NOT_FOUND) return null;
      throw err;
    }
  }

  broadcastTransaction(rawTx: Uint8Array): Promise<string> {
    return this.rpc.sendRawTransaction(Buffer.from(rawTx).toString('hex'));
  }

  estimateFeeSatPerVb(targetBlocks: number): Promise<number | null> {
    return this.rpc.estimateFeeSatPerVb(targetBlocks);
  }
}
