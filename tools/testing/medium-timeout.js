// Jest reads `testTimeout` only from the global config, not per project: the medium tier sets
// its own here. Opening PGlite and running migrations can take seconds on a loaded 2-core machine.
jest.setTimeout(60_000);
