import type { ApiOperationOptions } from '@nestjs/swagger';
import { MAX_FILE_BYTES, RGB_PROXY_METHODS } from '@rln/rgb-proxy';
import { EXAMPLE } from '../../../common/openapi/wire-examples';

/** OpenAPI of POST /rgb/proxy: JSON-RPC bodies are not DTOs, so the schemas are written out. */
// OpenAPI 3.0's `nullable` needs a `type` beside it, so null rides on the string branch.
const jsonRpcId = { oneOf: [{ type: 'string', nullable: true }, { type: 'number' }], description: 'Echoed back; rgb-lib sends null (JSON) or "null" (form)' };

/** JSON-RPC and rgb-lib's proxy client tolerate extra members, and so does the server. */
const jsonRequest = {
  type: 'object',
  additionalProperties: true,
  required: ['jsonrpc', 'method'],
  properties: {
    jsonrpc: { type: 'string', enum: ['2.0'] },
    id: jsonRpcId,
    method: { type: 'string', enum: [...RGB_PROXY_METHODS] },
    params: {
      type: 'object',
      additionalProperties: true,
      description: 'server.info: none. consignment.get, ack.get: {recipient_id}. ack.post: {recipient_id, ack}. media.get: {attachment_id}',
      properties: { recipient_id: { type: 'string', maxLength: 256 }, ack: { type: 'boolean' }, attachment_id: { type: 'string', maxLength: 256 } },
    },
  },
  example: { jsonrpc: '2.0', id: '1', method: 'ack.get', params: { recipient_id: EXAMPLE.recipientId } },
};

const multipartRequest = {
  type: 'object',
  additionalProperties: true,
  required: ['jsonrpc', 'method', 'params', 'file'],
  description: 'consignment.post and media.post, fields in this order: the file is read only once the fields are accepted',
  properties: {
    jsonrpc: { type: 'string', enum: ['2.0'] },
    id: { type: 'string' },
    method: { type: 'string', enum: ['consignment.post', 'media.post'] },
    params: {
      type: 'string',
      description:
        'JSON text. consignment.post: {recipient_id, txid, vout?}; recipient_id must name an open invoice of this node. ' +
        'media.post: {attachment_id}, the lowercase hex SHA-256 of the file',
    },
    file: { type: 'string', format: 'binary', description: `At most ${MAX_FILE_BYTES} bytes (64 MiB)` },
  },
};

const responseSchema = {
  type: 'object',
  required: ['jsonrpc', 'id'],
  properties: {
    jsonrpc: { type: 'string', enum: ['2.0'] },
    id: jsonRpcId,
    result: {
      description:
        'server.info: {protocol_version: "0.2", version, uptime}. consignment.post, media.post, ack.post: true stored, false already stored. ' +
        'consignment.get: {consignment (base64), txid, vout?}. ack.get: true, false or null. media.get: base64',
    },
    error: {
      type: 'object',
      properties: { code: { type: 'integer' }, message: { type: 'string' } },
      description:
        '-100 cannot change ACK, -101 cannot change uploaded file, -2xx invalid and -3xx missing params, -400 consignment and -401 media not found, ' +
        '-500 recipient and -501 media not accepted, -502 file too large, -326xx JSON-RPC',
    },
  },
  // ack.get's answer once the payee accepted the consignment.
  example: { jsonrpc: '2.0', id: '1', result: true },
};

/** Refusals come from the proxy (a JSON-RPC error) or from the node's body reader before it (the error body). */
const refusal = {
  'application/json': {
    schema: { oneOf: [responseSchema, { $ref: '#/components/schemas/ErrorBody' }] },
    example: { jsonrpc: '2.0', id: '1', error: { code: -32600, message: 'Invalid request: "jsonrpc" must be "2.0"' } },
  },
};

export const RGB_PROXY_OPERATION: ApiOperationOptions = {
  summary: 'RGB proxy protocol 0.2 (JSON-RPC 2.0), the transport rgb-lib wallets post consignments and acks to',
  description:
    'Public (no token). Files are accepted only for recipient ids of this node’s own open invoices and kept in the node’s database. ' +
    'Method errors are JSON-RPC errors with status 200; a body that is not a JSON-RPC request is 400, too large 413, of another type 415.',
  security: [],
  requestBody: {
    required: true,
    content: { 'application/json': { schema: jsonRequest }, 'multipart/form-data': { schema: multipartRequest } },
  },
  responses: {
    '200': { description: 'A JSON-RPC response', content: { 'application/json': { schema: responseSchema } } },
    '204': { description: 'A notification (no id) was handled' },
    '400': { description: 'Not a JSON-RPC request (JSON-RPC error body), or JSON the node refuses before the proxy reads it (error body)', content: refusal },
    '413': { description: 'File over 64 MiB (JSON-RPC error body) or JSON body over 1 MiB (error body)', content: refusal },
    '415': { description: 'Neither application/json nor multipart/form-data (JSON-RPC error body)', content: refusal },
  },
};
