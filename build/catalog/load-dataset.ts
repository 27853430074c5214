/** Load and validate stage: every file of the catalog as a Dataset, with every integrity check and cross rule. */
import type { Dataset } from './dataset.ts';
import { POLL_HISTORY_YEARS, type PollHistory } from '../schemas/poll-history.ts';
import { CROSS_RULES } from './cross-rules.ts';
import { DATA_FILES } from './files.ts';
import { parseJson, validateDataFiles, type ReadDataFile } from './load.ts';

export function loadDataset(read: ReadDataFile): Dataset {
  const values = Object.fromEntries(DATA_FILES.map((e) => [e.file, parseJson(e.file, read(e.file))]));
  const { records, documents } = validateDataFiles(values, DATA_FILES, CROSS_RULES);
  const r = <T>(file: string) => records[file] as T[];
  return {
    states: r('states.json'),
    presidentStates: r('president-states.json'),
    presidentNational: r('president-national.json'),
    senate: r('senate.json'),
    house: r('house.json'),
    governor: r('governor.json'),
    polls2026: { races: r('races-2026.json'), polls: r('polls-2026.json'), ratings: r('ratings-2026.json') },
    pollsters: r('pollsters.json'),
    ratingHistory2026: r('ratings-2026-history.json'),
    corrections: r('corrections.json'),
    pollHistory: POLL_HISTORY_YEARS.flatMap((y) => r<PollHistory>(`poll-history-${y}.json`)),
    report: documents['ingest-report.json'] as Dataset['report'],
  };
}
