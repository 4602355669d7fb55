import { describe, expect, it } from 'vitest';
import { tileImageSource, tileTemplateProblem } from './map-tiles.ts';

describe('map tile templates', () => {
  it('accepts the templates tile providers publish', () => {
    expect(tileTemplateProblem('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBeNull();
    expect(tileTemplateProblem('https://tiles.example.ir/styles/base/{z}/{x}/{y}{r}.png?key=abc')).toBeNull();
    expect(tileTemplateProblem('http://127.0.0.1:8080/{z}/{x}/{y}.png')).toBeNull();
  });

  it('refuses what Leaflet could not fill or a policy could not carry', () => {
    expect(tileTemplateProblem('tile.openstreetmap.org/{z}/{x}/{y}.png')).toMatch(/http/);
    expect(tileTemplateProblem('ftp://tiles.example/{z}/{x}/{y}.png')).toMatch(/http/);
    expect(tileTemplateProblem('https://tiles.example/{z}/{x}.png')).toBe('must contain {y}');
    expect(tileTemplateProblem('https://tiles.example/{z}/{x}/{y}.png; script-src *')).toMatch(/semicolons/);
    expect(tileTemplateProblem("https://tiles.example/{z}/{x}/{y}.png'")).toMatch(/quotes/);
  });

  it('names the origin the pictures come from, any subdomain as a wildcard', () => {
    expect(tileImageSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.openstreetmap.org',
    );
    expect(tileImageSource('https://tile{s}.example.ir/{z}/{x}/{y}.png')).toBe('https://*.example.ir');
    expect(tileImageSource('http://127.0.0.1:8080/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8080');
    expect(tileImageSource('https://tiles.example.ir/base/{z}/{x}/{y}.png?key=1')).toBe(
      'https://tiles.example.ir',
    );
  });
});
