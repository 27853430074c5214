/**
 * House style (issue 24): no export that nothing imports. knip (knip.json: the CLIs, functions and tests are the
 * entry points) lists exports and exported types no other module uses; each is either used or made module-private.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

describe('unused exports', () => {
  it('knip finds no export and no exported type that nothing imports', () => {
    const knip = resolve(root, 'node_modules/.bin/knip');
    let out = '';
    try {
      out = execFileSync(knip, ['--include', 'exports,types', '--reporter', 'compact', '--no-progress'], {
        cwd: root,
        encoding: 'utf8',
      });
    } catch (e) {
      out = String((e as { stdout?: string }).stdout ?? e);
    }
    expect(out.trim().split('\n').filter(Boolean)).toEqual([]);
  });
});
