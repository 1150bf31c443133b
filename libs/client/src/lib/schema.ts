import type { components } from '../generated/node-api.schema';

/** A named schema of the document: `Schema<'PaymentDto'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
