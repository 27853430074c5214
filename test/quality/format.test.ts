/**
 * House style (issue 24): every source file is formatted by Prettier at print width 120 (.prettierrc.json;
 * .prettierignore leaves out data, generated files, JSON tables and templates). `npm run format` rewrites, this
 * test is the check CI runs with the rest of `npm test`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

/** The files git tracks that Prettier formats (the ignore file applied as the CLI applies it). */
async function formattedFiles(): Promise<string[]> {
  const tracked = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.css', '*.yml', '*.yaml', '*.mjs'], {
    cwd: root,
    encoding: 'utf8',
  });
  const files: string[] = [];
  for (const file of tracked.split('\0').filter(Boolean)) {
    const info = await prettier.getFileInfo(resolve(root, file), { ignorePath: resolve(root, '.prettierignore') });
    if (!info.ignored && info.inferredParser) files.push(file);
  }
  return files;
}

describe('formatting', () => {
  it('every tracked source file is as Prettier (print width 120) writes it: run npm run format', async () => {
    const files = await formattedFiles();
    expect(files.length).toBeGreaterThan(300);
    const unformatted: string[] = [];
    for (const file of files) {
      const path = resolve(root, file);
      const options = await prettier.resolveConfig(path);
      expect(options?.printWidth).toBe(120);
      if (!(await prettier.check(readFileSync(path, 'utf8'), { ...options, filepath: path }))) unformatted.push(file);
    }
    expect(unformatted).toEqual([]);
  });
});
