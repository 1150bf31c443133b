/**
 * Whether an error thrown by an LDK call is a Rust panic. Inside the WASM module a panic prints,
 * calls the stubbed `proc_exit` and traps: the call throws a WebAssembly `RuntimeError`
 * ("unreachable"). LDK's locks stay borrowed, so every later call panics too ("already
 * borrowed: BorrowMutError"): the engine is wedged until the process restarts. Checked by name,
 * as the error may come from another realm (jest's module registry).
 */
export function isLdkPanic(err: unknown): boolean {
  return err instanceof Error && err.name === 'RuntimeError';
}
