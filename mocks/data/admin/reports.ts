import type { InactiveRow, InactiveTeam, RankingReport, RankingRow } from '@joinery/flows/api/admin/reports';
import { defineTable, defineValue } from '../store';
import { seeded } from '../random';
import { addDays, daysAgo, displayDate, fixtureToday, isoDate } from './dates';
import { locationSeed } from './locations';
import { round, seedOnce } from './seed';
import { fullName, userSeed } from './users';

interface Team extends InactiveTeam {
  location: string;
}

const teamKinds = ['Retail', 'Contractor', 'Multi-Family', 'Builder'];

/** Sales teams: one to three per published showroom. */
const seedTeams = seedOnce((): Team[] => {
  const faker = seeded(7601);
  const branches = locationSeed().filter((l) => l.locationPagePublished);
  const teams: Team[] = [];
  for (const branch of branches) {
    const count = faker.number.int({ min: 1, max: 3 });
    for (const kind of faker.helpers.arrayElements(teamKinds, count)) {
      teams.push({ teamNumber: 101 + teams.length, teamName: `${branch.name} ${kind}`, location: branch.name });
    }
  }
  return teams;
});

/** Ranks rows by a score, highest first = 1. */
function rank(rows: RankingRow[], score: (r: RankingRow) => number, set: (r: RankingRow, ranking: number) => void) {
  [...rows].sort((a, b) => score(b) - score(a)).forEach((row, i) => set(row, i + 1));
}

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The ranking report for last month's salaries (read only). */
const seedRanking = seedOnce((): RankingReport => {
  const faker = seeded(7602);
  const rows: RankingRow[] = seedTeams().map((team) => ({
    team: team.teamName,
    location: team.location,
    overallScore: round(faker.number.float({ min: 55, max: 99 })),
    overallRanking: 0,
    gmppAmount: round(faker.number.float({ min: 8000, max: 65000 })),
    gmppRanking: 0,
    psPercent: round(faker.number.float({ min: 4, max: 46 })),
    psRanking: 0,
  }));
  rank(rows, (r) => r.overallScore, (r, n) => (r.overallRanking = n));
  rank(rows, (r) => r.gmppAmount, (r, n) => (r.gmppRanking = n));
  rank(rows, (r) => r.psPercent, (r, n) => (r.psRanking = n));
  const today = fixtureToday();
  const month = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  return {
    rankingReports: rows,
    uniqueLocations: [...new Set(rows.map((r) => r.location))].sort(),
    salaryMonth: `${month.getFullYear()}${String(month.getMonth() + 1).padStart(2, '0')}`,
    salaryMonthDisplay: `${monthNames[month.getMonth()]} ${month.getFullYear()}`,
  };
});

export const rankingReport = defineValue<RankingReport>('admin.rankingReport', seedRanking);

// ---- Inactive customers -----------------------------------------------------------------------

export type StoredInactiveRow = InactiveRow & { id: number };

const seedInactive = seedOnce((): StoredInactiveRow[] => {
  const faker = seeded(7603);
  const teams = seedTeams();
  const reps = userSeed().filter((u) => u.department === 'Sales').map(fullName);
  const customerNumbers = faker.helpers.uniqueArray(() => faker.number.int({ min: 100000, max: 999999 }), 320);
  return customerNumbers.map((customerNumber, i) => {
    const team = faker.helpers.arrayElement(teams);
    // Spread over two years, with the previous calendar month well populated (the default view).
    const date = i % 4 === 0 ? addDays(new Date(fixtureToday().getFullYear(), fixtureToday().getMonth() - 1, 1), faker.number.int({ min: 0, max: 27 })) : daysAgo(faker.number.int({ min: 0, max: 730 }));
    return {
      id: i + 1,
      team: team.teamNumber,
      customerNumber,
      accountType: faker.helpers.arrayElement(['Dealer', 'Contractor', 'Builder', 'Remodeler', 'Retail']),
      territoryNumber: team.teamNumber * 10 + faker.number.int({ min: 1, max: 4 }),
      name: faker.helpers.arrayElement(reps),
      date: isoDate(date),
      displayDate: displayDate(date),
      customerName: faker.company.name(),
      currentStatus: faker.helpers.arrayElement(['Inactive', 'Inactive', 'Closed']),
      previousStatus: faker.helpers.arrayElement(['Active', 'Active', 'Credit Hold']),
    };
  });
});

export const inactiveCustomers = defineTable<StoredInactiveRow, number>('admin.inactiveCustomers', (r) => r.id, seedInactive);

/** Every team, for the inactive report's dropdown. */
export function inactiveTeams(): InactiveTeam[] {
  return seedTeams().map(({ teamNumber, teamName }) => ({ teamNumber, teamName }));
}
