import regions from '../../curated/census-regions.json' with { type: 'json' };
import { compareStrings, STATE_CODES, type StateCode } from '../../schemas/common.ts';
import type { State } from '../../schemas/state.ts';
import { titleCaseName } from '../core/names.ts';
import type { PresidentRow } from './state-results.ts';

const REGION_OF = new Map<string, State['region']>();
for (const [region, codes] of Object.entries(regions)) {
  if (region.startsWith('$')) continue;
  for (const code of codes as string[]) REGION_OF.set(code, region as State['region']);
}

/** The 51 units with name and FIPS code as MEDSL writes them (every year agrees), plus the Census region. */
export function buildStates(rows: PresidentRow[]): State[] {
  const seen = new Map<StateCode, State>();
  for (const r of rows) {
    const name = titleCaseName(r.stateName).replace(/ Of /g, ' of ');
    const region = REGION_OF.get(r.state);
    if (!region) throw new Error(`${r.file}: row ${r.row}, field "state_po": unknown state "${r.state}"`);
    const prev = seen.get(r.state);
    if (prev && (prev.name !== name || prev.fips !== r.fips)) {
      throw new Error(
        `${r.file}: row ${r.row}: ${r.state} is "${name}" FIPS ${r.fips}, elsewhere "${prev.name}" FIPS ${prev.fips}`,
      );
    }
    seen.set(r.state, { abbr: r.state, name, fips: r.fips, region });
  }
  const states = [...seen.values()].sort((a, b) => compareStrings(a.abbr, b.abbr));
  if (states.length !== STATE_CODES.length)
    throw new Error(`expected ${STATE_CODES.length} states, found ${states.length}`);
  return states;
}
