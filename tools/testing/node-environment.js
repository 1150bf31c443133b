// Jest's node environment, plus one fix to the worker that runs it.
//
// With more than one worker, a failed test's result goes to the parent process through
// `process.send`, which serialises it as JSON. Its `matcherResult` holds the compared values, and
// a failed comparison of bigints (most amounts here are bigint) made the worker throw "Do not
// know how to serialize a BigInt": the report lost the suite's every result and the failing
// assertion with it. Giving BigInt a `toJSON` in the worker's own realm fixes that report.
// Code under test runs in the environment's vm context, whose BigInt is another intrinsic, so
// its own JSON.stringify of a bigint still throws as it does in production.
const jestRunner = require.resolve('jest-runner');
// The copy jest-runner itself resolves for `testEnvironment: 'node'` (the root one is newer).
const { TestEnvironment } = require(require.resolve('jest-environment-node', { paths: [jestRunner] }));

if (!Object.prototype.hasOwnProperty.call(BigInt.prototype, 'toJSON')) {
  Object.defineProperty(BigInt.prototype, 'toJSON', {
    value() {
      return `${this.toString()}n`;
    },
    configurable: true,
    writable: true,
  });
}

module.exports = TestEnvironment;
