import { InvalidRequestError } from '@rln/core';

/** The interface's form (RGB v0.12 vocabulary): `contract:<id>`. */
export const CONTRACT_ID_PREFIX = 'contract:';
/** rgb-lib's form (RGB v0.11): `rgb:<id>`. */
export const RGB_LIB_ID_PREFIX = 'rgb:';

/** Baid64 characters rgb-lib uses in asset ids (letters, digits, `-`, `_`, `~`). */
const ID_BODY = /^[A-Za-z0-9_~-]{10,128}$/;
/** Either form, as the HTTP layer checks (and publishes) it before the domain parses it. */
export const CONTRACT_ID_PATTERN = /^(contract:|rgb:)[A-Za-z0-9_~-]{10,128}$/;

/** rgb-lib asset id (`rgb:<id>`) → interface contract id (`contract:<id>`). */
export function toContractId(rgbLibId: string): string {
  const body = rgbLibId.startsWith(RGB_LIB_ID_PREFIX) ? rgbLibId.slice(RGB_LIB_ID_PREFIX.length) : rgbLibId;
  return `${CONTRACT_ID_PREFIX}${body}`;
}

/** Either form on input → rgb-lib's `rgb:<id>`; 400 when it is neither. */
export function toRgbLibId(contractId: string, field = 'contract_id'): string {
  return `${RGB_LIB_ID_PREFIX}${contractIdBody(contractId, field)}`;
}

/** Either form → the canonical interface form. */
export function normalizeContractId(contractId: string, field = 'contract_id'): string {
  return `${CONTRACT_ID_PREFIX}${contractIdBody(contractId, field)}`;
}

function contractIdBody(value: string, field: string): string {
  const trimmed = value.trim();
  const body = trimmed.startsWith(CONTRACT_ID_PREFIX)
    ? trimmed.slice(CONTRACT_ID_PREFIX.length)
    : trimmed.startsWith(RGB_LIB_ID_PREFIX)
      ? trimmed.slice(RGB_LIB_ID_PREFIX.length)
      : null;
  if (body === null || !ID_BODY.test(body)) {
    throw new InvalidRequestError(`${field} must be "contract:<id>" (or rgb-lib's "rgb:<id>"), got "${value}"`, undefined, { field });
  }
  return body;
}
