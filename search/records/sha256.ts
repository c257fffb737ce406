/**
 * SHA-256 (FIPS 180-4) of a string's UTF-8 bytes, as hex, in plain code.
 *
 * The browser's index decoder recomputes record objectIDs (object-id.ts)
 * instead of downloading them, and Web Crypto's digest is missing outside
 * secure contexts (a plain-http bucket), and async. The encoder checks every
 * recomputed ID against the real one, so a wrong result here could only make
 * the index larger, never wrong.
 */

/** The first `count` primes. */
function primes(count: number): number[] {
  const found: number[] = [];
  for (let candidate = 2; found.length < count; candidate += 1) {
    if (found.every((prime) => candidate % prime !== 0)) found.push(candidate);
  }
  return found;
}

/** The first 32 bits of the fractional part of a root, as the standard defines its constants. */
function fractionBits(root: number): number {
  return Math.floor((root - Math.floor(root)) * 2 ** 32) >>> 0;
}

const firstPrimes = primes(64);
const roundConstants = Uint32Array.from(firstPrimes, (prime) =>
  fractionBits(Math.cbrt(prime)),
);
const initialHash = Uint32Array.from(firstPrimes.slice(0, 8), (prime) =>
  fractionBits(Math.sqrt(prime)),
);

const rotate = (value: number, bits: number) =>
  (value >>> bits) | (value << (32 - bits));

const encoder = new TextEncoder();
const schedule = new Uint32Array(64);

/** A word of a table, where the index is known to be in range. */
const at = (words: Uint32Array, index: number) => words[index] as number;

export function sha256Hex(text: string): string {
  const bytes = encoder.encode(text);
  // The message, a 1 bit, zeros, and its length in bits as 64 bits.
  const blocks = Math.ceil((bytes.length + 9) / 64);
  const padded = new Uint8Array(blocks * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  const bitLength = bytes.length * 8;
  view.setUint32(padded.length - 8, Math.floor(bitLength / 2 ** 32));
  view.setUint32(padded.length - 4, bitLength >>> 0);

  const hash = Uint32Array.from(initialHash);
  for (let block = 0; block < blocks; block += 1) {
    for (let t = 0; t < 16; t += 1) {
      schedule[t] = view.getUint32(block * 64 + t * 4);
    }
    for (let t = 16; t < 64; t += 1) {
      const w15 = at(schedule, t - 15);
      const w2 = at(schedule, t - 2);
      const s0 = rotate(w15, 7) ^ rotate(w15, 18) ^ (w15 >>> 3);
      const s1 = rotate(w2, 17) ^ rotate(w2, 19) ^ (w2 >>> 10);
      schedule[t] = at(schedule, t - 16) + s0 + at(schedule, t - 7) + s1;
    }
    let a = at(hash, 0);
    let b = at(hash, 1);
    let c = at(hash, 2);
    let d = at(hash, 3);
    let e = at(hash, 4);
    let f = at(hash, 5);
    let g = at(hash, 6);
    let h = at(hash, 7);
    for (let t = 0; t < 64; t += 1) {
      const s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25);
      const choose = (e & f) ^ (~e & g);
      const t1 =
        (h + s1 + choose + at(roundConstants, t) + at(schedule, t)) | 0;
      const s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22);
      const majority = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (s0 + majority) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    // Uint32Array stores each sum modulo 2^32.
    hash[0] = at(hash, 0) + a;
    hash[1] = at(hash, 1) + b;
    hash[2] = at(hash, 2) + c;
    hash[3] = at(hash, 3) + d;
    hash[4] = at(hash, 4) + e;
    hash[5] = at(hash, 5) + f;
    hash[6] = at(hash, 6) + g;
    hash[7] = at(hash, 7) + h;
  }
  return Array.from(hash, (word) => word.toString(16).padStart(8, "0")).join(
    "",
  );
}
