import { describe, expect, it } from 'vitest';
import { hasImageSignature } from './image-source.ts';

describe('hasImageSignature', () => {
  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(hasImageSignature(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe(true);
    expect(hasImageSignature(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe(true);
    expect(hasImageSignature(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe(true);
  });

  it('refuses markup, a RIFF file that is not WebP, and a truncated signature', () => {
    expect(hasImageSignature(Buffer.from('<svg onload="alert(1)">'))).toBe(false);
    expect(hasImageSignature(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBe(false);
    expect(hasImageSignature(Buffer.from('89504e47', 'hex'))).toBe(false);
    expect(hasImageSignature(Buffer.alloc(0))).toBe(false);
  });
});
