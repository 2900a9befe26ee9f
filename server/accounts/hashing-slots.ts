/**
 * Password hashing runs in libuv's thread pool (four threads), which file reads for media and
 * uploads share. Without a bound, a burst of logins or share-password guesses fills the pool:
 * every media read waits behind seconds of scrypt, and a process told to stop cannot exit until
 * the queued hashes are done (libuv drains its queue before its threads join at exit, which is
 * how a stopped server lived 20–40 s after a burst). So at most `SLOTS` hashes run at once and
 * the rest wait here, in JavaScript, where they hold neither the pool nor the exit.
 */
const SLOTS = 2;

let running = 0;
const waiting: Array<() => void> = [];

export async function inHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The slot passes straight to the next in line, so `running` never dips and overshoots.
    if (next) next();
    else running -= 1;
  }
}
