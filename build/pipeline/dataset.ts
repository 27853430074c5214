import type { State } from '../schemas/state.ts';
import type { PresidentNational, PresidentStateResult, Race } from '../schemas/results.ts';

/** Everything the build computes from: the validated contents of data/. */
export interface Dataset {
  states: State[];
  presidentStates: PresidentStateResult[];
  presidentNational: PresidentNational[];
  senate: Race[];
  house: Race[];
  governor: Race[];
}
