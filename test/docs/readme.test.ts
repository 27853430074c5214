import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withDictionary } from '../../build/docs/readme.ts';

describe('README', () => {
  it('has the data dictionary generated from the current schemas (run npm run docs when this fails)', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toBe(withDictionary(readme));
  });
  it('shows the two newcomer commands', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });
});
