/** The Clerk's statistics as an entry cites them: title, election day, page and the publisher's URL. */

/** Election day of each year the Clerk's statistics cover here, as the title page prints it. */
export const ELECTION_DAY: Record<number, string> = {
  2000: 'November 7, 2000',
  2002: 'November 5, 2002',
  2004: 'November 2, 2004',
  2006: 'November 7, 2006',
  2008: 'November 4, 2008',
  2010: 'November 2, 2010',
  2012: 'November 6, 2012',
  2014: 'November 4, 2014',
  2016: 'November 8, 2016',
  2018: 'November 6, 2018',
  2020: 'November 3, 2020',
  2022: 'November 8, 2022',
};

export function citation(year: number, page: number | null, pdfPage: number): string {
  const title = year % 4 === 0 ? 'Presidential and Congressional Election' : 'Congressional Election';
  const where = page === null ? `PDF page ${pdfPage} (the edition prints no page numbers)` : `p. ${page}`;
  return (
    `Clerk of the U.S. House, Statistics of the ${title} of ${ELECTION_DAY[year]}, ${where}, ` +
    `https://clerk.house.gov/member_info/electionInfo/${year}election.pdf`
  );
}
