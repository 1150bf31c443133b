import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, databaseTarget, loadNodeConfig } from './node-config';

const minimal = {
  BITCOIND_RPC_URL: 'http://127.0.0.1:18334',
  BITCOIND_RPC_USER: 'u',
  BITCOIND_RPC_PASSWORD: 'p',
};

describe('loadNodeConfig', () => {
  it('applies safe defaults: regtest, loopback, embedded database', () => {
    const config = loadNodeConfig(minimal);
    expect(config).toMatchObject({ network: 'regtest', httpHost: '127.0.0.1', httpPort: 3000, databaseUrl: null });
  });

  it('limits refreshes to one per 5 s and keeps client events a week by default; both can be set within bounds', () => {
    expect(loadNodeConfig(minimal)).toMatchObject({ refreshMinIntervalSecs: 5, eventRetentionHours: 168 });
    expect(loadNodeConfig({ ...minimal, RLN_REFRESH_MIN_INTERVAL_SECS: '0', RLN_EVENT_RETENTION_HOURS: '1' })).toMatchObject({ refreshMinIntervalSecs: 0, eventRetentionHours: 1 });
    expect(() => loadNodeConfig({ ...minimal, RLN_EVENT_RETENTION_HOURS: '0' })).toThrow(/RLN_EVENT_RETENTION_HOURS must be an integer from 1 to 8760/);
    expect(() => loadNodeConfig({ ...minimal, RLN_REFRESH_MIN_INTERVAL_SECS: '-1' })).toThrow(/RLN_REFRESH_MIN_INTERVAL_SECS must be an integer from 0 to 3600/);
  });

  it('lists every problem at once', () => {
    const error = (() => {
      try {
        loadNodeConfig({ RLN_HTTP_PORT: 'x', RLN_NETWORK: 'moon' });
      } catch (e) {
        return e as Error;
      }
      throw new Error('expected a ConfigError');
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toMatch(/RLN_NETWORK must be one of/);
    expect(error.message).toMatch(/RLN_HTTP_PORT must be an integer/);
    expect(error.message).toMatch(/BITCOIND_RPC_URL is required/);
    expect(error.message).toMatch(/BITCOIND_RPC_PASSWORD is required/);
  });

  it('keeps its state in embedded PostgreSQL under the data dir unless DATABASE_URL is set; PGlite only when asked for', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-db-'));
    const base = { ...minimal, RLN_DATA_DIR: dataDir };
    expect(loadNodeConfig(base).embeddedDatabase).toBe('postgres');
    expect(databaseTarget(loadNodeConfig(base))).toEqual({ kind: 'embedded-postgres', dataDir: join(dataDir, 'pg') });
    expect(databaseTarget(loadNodeConfig({ ...base, RLN_EMBEDDED_DATABASE: 'pglite' }))).toEqual({ kind: 'pglite', dataDir: join(dataDir, 'db') });
    const url = 'postgres://u:p@db.example:5432/rln';
    expect(databaseTarget(loadNodeConfig({ ...base, DATABASE_URL: url, RLN_EMBEDDED_DATABASE: 'pglite' }))).toEqual({ kind: 'postgres', url });
    expect(() => loadNodeConfig({ ...base, RLN_EMBEDDED_DATABASE: 'sqlite' })).toThrow(/RLN_EMBEDDED_DATABASE must be one of postgres, pglite/);
  });

  it('runs mainnet on embedded PostgreSQL or DATABASE_URL, and refuses PGlite there, saying why', () => {
    expect(databaseTarget(loadNodeConfig({ ...minimal, RLN_NETWORK: 'bitcoin' })).kind).toBe('embedded-postgres');
    expect(() => loadNodeConfig({ ...minimal, RLN_NETWORK: 'bitcoin', RLN_EMBEDDED_DATABASE: 'pglite' })).toThrow(ConfigError);
    expect(() => loadNodeConfig({ ...minimal, RLN_NETWORK: 'bitcoin', RLN_EMBEDDED_DATABASE: 'pglite' })).toThrow(
      /RLN_EMBEDDED_DATABASE=pglite is refused with RLN_NETWORK=bitcoin: PGlite does not fsync/,
    );
    // The token CLI reads the same configuration and is refused the same way.
    expect(() => loadNodeConfig({ RLN_NETWORK: 'bitcoin', RLN_EMBEDDED_DATABASE: 'pglite' }, { requireChain: false })).toThrow(/pglite is refused/);
    expect(loadNodeConfig({ ...minimal, RLN_NETWORK: 'bitcoin', DATABASE_URL: 'postgres://u:p@db.example:5432/rln' }).databaseUrl).toBe('postgres://u:p@db.example:5432/rln');
    expect(loadNodeConfig({ ...minimal, RLN_NETWORK: 'signet', RLN_EMBEDDED_DATABASE: 'pglite' }).embeddedDatabase).toBe('pglite');
  });

  it('will not start on a fresh embedded PostgreSQL beside an existing PGlite database (the former default)', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-pglite-'));
    mkdirSync(join(dataDir, 'db'));
    writeFileSync(join(dataDir, 'db', 'PG_VERSION'), '17\n');
    expect(() => loadNodeConfig({ ...minimal, RLN_DATA_DIR: dataDir })).toThrow(/holds this node's PGlite database .* set RLN_EMBEDDED_DATABASE=pglite/);
    expect(loadNodeConfig({ ...minimal, RLN_DATA_DIR: dataDir, RLN_EMBEDDED_DATABASE: 'pglite' }).embeddedDatabase).toBe('pglite');
    expect(loadNodeConfig({ ...minimal, RLN_DATA_DIR: dataDir, DATABASE_URL: 'postgres://u@db.example/rln' }).databaseUrl).not.toBeNull();
    // Once the node has its embedded PostgreSQL cluster, an old PGlite directory beside it is no reason to stop.
    mkdirSync(join(dataDir, 'pg'));
    expect(loadNodeConfig({ ...minimal, RLN_DATA_DIR: dataDir }).embeddedDatabase).toBe('postgres');
  });

  it('reads a JSON file and lets the environment override it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cfg-')), 'node.json');
    writeFileSync(file, JSON.stringify({ ...minimal, RLN_HTTP_PORT: 4000, RLN_NETWORK: 'signet' }));
    const config = loadNodeConfig({ RLN_CONFIG_FILE: file, RLN_NETWORK: 'testnet' });
    expect(config.httpPort).toBe(4000);
    expect(config.network).toBe('testnet');
  });

  it('inbound channels: anyone off mainnet, only listed peers on mainnet, unless set', () => {
    const alice = `02${'ab'.repeat(32)}`;
    const bob = `03${'CD'.repeat(32)}`;
    const mainnet = { ...minimal, RLN_NETWORK: 'bitcoin', DATABASE_URL: 'postgres://u:p@db.example:5432/rln' };
    const limits = { maxPendingPerPeer: 1, maxUnfunded: 40, fundingTimeoutBlocks: 2016 };
    expect(loadNodeConfig(minimal).inboundChannels).toEqual({ accept: 'any', allowedPeers: [], ...limits });
    expect(loadNodeConfig({ ...minimal, RLN_NETWORK: 'signet' }).inboundChannels.accept).toBe('any');
    expect(loadNodeConfig(mainnet).inboundChannels).toEqual({ accept: 'allow-list', allowedPeers: [], ...limits });
    expect(loadNodeConfig({ ...mainnet, RLN_INBOUND_CHANNEL_PEERS: `${alice}, ${bob}` }).inboundChannels).toEqual({
      accept: 'allow-list',
      allowedPeers: [alice, bob.toLowerCase()],
      ...limits,
    });
    // With any, listed peers are trusted: exempt from the pending limits.
    expect(loadNodeConfig({ ...minimal, RLN_INBOUND_CHANNEL_PEERS: alice }).inboundChannels).toEqual({ accept: 'any', allowedPeers: [alice], ...limits });
    expect(loadNodeConfig({ ...mainnet, RLN_INBOUND_CHANNELS: 'any' }).inboundChannels.accept).toBe('any');
    expect(loadNodeConfig({ ...minimal, RLN_INBOUND_CHANNELS: 'none' }).inboundChannels.accept).toBe('none');
  });

  it('inbound channels: refuses unknown modes, bad node ids and peers with none', () => {
    expect(() => loadNodeConfig({ ...minimal, RLN_INBOUND_CHANNELS: 'some' })).toThrow(/RLN_INBOUND_CHANNELS must be one of any, allow-list, none/);
    expect(() => loadNodeConfig({ ...minimal, RLN_INBOUND_CHANNELS: 'allow-list', RLN_INBOUND_CHANNEL_PEERS: 'abc' })).toThrow(/'abc' is not a node id/);
    expect(() => loadNodeConfig({ ...minimal, RLN_INBOUND_CHANNELS: 'none', RLN_INBOUND_CHANNEL_PEERS: `02${'ab'.repeat(32)}` })).toThrow(
      /not used with RLN_INBOUND_CHANNELS=none/,
    );
  });

  it('inbound channels: the pending limits are configurable within bounds', () => {
    const config = loadNodeConfig({ ...minimal, RLN_INBOUND_CHANNEL_MAX_PENDING_PER_PEER: '3', RLN_INBOUND_CHANNEL_MAX_UNFUNDED: '20' });
    expect(config.inboundChannels).toMatchObject({ maxPendingPerPeer: 3, maxUnfunded: 20 });
    expect(() => loadNodeConfig({ ...minimal, RLN_INBOUND_CHANNEL_MAX_PENDING_PER_PEER: '0' })).toThrow(/RLN_INBOUND_CHANNEL_MAX_PENDING_PER_PEER must be an integer from 1 to 100/);
    expect(() => loadNodeConfig({ ...minimal, RLN_INBOUND_CHANNEL_MAX_UNFUNDED: '41' })).toThrow(/RLN_INBOUND_CHANNEL_MAX_UNFUNDED must be an integer from 1 to 40/);
    expect(loadNodeConfig(minimal).inboundChannels.fundingTimeoutBlocks).toBe(2016);
    expect(loadNodeConfig({ ...minimal, RLN_INBOUND_CHANNEL_FUNDING_TIMEOUT_BLOCKS: '6' }).inboundChannels.fundingTimeoutBlocks).toBe(6);
    expect(() => loadNodeConfig({ ...minimal, RLN_INBOUND_CHANNEL_FUNDING_TIMEOUT_BLOCKS: '5' })).toThrow(/RLN_INBOUND_CHANNEL_FUNDING_TIMEOUT_BLOCKS must be an integer from 6 to 2016/);
  });
});
