import { Logger, Provider } from '@nestjs/common';
import { Database, TypeormRgbProxyStore } from '@rln/persistence';
import { RecipientPolicy, RgbProxyHttp, RgbProxyService } from '@rln/rgb-proxy';
import { NODE_VERSION } from '../../../runtime/version';
import { RefuseEveryRecipient, RGB_PROXY_RECIPIENT_POLICY } from './recipient-policy';

const logger = new Logger('RgbProxy');

/** The node's RGB proxy: its files in the node's database, admission by the recipient policy. */
export const RGB_PROXY_PROVIDERS: Provider[] = [
  { provide: RGB_PROXY_RECIPIENT_POLICY, useClass: RefuseEveryRecipient },
  {
    provide: RgbProxyService,
    inject: [Database, RGB_PROXY_RECIPIENT_POLICY],
    useFactory: (db: Database, policy: RecipientPolicy) =>
      new RgbProxyService({
        store: new TypeormRgbProxyStore(db),
        policy,
        serverVersion: NODE_VERSION,
        onHookError: (error, recipientId) => logger.error(`consignment hook failed for ${recipientId}: ${stackOf(error)}`),
      }),
  },
  {
    provide: RgbProxyHttp,
    inject: [RgbProxyService],
    useFactory: (service: RgbProxyService) => new RgbProxyHttp(service, { onInternalError: (error) => logger.error(`request failed: ${stackOf(error)}`) }),
  },
];

function stackOf(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
