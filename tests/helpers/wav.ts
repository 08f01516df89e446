// A WAV file of 8 kHz mono 8-bit PCM: tiny, and every browser's audio element plays it.
export const WAV_RATE = 8000;

/** `sample(i)` gives the byte of sample i (128 is silence); the default is silence. */
export function pcm8Wav(samples: number, sample: (i: number) => number = () => 128): Buffer {
  const b = Buffer.alloc(44 + samples);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + samples, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16); // fmt chunk size
  b.writeUInt16LE(1, 20); // PCM
  b.writeUInt16LE(1, 22); // mono
  b.writeUInt32LE(WAV_RATE, 24);
  b.writeUInt32LE(WAV_RATE, 28); // bytes per second
  b.writeUInt16LE(1, 32); // block align
  b.writeUInt16LE(8, 34); // bits per sample
  b.write('data', 36);
  b.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i++) b[44 + i] = sample(i);
  return b;
}
