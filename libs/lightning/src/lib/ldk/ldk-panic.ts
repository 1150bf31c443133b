/**
 * An exception that came out of an LDK call. Either a Rust panic (inside the WASM module a panic
 * prints, calls the stubbed `proc_exit` and traps: a WebAssembly `RuntimeError`, "unreachable"),
 * or a JS exception one of our callbacks threw through WASM. Neither unwinds Rust: LDK's locks
 * stay borrowed, so every later call panics ("already borrowed: BorrowMutError") and the engine
 * is wedged until the process restarts. (LDK reports its own errors as Result values, never by
 * throwing.)
 */
export class LdkCallFailed extends Error {
  override readonly name = 'LdkCallFailed';

  constructor(
    readonly call: string,
    cause: unknown,
  ) {
    super(`LDK ${call} threw: ${String(cause)}`, { cause });
  }
}

/** Runs an LDK call; whatever it throws comes out as LdkCallFailed (the engine is wedged). */
export function callLdk<T>(call: string, work: () => T): T {
  try {
    return work();
  } catch (err) {
    throw asLdkFailure(call, err);
  }
}

/** `err`, thrown by an LDK call, as LdkCallFailed. */
export function asLdkFailure(call: string, err: unknown): LdkCallFailed {
  return err instanceof Error && err.name === 'LdkCallFailed' ? (err as LdkCallFailed) : new LdkCallFailed(call, err);
}

/**
 * Whether `err` left LDK wedged: a panic, or anything thrown out of a call made through
 * `callLdk`. Checked by name, as the error may come from another realm (jest's module registry).
 */
export function isLdkPanic(err: unknown): boolean {
  return err instanceof Error && (err.name === 'RuntimeError' || err.name === 'LdkCallFailed');
}
