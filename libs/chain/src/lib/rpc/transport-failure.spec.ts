import { classifyHttpReply, isTlsSocketError } from './transport-failure';

describe('classifyHttpReply', () => {
  it('takes any JSON-RPC body as the answer, whatever the status (Core errors use 404/500)', () => {
    const body = '{"result":null,"error":{"code":-5,"message":"x"},"id":1}';
    expect(classifyHttpReply(500, body)).toEqual({ kind: 'json', value: JSON.parse(body) });
    expect(classifyHttpReply(200, '[{"result":1,"error":null,"id":1}]').kind).toBe('json');
  });

  it('reports 401 and 403 as authentication problems', () => {
    expect(classifyHttpReply(401, '401 Unauthorized.')).toEqual({ kind: 'auth', status: 401 });
    expect(classifyHttpReply(403, '')).toEqual({ kind: 'auth', status: 403 });
  });

  it('retries a 5xx that is not JSON-RPC (btcd over --rpcmaxclients, proxies)', () => {
    expect(classifyHttpReply(503, '503 Too busy.  Try again later.\n')).toEqual({
      kind: 'retry',
      reason: 'HTTP 503 503 Too busy.  Try again later.',
    });
  });

  it('fails fast on other non-JSON answers (plain http to a TLS port)', () => {
    const v = classifyHttpReply(400, 'Client sent an HTTP request to an HTTPS server.');
    expect(v.kind).toBe('fatal');
    expect(classifyHttpReply(200, 'hello').kind).toBe('fatal');
  });
});

describe('isTlsSocketError', () => {
  it('recognises certificate and protocol errors', () => {
    expect(isTlsSocketError('DEPTH_ZERO_SELF_SIGNED_CERT')).toBe(true);
    expect(isTlsSocketError('ERR_TLS_CERT_ALTNAME_INVALID')).toBe(true);
    expect(isTlsSocketError('ERR_SSL_WRONG_VERSION_NUMBER')).toBe(true);
    expect(isTlsSocketError('EPROTO')).toBe(true);
  });

  it('leaves connection errors to the retry loop', () => {
    expect(isTlsSocketError('ECONNREFUSED')).toBe(false);
    expect(isTlsSocketError('ECONNRESET')).toBe(false);
    expect(isTlsSocketError(undefined)).toBe(false);
  });
});
