import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { buildSite } from '../pipeline/build.ts';
import { writeSite } from '../pipeline/write.ts';
import type { OutputFile } from '../pipeline/render.ts';

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The physical limit: create the same directories and write the same bytes to the same number of files. */
function bareWrite(files: OutputFile[], dir: string): number {
  const t = performance.now();
  const dirs = new Set(files.map((f) => dirname(join(dir, f.path))));
  for (const d of dirs) mkdirSync(d, { recursive: true });
  for (const f of files) writeFileSync(join(dir, f.path), f.content);
  return performance.now() - t;
}

export interface BuildBench {
  files: number;
  bytes: number;
  pipelineMs: number;
  bareMs: number;
  processMs: number;
  stages: { load: number; render: number; write: number };
}

/** Median of several runs of the build in-process (load -> write), of the bare write loop, and of `npm run build`. */
export function benchBuild(runs = 5): BuildBench {
  const root = resolve('.');
  const scratch = mkdtempSync(join(tmpdir(), 'bench-build-'));
  const pipeline: number[] = [];
  const bare: number[] = [];
  const stages = { load: [] as number[], render: [] as number[], write: [] as number[] };
  let files: OutputFile[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const built = buildSite({ dataDir: join(root, 'data'), baseUrl: 'http://localhost:8888' });
    const t1 = performance.now();
    writeSite(built.files, join(scratch, `dist-${i}`));
    const t2 = performance.now();
    files = built.files;
    pipeline.push(t2 - t0);
    stages.load.push(built.timings.load);
    stages.render.push(built.timings.render);
    stages.write.push(t2 - t1);
    bare.push(bareWrite(files, join(scratch, `bare-${i}`)));
  }
  const processRuns: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    execFileSync(process.execPath, ['--import', 'tsx', 'build/cli.ts'], { cwd: root, stdio: 'ignore' });
    processRuns.push(performance.now() - t);
  }
  rmSync(scratch, { recursive: true, force: true });
  return {
    files: files.length,
    bytes: files.reduce((s, f) => s + Buffer.byteLength(f.content), 0),
    pipelineMs: median(pipeline),
    bareMs: median(bare),
    processMs: median(processRuns),
    stages: { load: median(stages.load), render: median(stages.render), write: median(stages.write) },
  };
}
