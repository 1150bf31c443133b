export type { paths, components, operations } from './generated/node-api.schema';
export { createNodeClient, openApiDocument, type NodeClient, type NodeClientOptions } from './lib/node-client';
export { NodeApiError, NodeUnreachableError, expectOk, type ErrorBody } from './lib/node-api-error';
export { SchemaConformance, SchemaMismatchError, type ConformanceOptions, type OpenApiDocument } from './lib/schema-conformance';
export type { Schema } from './lib/schema';
