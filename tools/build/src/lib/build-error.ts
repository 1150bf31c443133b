/** The build cannot produce a node that runs: the message says what to fix. */
export class BuildError extends Error {
  override readonly name = 'BuildError';
}
