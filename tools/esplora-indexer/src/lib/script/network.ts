/** Address parameters of the networks btcd can run, keyed by genesis hash so the indexer can infer it. */
export interface NetworkParams {
  readonly name: 'mainnet' | 'testnet' | 'signet' | 'regtest' | 'simnet';
  readonly bech32Hrp: string;
  readonly pubKeyHashPrefix: number;
  readonly scriptHashPrefix: number;
  readonly genesisHash: string;
}

export const NETWORKS: readonly NetworkParams[] = [
  { name: 'mainnet', bech32Hrp: 'bc', pubKeyHashPrefix: 0x00, scriptHashPrefix: 0x05, genesisHash: '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f' },
  { name: 'testnet', bech32Hrp: 'tb', pubKeyHashPrefix: 0x6f, scriptHashPrefix: 0xc4, genesisHash: '000000000933ea01ad0ee984209779baaec3ced90fa3f408719526f8d77f4943' },
  { name: 'signet', bech32Hrp: 'tb', pubKeyHashPrefix: 0x6f, scriptHashPrefix: 0xc4, genesisHash: '00000008819873e925422c1ff0f99f7cc9bbb232af63a077a480a3633bee1ef6' },
  { name: 'regtest', bech32Hrp: 'bcrt', pubKeyHashPrefix: 0x6f, scriptHashPrefix: 0xc4, genesisHash: '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206' },
  { name: 'simnet', bech32Hrp: 'sb', pubKeyHashPrefix: 0x3f, scriptHashPrefix: 0x7b, genesisHash: '683e86bd5c6d110d91b94b97137ba6bfe02dbbdb8e3dff722a669b5d69d77af6' },
];

export const REGTEST: NetworkParams = NETWORKS[3];

/** Regtest when the genesis is unknown: this indexer is for test chains. */
export function networkForGenesis(genesisHash: string | undefined): NetworkParams {
  return NETWORKS.find((n) => n.genesisHash === genesisHash) ?? REGTEST;
}
