import { parseCliArgs, UsageError } from './cli-args';

describe('parseCliArgs', () => {
  it('parses mine, fund and address with --manifest anywhere', () => {
    expect(parseCliArgs(['mine', '6'])).toEqual({ command: { kind: 'mine', blocks: 6 } });
    expect(parseCliArgs(['--manifest', 'm.json', 'fund', 'bcrt1qx', '100000'])).toEqual({
      command: { kind: 'fund', address: 'bcrt1qx', valueSats: 100_000n },
      manifestPath: 'm.json',
    });
    expect(parseCliArgs(['address', '--manifest=m.json']).manifestPath).toBe('m.json');
  });

  it.each([[[]], [['mine']], [['mine', 'x']], [['mine', '0']], [['fund', 'a']], [['fund', 'a', '1.5']], [['fund', 'a', '-1']], [['burn']], [['mine', '1', '--verbose']]])(
    'rejects %j',
    (argv) => {
      expect(() => parseCliArgs(argv)).toThrow(UsageError);
    },
  );
});
