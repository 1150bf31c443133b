import { Logger, Provider } from '@nestjs/common';
import { RgbProxyHttp, RgbProxyService } from '@rln/rgb-proxy';

const logger = new Logger('RgbProxy');

/** The HTTP reader over the node's RGB proxy service (built, with its admission rule, by RgbRuntime). */
export const RGB_PROXY_PROVIDERS: Provider[] = [
  {
    provide: RgbProxyHttp,
    inject: [RgbProxyService],
    useFactory: (service: RgbProxyService) => new RgbProxyHttp(service, { onInternalError: (error) => logger.error(`request failed: ${stackOf(error)}`) }),
  },
];

function stackOf(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
