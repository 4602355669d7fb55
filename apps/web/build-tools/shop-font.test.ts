import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shopCharacters } from './shop-font.ts';

const repository = resolve(import.meta.dirname, '../../..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Every run of text with Persian in it, between quotes, tags or braces, outside comments: what a
 * customer reads.
 */
function persianTexts(path: string): string[] {
  const code = readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
  return code.match(/[^'"`<>{}\n]*[\u0600-\u06ff][^'"`<>{}\n]*/g) ?? [];
}

describe('the shop font', () => {
  it('covers every character of the Persian texts, messages and demo catalogue', () => {
    const texts = ['apps/web/app', 'packages/domain/src', 'apps/api/src/seed/data'].flatMap((directory) =>
      sourceFiles(join(repository, directory)).flatMap(persianTexts),
    );
    expect(texts.length).toBeGreaterThan(500);
    const covered = new Set(shopCharacters);
    const missing = new Set([...texts.join('')].filter((character) => !covered.has(character)));
    expect([...missing].map((character) => `U+${character.codePointAt(0)!.toString(16)}`)).toEqual([]);
  });

  it('keeps the Persian letters and digits and leaves out scripts the shop never shows', () => {
    for (const character of 'پچژکگیۀ۰۹،؛؟٪') expect(shopCharacters).toContain(character);
    expect(shopCharacters).toContain(' ');
    expect(shopCharacters).toContain('\u200c'); // zero-width non-joiner, in half the shop's words
    expect(shopCharacters).not.toContain('ڈ'); // Urdu
    expect(shopCharacters).not.toContain('ﻻ'); // presentation forms: browsers shape from the base letters
  });
});
