import type { TEST_NETWORK } from '@scure/btc-signer';

/** btc-signer network parameters for regtest: bcrt1 bech32, testnet base58 prefixes. */
export const REGTEST_NETWORK: typeof TEST_NETWORK = {
  bech32: 'bcrt',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
};

/** Coinbase outputs are spendable 100 blocks after the block that created them. */
export const COINBASE_MATURITY = 100;

/** Regtest halves the block subsidy every 150 blocks (mainnet: 210,000). */
export const REGTEST_HALVING_INTERVAL = 150;

export function blockSubsidySats(height: number): bigint {
  const halvings = Math.floor(height / REGTEST_HALVING_INTERVAL);
  return halvings >= 64 ? 0n : 5_000_000_000n >> BigInt(halvings);
}
