import { asLdkFailure, callLdk, isLdkPanic, LdkCallFailed } from './ldk-panic';

describe('LDK call failures', () => {
  it('counts a WASM panic and anything thrown out of callLdk as wedging, other errors not', () => {
    const trap = Object.assign(new Error('unreachable'), { name: 'RuntimeError' });
    expect(isLdkPanic(trap)).toBe(true);
    expect(isLdkPanic(new Error('database down'))).toBe(false);
    expect(isLdkPanic('RuntimeError')).toBe(false);
    let thrown: unknown;
    try {
      callLdk('timer_tick_occurred', () => {
        throw new TypeError('a callback threw');
      });
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(LdkCallFailed);
    expect(isLdkPanic(thrown)).toBe(true);
    expect(String(thrown)).toContain('LDK timer_tick_occurred threw: TypeError: a callback threw');
  });

  it('passes results through and does not wrap twice', () => {
    expect(callLdk('x', () => 42)).toBe(42);
    const failure = new LdkCallFailed('inner', new Error('boom'));
    expect(asLdkFailure('outer', failure)).toBe(failure);
  });
});
