import { IsString, Matches, MaxLength, ArrayMinSize, IsArray, Min, IsInt, IsNumber, IsPositive } from 'class-validator';
import type { OpenAPIObject } from '@nestjs/swagger';
import { documentConventions, PUBLIC_EXTENSION } from './document-conventions';

class ConventionsProbeRequestDto {
  @IsString() @Matches(/^[0-9a-f]{64}$/) @MaxLength(64) hash!: string;
  @IsArray() @ArrayMinSize(1) items!: string[];
  @IsInt() @Min(1) count!: number;
  @IsString() note!: string;
  @IsNumber() @IsPositive() rate!: number;
}
class ProbeIdParamDto {
  @IsString() @Matches(/^[0-9]{3}$/) probeId!: string;
}
class OtherIdParamDto {
  @IsString() @Matches(/^[a-z]$/) clashing!: string;
}
class ClashingQueryDto {
  @IsString() @Matches(/^[0-9]$/) clashing!: string;
}
// Only their decorators matter: they register the rules under the class names.
void [ConventionsProbeRequestDto, ProbeIdParamDto, OtherIdParamDto, ClashingQueryDto];

const documentWith = (): OpenAPIObject => ({
  openapi: '3.0.0',
  info: { title: 't', version: '1' },
  paths: {
    '/probe': {
      post: {
        responses: { '200': { description: 'ok' } },
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/ConventionsProbeRequestDto' } } } },
      },
    },
    '/probe/{probeId}': {
      get: {
        responses: { '200': { description: 'ok' } },
        parameters: [
          { name: 'probeId', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'clashing', in: 'query', required: false, schema: { type: 'string' } },
        ],
      },
    },
    '/healthz': { get: { responses: { '200': { description: 'ok' } }, [PUBLIC_EXTENSION]: true } as never },
  },
  components: {
    schemas: {
      ConventionsProbeRequestDto: {
        type: 'object',
        required: ['hash', 'items', 'count', 'rate'],
        properties: {
          hash: { type: 'string', pattern: '^[0-9a-f]+$' },
          items: { type: 'array', items: { type: 'string' } },
          count: { type: 'integer' },
          note: { type: 'string' },
          rate: { type: 'number' },
        },
      },
    },
  },
});

describe('documentConventions', () => {
  const document = documentConventions(documentWith());
  const probe = document.components?.schemas?.ConventionsProbeRequestDto as Record<string, unknown> & { properties: Record<string, Record<string, unknown>> };

  it('documents the error body under every status of the error table and keeps documented responses', () => {
    const responses = document.paths['/probe'].post?.responses ?? {};
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '400', '401', '402', '403', '404', '408', '409', '413', '415', '422', '500', '503']));
    expect(responses['200']).toEqual({ description: 'ok' });
    expect(responses['400']).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } });
  });

  it('takes the token requirement off public operations only', () => {
    expect(document.paths['/healthz'].get?.security).toEqual([]);
    expect(document.paths['/probe'].post?.security).toBeUndefined();
  });

  it('closes request bodies and carries the validation rules, keeping what the DTO states itself', () => {
    expect(probe.additionalProperties).toBe(false);
    expect(probe.properties.hash).toEqual({ type: 'string', pattern: '^[0-9a-f]+$', maxLength: 64 });
    expect(probe.properties.items).toMatchObject({ minItems: 1 });
    expect(probe.properties.count).toMatchObject({ minimum: 1 });
  });

  it('states that free text takes no U+0000 and that a positive number excludes 0', () => {
    expect(probe.properties.note).toEqual({ type: 'string', pattern: '^[^\\u0000]*$', nullable: true });
    expect(new RegExp(probe.properties.note.pattern as string).test('a\u0000')).toBe(false);
    expect(probe.properties.items.items).toMatchObject({ pattern: '^[^\\u0000]*$' });
    expect(probe.properties.hash.pattern).toBe('^[0-9a-f]+$');
    expect(probe.properties.rate).toMatchObject({ minimum: 0, exclusiveMinimum: true });
  });

  it('marks optional request properties nullable (null reads as absent), required ones not', () => {
    expect(probe.properties.note.nullable).toBe(true);
    expect(probe.properties.hash.nullable).toBeUndefined();
  });

  it('gives path and query parameters the rules of the *ParamDto/*QueryDto property of that name, none when classes disagree', () => {
    const [probeId, clashing] = (document.paths['/probe/{probeId}'].get?.parameters ?? []) as unknown as { schema: Record<string, unknown> }[];
    expect(probeId.schema).toEqual({ type: 'string', pattern: '^[0-9]{3}$' });
    expect(clashing.schema).toEqual({ type: 'string' });
  });
});

describe('documentConventions on nullable enums', () => {
  it('lists null in a nullable enum, as OpenAPI 3.0.3 requires for null to be valid', () => {
    const document: OpenAPIObject = {
      openapi: '3.0.0',
      info: { title: 't', version: '1' },
      paths: {},
      components: { schemas: { PaymentDto: { type: 'object', properties: { purpose: { type: 'string', nullable: true, enum: ['a', 'b'] }, kind: { type: 'string', enum: ['x'] } } } } },
    };
    const properties = (documentConventions(document).components?.schemas?.['PaymentDto'] as { properties: Record<string, { enum: unknown[] }> }).properties;
    expect(properties['purpose'].enum).toEqual(['a', 'b', null]);
    expect(properties['kind'].enum).toEqual(['x']);
  });
});
