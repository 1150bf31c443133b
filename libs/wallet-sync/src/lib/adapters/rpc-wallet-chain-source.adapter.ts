import { RpcError, type BitcoinRpcClient } from '@rln/chain';
import { hex } from '@scure/base';
import type { WalletChainSource } from '../wallet-chain-source.port';

/** RPC_INVALID_ADDRESS_OR_KEY (Core) / ErrRPCNoTxInfo (btcd): no such transaction. */
const RPC_NO_TX_INFO = -5;

/** WalletChainSource over a bitcoind-style node (Bitcoin Core or btcd, --txindex for old txs). */
export class RpcWalletChainSource implements WalletChainSource {
  constructor(private readonly rpc: BitcoinRpcClient) {}

  getTipHeight(): Promise<number> {
    return this.rpc.getBlockCount();
  }

  getBlockHash(height: number): Promise<string> {
    return this.rpc.getBlockHash(height);
  }

  async getRawBlock(hash: string): Promise<Uint8Array> {
    return hex.decode(await this.rpc.getRawBlock(hash));
  }

  getMempoolTxids(): Promise<string[]> {
    return this.rpc.getRawMempool();
  }

  async getRawTransaction(txid: string): Promise<Uint8Array | null> {
    try {
      return hex.decode(await this.rpc.getRawTransaction(txid));
    } catch (err) {
      if (err instanceof RpcError && err.code === RPC_NO_TX_INFO) return null;
      throw err;
    }
  }
}
