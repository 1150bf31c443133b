// The part of fs-native-extensions 1.x (no published typings) that embedded-postgres/cluster-lock.ts uses.
declare module 'fs-native-extensions' {
  /** Asks for a lock on the file behind `fd` (exclusive unless `shared`); false when another open file holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
}
