/**
 * An event the database can never store (it refuses the content itself, e.g. U+0000 in text),
 * set aside so the events after it go on. Kept for an operator: the error log names it and
 * /readyz counts them.
 */
export interface DeadLetter {
  /** Where the event came from: `lightning` for engine events. */
  readonly source: string;
  readonly type: string;
  /** The event as JSON text (bigints as decimal strings); text, not jsonb, which refuses \u0000. */
  readonly payload: string;
  /** Why it could not be stored. */
  readonly error: string;
}

export interface DeadLetterStore {
  add(letter: DeadLetter): Promise<void>;
  count(): Promise<number>;
}

export const DEAD_LETTER_STORE = Symbol('DeadLetterStore');
