import { join } from 'node:path';
import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InvalidRequestError } from '@rln/core';
import { ContractService, IssuerRegistryService } from '@rln/contracts';
import { RgbEngineRuntime, RgbFundService, RgbKeyring, RgbUtxoService, RgbWalletService } from '@rln/rgb-wallet';
import type { NodeSeed } from '@rln/node-keys';
import type { Logger } from 'pino';
import { Database, TypeormRgbStore } from '@rln/persistence';
import { EsploraChainView, RgbLibEngine } from '@rln/rgb-lib-adapter';
import type { Request } from 'express';
import type { NodeConfig } from '../../config/node-config';
import { NODE_CONFIG, NODE_SEED, ROOT_LOGGER } from '../../infrastructure/node-context';
import { WalletRuntime } from '../../runtime/wallet-runtime';

const nowUnixSecs = (): number => Math.floor(Date.now() / 1000);

/**
 * Wires the RGB domain (libs/contracts) to its adapters: rgb-lib in a worker thread, the
 * Esplora indexer, PostgreSQL/PGlite and the plain wallet. The engine starts at boot only
 * when RLN_ESPLORA_URL is set; otherwise every RGB endpoint answers 503 NodeNotReady.
 */
@Injectable()
export class RgbServices implements OnModuleInit, OnApplicationShutdown {
  readonly runtime: RgbEngineRuntime;
  readonly wallet: RgbWalletService;
  readonly utxos: RgbUtxoService;
  readonly fund: RgbFundService;
  readonly issuers: IssuerRegistryService;
  readonly contracts: ContractService;

  constructor(
    @Inject(NODE_CONFIG) config: NodeConfig,
    @Inject(NODE_SEED) seed: NodeSeed,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
    db: Database,
    plainWallet: WalletRuntime,
  ) {
    const keyring = new RgbKeyring(seed.mnemonic(), config.network);
    const store = new TypeormRgbStore(db);
    const esplora = config.esploraUrl;
    const engine = esplora ? new RgbLibEngine({ dataDir: join(config.dataDir, 'rgb'), network: config.network, mnemonic: () => seed.mnemonic() }) : null;
    const chain = new EsploraChainView(esplora ?? 'http://127.0.0.1:0');
    const log = rootLogger.child({ component: 'rgb' });
    this.runtime = new RgbEngineRuntime(engine, esplora, log);
    this.wallet = new RgbWalletService(this.runtime, keyring, store);
    this.utxos = new RgbUtxoService(this.runtime, store, chain, nowUnixSecs);
    this.fund = new RgbFundService(() => plainWallet.ready(), keyring, store, chain);
    this.issuers = new IssuerRegistryService(store, nowUnixSecs);
    this.contracts = new ContractService(this.runtime, store, this.utxos, this.issuers, chain, nowUnixSecs);
  }

  async onModuleInit(): Promise<void> {
    await this.runtime.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runtime.stop();
  }
}

/** The raw body of an application/octet-stream request (the app's raw body parser). */
export function binaryBody(req: Request): Uint8Array {
  const body: unknown = req.body;
  if (!Buffer.isBuffer(body)) throw new InvalidRequestError('The body must be binary with Content-Type: application/octet-stream');
  return new Uint8Array(body);
}
