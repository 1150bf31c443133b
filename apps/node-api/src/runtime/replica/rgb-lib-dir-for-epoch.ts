import { type Database, TypeormKvStore } from '@rln/persistence';
import { prepareRgbEpochDir } from './rgb-epoch-dir';

const NAMESPACE = 'node';
const KEY = 'rgb_epoch';

/**
 * Prepares rgb-lib's copy for this lease epoch from the one the last holder used (recorded in
 * the database), then records this epoch, before rgb-lib runs on it: the next holder copies
 * exactly this directory. Runs under the lease's fence (the record is an engine write).
 */
export async function rgbLibDirForEpoch(db: Database, sharedDir: string, epoch: bigint, seedFrom: string): Promise<string> {
  const kv = new TypeormKvStore(db);
  const recorded = await kv.get(NAMESPACE, KEY);
  const [{ n }] = await db.statement<{ n: string }>('SELECT (SELECT count(*) FROM rgb_contract) + (SELECT count(*) FROM rgb_onchain_transfer) AS n', []);
  const dir = await prepareRgbEpochDir(sharedDir, epoch, {
    recorded: recorded ? BigInt(Buffer.from(recorded.value).toString('utf8')) : null,
    seedFrom,
    hasRgbState: n !== '0',
  });
  await kv.put(NAMESPACE, KEY, Buffer.from(epoch.toString(), 'utf8'));
  return dir;
}
