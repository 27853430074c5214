/**
 * The daily data-update workflow is valid GitHub Actions syntax (GitHub's own parser, @actions/workflow-parser,
 * checks it against the workflow schema) and does what the README says: daily, `npm run update` with the feeds,
 * then a pull request whose body is the report that step wrote.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { describe, expect, it } from 'vitest';

const PATH = resolve(__dirname, '../../.github/workflows/data-update.yml');
const parse = (content: string) => parseWorkflow({ name: 'data-update.yml', content }, new NoOperationTraceWriter());
const text = readFileSync(PATH, 'utf8');

describe('.github/workflows/data-update.yml', () => {
  it('passes the workflow schema', () => {
    expect(parse(text).context.errors.getErrors().map((e) => e.message)).toEqual([]);
  });

  it('the schema check catches a mistake (so the test above can fail)', () => {
    const broken = text.replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest');
    expect(parse(broken).context.errors.getErrors().map((e) => e.message).join('\n')).toMatch(/runs_on/);
  });

  it('runs the update daily and opens a pull request with the change report as its body', async () => {
    const result = parse(text);
    const workflow = await convertWorkflowTemplate(result.context, result.value!);
    expect(workflow.events.schedule).toEqual([{ cron: '17 6 * * *' }]);
    expect(workflow.events).toHaveProperty('workflow_dispatch');
    // Step fields are template tokens; their JSON form is the plain value.
    const plain = (v: unknown) => (v === undefined ? '' : String(JSON.parse(JSON.stringify(v))));
    const steps = (workflow.jobs[0] as unknown as { steps: { uses?: unknown; run?: unknown }[] }).steps.map((s) => ({ uses: plain(s.uses), run: plain(s.run) }));
    const run = steps.map((s) => s.run).join('\n');
    expect(run).toMatch(/npm ci/);
    const update = /npm run update -- --feeds --report "\$RUNNER_TEMP\/([\w.-]+)"/.exec(run);
    expect(update, 'the update step writes its report').not.toBeNull();
    const pr = steps.findIndex((s) => s.uses.startsWith('peter-evans/create-pull-request@'));
    expect(pr).toBe(steps.length - 1);
    // The pull request's body is the file the update step wrote; it commits only data/ and the manifest.
    expect(text).toContain(`body-path: \${{ runner.temp }}/${update![1]}`);
    expect(text).toMatch(/add-paths: \|\n\s+data\/\n\s+sources\/manifest\.json\n/);
    expect(text).toMatch(/node-version: 20\n/);
  });
});
