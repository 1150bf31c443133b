/** The subset of a pino logger the engine writes to (a pino logger fits as is). */
export interface EngineLogger {
  trace(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export const silentLogger: EngineLogger = {
  trace: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
