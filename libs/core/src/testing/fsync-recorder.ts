import fs from 'node:fs';

/**
 * Records, in order, every fsync (named by the path its descriptor was opened on) and rename
 * made through `node:fs` until jest's mocks are restored. The calls still happen.
 */
export function recordFsyncs(): { readonly steps: string[] } {
  const steps: string[] = [];
  const paths = new Map<number, string>();
  const open = fs.openSync;
  const fsync = fs.fsyncSync;
  const rename = fs.renameSync;
  jest.spyOn(fs, 'openSync').mockImplementation((path, ...rest) => {
    const fd = open(path, ...rest);
    paths.set(fd, String(path));
    return fd;
  });
  jest.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
    steps.push(`fsync ${paths.get(fd) ?? `fd ${fd}`}`);
    fsync(fd);
  });
  jest.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
    steps.push(`rename ${String(from)} -> ${String(to)}`);
    rename(from, to);
  });
  return { steps };
}
