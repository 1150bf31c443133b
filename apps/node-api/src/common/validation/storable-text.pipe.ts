import { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { assertStorableText } from '../http/storable-text';

/**
 * Path and query parameters get the body's text check (storable-text.ts): Express decodes
 * `%00` in `/rgb/consignments/%00` to U+0000, which PostgreSQL refuses as a 500. Bodies are
 * checked where they are parsed, before any pipe.
 */
export class StorableTextPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'param') assertStorableText(value, metadata.data ? `path parameter ${metadata.data}` : 'path');
    if (metadata.type === 'query') assertStorableText(value, metadata.data ? `query parameter ${metadata.data}` : 'query');
    return value;
  }
}
