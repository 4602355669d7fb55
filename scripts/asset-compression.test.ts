import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { compressedForms, sentBodyBytes } from './asset-compression.ts';

// A chunk of under 1 KB (a customer's basket reads: 970 bytes) is worth sending compressed; the old
// rule sent every file under 1 KB as it was.
const smallChunk = Buffer.from(
  'import{a as e}from"./shell.js";' +
    Array.from({ length: 12 }, (_, index) => `function f${index}(t){return e(t,${index})}`).join(';') +
    'export{f0 as a,f1 as b};',
);

describe('which built files are sent compressed', () => {
  it('a small chunk under 1 KB is, when it saves more than the header costs', () => {
    expect(smallChunk.length).toBeLessThan(1024);
    const forms = compressedForms(smallChunk);
    expect(forms).not.toBeNull();
    expect(sentBodyBytes(smallChunk)).toBe(forms!.br.length);
    expect(sentBodyBytes(smallChunk)).toBeLessThan(smallChunk.length / 2);
  });

  it('a file that would not get smaller by more than the header is sent as it is', () => {
    for (const content of [Buffer.from('export{};'), randomBytes(4096)]) {
      expect(compressedForms(content)).toBeNull();
      expect(sentBodyBytes(content)).toBe(content.length);
    }
  });
});
