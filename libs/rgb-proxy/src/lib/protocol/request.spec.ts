import { requestFromFormFields, requestFromJson } from './request';

describe('JSON-RPC requests', () => {
  it('reads rgb-lib JSON requests (id null) and notifications (no id)', () => {
    expect(requestFromJson({ jsonrpc: '2.0', id: null, method: 'ack.get', params: { recipient_id: 'r' } })).toEqual({ method: 'ack.get', id: null, params: { recipient_id: 'r' } });
    expect(requestFromJson({ jsonrpc: '2.0', method: 'server.info', params: null })).toEqual({ method: 'server.info' });
  });

  it.each([
    ['a batch', [{ jsonrpc: '2.0', method: 'server.info', id: 1 }], null],
    ['a string', 'server.info', null],
    ['JSON-RPC 1.0', { jsonrpc: '1.0', method: 'server.info', id: 'a' }, 'a'],
    ['no method', { jsonrpc: '2.0', id: 'b' }, 'b'],
    ['positional params', { jsonrpc: '2.0', method: 'ack.get', params: ['r'], id: 'c' }, 'c'],
    ['an object id', { jsonrpc: '2.0', method: 'ack.get', id: {} }, null],
  ])('refuses %s with -32600, naming the id when it was valid', (_what, body, id) => {
    expect(() => requestFromJson(body)).toThrow(expect.objectContaining({ code: -32600, id }));
  });

  it('reads rgb-lib multipart fields: params as JSON text, id the text "null"', () => {
    const fields = new Map([['method', 'consignment.post'], ['jsonrpc', '2.0'], ['id', 'null'], ['params', '{"recipient_id":"r","txid":"t","vout":1}']]);
    expect(requestFromFormFields(fields)).toEqual({ method: 'consignment.post', id: 'null', params: { recipient_id: 'r', txid: 't', vout: 1 } });
  });

  it('reads params[key] fields (curl -F) and refuses params that are not JSON with -32700', () => {
    const curl = new Map([['jsonrpc', '2.0'], ['id', '1'], ['method', 'consignment.post'], ['params[recipient_id]', 'r'], ['params[txid]', 't']]);
    expect(requestFromFormFields(curl).params).toEqual({ recipient_id: 'r', txid: 't' });
    const broken = new Map([['jsonrpc', '2.0'], ['method', 'ack.get'], ['params', '{recipient']]);
    expect(() => requestFromFormFields(broken)).toThrow(expect.objectContaining({ code: -32700 }));
  });
});
