/**
 * Base of every error the node reports to a client. `code` is the stable PascalCase name
 * clients switch on (supplement.md "Error body"); the HTTP status for each code lives in
 * one table in the API layer, never here, so domain code stays transport-free.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;

  constructor(
    message: string,
    readonly hint?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
