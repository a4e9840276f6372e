import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock of its own, and two processes on one data directory lose data.
 * Whoever opens the embedded database holds this lock file; others stop with a clear message.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another Nivaas process (pid ${pid}). ` +
        'Stop that process first (for example the running server), then try again.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'nivaas.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dataDir, pid);
      // A stale lock from a process that died: take it over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

/**
 * Every server process on a data directory leaves its pid under DATA_DIR/servers while it runs
 * (PostgreSQL mode allows several). Answers whether another one is running now; files of
 * processes that died are removed.
 */
export function registerServer(dataDir: string): { othersRunning: boolean } {
  const dir = path.join(dataDir, 'servers');
  mkdirSync(dir, { recursive: true });
  const own = path.join(dir, String(process.pid));
  writeFileSync(own, '');
  process.once('exit', () => rmSync(own, { force: true }));
  let othersRunning = false;
  for (const name of readdirSync(dir)) {
    const pid = Number(name);
    if (pid === process.pid) continue;
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) othersRunning = true;
    else rmSync(path.join(dir, name), { force: true });
  }
  return { othersRunning };
}
