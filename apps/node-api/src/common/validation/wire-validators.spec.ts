import { IsString, validateSync } from 'class-validator';
import { IsDescription, IsOptionalNotNull } from './wire-validators';

class Described {
  @IsDescription() description!: string;
}

function errorsFor(description: string): string[] {
  const dto = Object.assign(new Described(), { description });
  return validateSync(dto).flatMap((error) => Object.values(error.constraints ?? {}));
}

describe('IsDescription', () => {
  it('accepts 639 bytes of UTF-8', () => {
    expect(errorsFor('a'.repeat(639))).toEqual([]);
    expect(errorsFor('é'.repeat(319))).toEqual([]); // 638 bytes
  });

  it('counts UTF-8 bytes, not characters', () => {
    // 320 two-byte characters: 320 characters, 640 bytes.
    expect(errorsFor('é'.repeat(320))).toEqual(['description must be at most 639 bytes of UTF-8 (BOLT11 description limit)']);
  });
});

class WithNote {
  @IsOptionalNotNull() @IsString() note?: string;
}

describe('IsOptionalNotNull', () => {
  const errors = (value: object) => validateSync(Object.assign(new WithNote(), value)).map((error) => error.property);

  it('accepts an absent field and a valid value', () => {
    expect(errors({})).toEqual([]);
    expect(errors({ note: 'x' })).toEqual([]);
  });

  it('refuses null like any other wrong type (class-validator IsOptional lets it through)', () => {
    expect(errors({ note: null })).toEqual(['note']);
  });
});
