import { closeSync, constants, ftruncateSync, openSync, writeSync } from 'node:fs';
import { tryLock } from 'fs-native-extensions';

/**
 * An exclusive kernel lock on a file (an open-file-description lock, fcntl F_OFD_SETLK), not
 * the file's existence or the PID in it: the kernel drops it when the descriptor is closed or
 * the holder dies, kill -9 included, so a stale file never blocks the next holder. The file is
 * never truncated or removed before the lock is ours (removing it would let a newcomer lock a
 * fresh file while an older holder keeps the old one); then `content` names the holder. The
 * descriptor is close-on-exec, so a child process does not inherit the lock.
 */
export class ExclusiveFileLock {
  private released = false;

  private constructor(private readonly fd: number) {}

  /** The lock, or null when another holder has it. */
  static tryAcquire(path: string, content: string): ExclusiveFileLock | null {
    const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o600);
    try {
      if (!lockExclusively(fd)) {
        closeSync(fd);
        return null;
      }
      ftruncateSync(fd, 0);
      writeSync(fd, content, 0);
      return new ExclusiveFileLock(fd);
    } catch (error) {
      closeSync(fd);
      throw error;
    }
  }

  /** Closing the only descriptor of the lock file drops the lock. */
  release(): void {
    if (this.released) return;
    this.released = true;
    closeSync(this.fd);
  }
}

function lockExclusively(fd: number): boolean {
  try {
    return tryLock(fd);
  } catch (error) {
    // POSIX lets a conflicting fcntl lock fail with EACCES as well as EAGAIN.
    if ((error as NodeJS.ErrnoException).code === 'EACCES') return false;
    throw error;
  }
}
