/**
 * Which OpenElections files give which of our governor records (issue 18, deliverable 4), and why the other
 * single-source contests of 1995 onward are skipped. Each covered contest names the repository commit the files were
 * read at: the files are never copied into this repository.
 */

export interface CoveredContest {
  record: string;
  /** GitHub owner/name. */
  repo: string;
  commit: string;
  paths: string[];
  /** Office names of the contest's rows, lower case, exact. */
  offices: string[];
  /** Why this commit (e.g. a pull request not yet merged); empty when it is the default branch's head. */
  provenance: string;
}

export interface SkippedContest {
  record: string;
  why: string;
}

const LA = 'openelections/openelections-data-la';
const LA_HEAD = 'bd2aec6a99d547ee5dead4ed9ffa055a67d5798c';
const laParish = (record: string, path: string): CoveredContest => ({
  record,
  repo: LA,
  commit: LA_HEAD,
  paths: [path],
  offices: ['governor'],
  provenance: '',
});

/** Read page by page through the file index (read_file) and saved to the cache: the commit is on no fetched branch. */
const READ_FROM_INDEX =
  'town and ward file; its commit is on no branch of the fetched snapshot, so the file was read from the file ' +
  'index and saved to the --cache directory (every page length checked against the stored length)';

export const COVERED: CoveredContest[] = [
  laParish('governor-2003-la-jungle-primary', '2003/20031004__la__primary.csv'),
  laParish('governor-2003-la-runoff', '2003/20031115__la__general.csv'),
  laParish('governor-2007-la-jungle-primary', '2007/20071020__la__primary.csv'),
  laParish('governor-2011-la-jungle-primary', '2011/20111022__la__primary.csv'),
  {
    record: 'governor-2022-nh-general',
    repo: 'openelections/openelections-data-nh',
    commit: '4aaeb4128556abc9c3ab0fad72f53b0e8cf02b94',
    paths: ['2022/20221108__nh__general__governor__precinct.csv'],
    offices: ['governor'],
    provenance: READ_FROM_INDEX,
  },
  {
    record: 'governor-2024-nh-general',
    repo: 'openelections/openelections-data-nh',
    commit: '065d096f9deb31eb4b22dd87b3dcd8ff1566953e',
    paths: ['2024/20241105__nh__general__governor__precinct.csv'],
    offices: ['governor'],
    provenance: READ_FROM_INDEX,
  },
];

const NO_FILE = (repo: string, what: string) =>
  `openelections/openelections-data-${repo} holds no ${what} (every branch and pull request of the fetched ` +
  'snapshot, and the file index, searched)';

export const SKIPPED: SkippedContest[] = [
  {
    record: 'governor-2021-va-general',
    why:
      "openelections-data-va's default branch holds no data files; its 2021 county file is only in pull request #16 " +
      '(not merged, at e05d8b7), whose sums (Youngkin 1,663,158, McAuliffe 1,599,470) are not the counts we serve ' +
      '(1,663,596 and 1,600,116): an unmerged transcription of another count is not a published second source',
  },
  { record: 'governor-1999-la-jungle-primary', why: NO_FILE('la', 'file of 1999 (its data start in 2000)') },
  { record: 'governor-2002-ak-general', why: NO_FILE('ak', 'file before 2014') },
  { record: 'governor-2006-ak-general', why: NO_FILE('ak', 'file before 2014') },
  { record: 'governor-2022-ak-general', why: NO_FILE('ak', 'file after 2020') },
  { record: 'governor-2003-ca-recall', why: NO_FILE('ca', 'file of 2003') },
  { record: 'governor-2010-me-general', why: NO_FILE('me', 'file of 2010 (its data are 2012-2020)') },
  { record: 'governor-2010-ut-special-general', why: NO_FILE('ut', 'file of 2010 (its data start in 2012)') },
  { record: 'governor-2024-vt-general', why: NO_FILE('vt', 'file of 2024 (its data end in 2020)') },
  {
    record: 'governor-2024-mo-general',
    why:
      'only a statewide precinct file of every office (2024/20241105__mo__general__precinct.csv at 9d0ea28, ' +
      '12,263,844 characters), absent from the fetched snapshot and too large to read through the file index',
  },
  {
    record: 'governor-2024-in-general',
    why:
      'only 92 county precinct files in as many layouts (offices "Governor" and "Governor And Lieutenant ' +
      'Governor", candidate spellings per county, total lines among candidates); summed by surname they give ' +
      'Braun 1,592,285, McCormick 1,155,463, Rainwater 132,157 against our 1,566,081, 1,183,741, 129,781 (1.7% ' +
      "and 2.4% off). Measured against each county's ballots for U.S. Senate in MEDSL's 2024 county file: " +
      'Hendricks sums 161,052 governor votes against 79,851, Monroe 15,386 against 58,668, Tippecanoe has no ' +
      'McCormick line: not a statewide compilation until the county files are reconciled',
  },
];
