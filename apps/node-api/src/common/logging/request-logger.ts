import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import pinoHttp from 'pino-http';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * One log line per request with a request id (taken from a sane `X-Request-Id` or made
 * fresh) that is echoed in the response, so a client report can be matched to the log.
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const offered = req.headers['x-request-id'];
      const id = typeof offered === 'string' && REQUEST_ID.test(offered) ? offered : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
