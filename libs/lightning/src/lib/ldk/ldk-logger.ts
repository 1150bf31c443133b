import type { Logger, Record as LdkRecord } from 'lightningdevkit';
import type { EngineLogger } from '../ports/engine-logger.port';
import type { Ldk } from './ldk-loader';

export type LdkLogLevel = 'gossip' | 'trace' | 'debug' | 'info' | 'warn' | 'error';

const ORDER: readonly LdkLogLevel[] = ['gossip', 'trace', 'debug', 'info', 'warn', 'error'];

/** LDK's Logger → the engine logger, dropping records below `minLevel` (default info). */
export function createLdkLogger(ldk: Ldk, logger: EngineLogger, minLevel: LdkLogLevel = 'info'): Logger {
  const min = ORDER.indexOf(minLevel);
  return ldk.Logger.new_impl({
    log(record: LdkRecord): void {
      const level = ORDER[record.get_level()] ?? 'info';
      if (ORDER.indexOf(level) < min) return;
      const fields = { component: 'ldk', module: record.get_module_path(), line: record.get_line() };
      const msg = record.get_args();
      switch (level) {
        case 'error':
          return logger.error(fields, msg);
        case 'warn':
          return logger.warn(fields, msg);
        case 'info':
          return logger.info(fields, msg);
        case 'debug':
          return logger.debug(fields, msg);
        default:
          return logger.trace(fields, msg);
      }
    },
  });
}
