import type { SurveyCategory, SurveyType } from '@joinery/flows/admin';
import { defineTable } from '../store';
import { seeded } from '../random';
import { daysAgo, isoDate } from './dates';
import { locationSeed } from './locations';
import { seedOnce } from './seed';
import { fullName, userSeed } from './users';

/** The survey's questions; each scores one reporting category (§9 survey categories). */
export const surveyQuestions: ReadonlyArray<{ category: SurveyCategory; label: string; question: string }> = [
  { category: 'designer', label: 'Designer', question: 'How would you rate your designer?' },
  { category: 'cabinet_manufacturer', label: 'Cabinets', question: 'How would you rate the quality of your cabinets?' },
  { category: 'counter_top', label: 'Counter Tops', question: 'How would you rate your counter tops?' },
  { category: 'appliance_manufacturer', label: 'Appliances', question: 'How would you rate your appliances?' },
  { category: 'contractor', label: 'Contractor', question: 'How would you rate your installer or contractor?' },
  { category: 'location', label: 'Showroom', question: 'How would you rate your visit to our showroom?' },
  {
    category: 'Joinery_company_score',
    label: 'Recommend Joinery',
    question: 'How likely are you to recommend Joinery to a friend?',
  },
];

/** One survey as sent; the answers are empty until the customer responds. */
export interface StoredSurvey {
  surveyNumber: number;
  proposalNumber: string;
  customerName: string;
  salesPersonName: string;
  location: string;
  surveyType: SurveyType;
  /** YYYY-MM-DD: the report's date range filters on it. */
  sentDate: string;
  responded: boolean;
  /** What the survey was about, per reporting category (the company score has none). */
  subjects: Record<Exclude<SurveyCategory, 'Joinery_company_score'>, string>;
  answers: Array<{ question: string; answer: number; comment: string }>;
  comments: string;
  gift: string;
}

const appliances = ['Whirlpool', 'GE Profile', 'Bosch', 'KitchenAid', 'Samsung', 'Frigidaire'];
const cabinetLines = ['Harbor Cabinetry', 'Oak Ridge Cabinets', 'Stonebridge Woodworks', 'Maple Lane'];
const counterTops = ['Granite', 'Quartz', 'Laminate', 'Solid Surface', 'Butcher Block'];
const praise = [
  'Our designer was patient and full of ideas.',
  'Install crew was on time and cleaned up every day.',
  'Delivery was a week late but the cabinets are beautiful.',
  'One wall cabinet arrived damaged; it was replaced quickly.',
  'Loved the showroom displays.',
  'Pricing was clear and the contractor desk was very helpful.',
];

/**
 * A customer comments on a question (§3 Survey detail: question, answer, comment); the survey's
 * `comments` (§3 Survey row, the results list's Comments column) is those comments together, so
 * the comment read in the results list is the one Survey Details and its PDF show. `general`, a
 * comment not prompted by a low score, goes on the last answered question without one.
 */
function surveyComments(answers: Array<{ answer: number; comment: string }>, general: string): string {
  if (general) {
    const target = [...answers].reverse().find((a) => a.answer > 0 && !a.comment);
    if (target) target.comment = general;
  }
  return answers.map((a) => a.comment).filter(Boolean).join(' ');
}

const seedSurveys = seedOnce((): StoredSurvey[] => {
  const faker = seeded(7501);
  const staff = userSeed();
  const designers = staff.filter((u) => u.department === 'Design').map(fullName);
  const sales = staff.filter((u) => u.department === 'Sales').map(fullName);
  const branches = locationSeed().filter((l) => l.locationPagePublished).map((l) => l.name);
  const contractors = Array.from({ length: 12 }, () => `${faker.person.lastName()} ${faker.helpers.arrayElement(['Builders', 'Remodeling', 'Construction', 'Home Improvement'])}`);
  return Array.from({ length: 400 }, (_, i) => {
    const responded = faker.number.int({ min: 1, max: 10 }) <= 6;
    // Most customers are happy; blanks (0) are skipped questions.
    const score = () => faker.helpers.weightedArrayElement([
      { weight: 1, value: 0 },
      { weight: 1, value: 1 },
      { weight: 1, value: 2 },
      { weight: 3, value: 3 },
      { weight: 6, value: 4 },
      { weight: 8, value: 5 },
    ]);
    const answers = responded
      ? surveyQuestions.map(({ question }) => {
          const answer = score();
          return { question, answer, comment: answer > 0 && answer <= 2 ? faker.helpers.arrayElement(praise) : '' };
        })
      : [];
    return {
      surveyNumber: 500001 + i,
      proposalNumber: `P${faker.string.numeric(7)}`,
      customerName: faker.person.fullName(),
      salesPersonName: faker.helpers.arrayElement(sales),
      location: faker.helpers.arrayElement(branches),
      surveyType: faker.helpers.weightedArrayElement([
        { weight: 3, value: 'Retail' as const },
        { weight: 1, value: 'Contractor' as const },
      ]),
      sentDate: isoDate(daysAgo(faker.number.int({ min: 0, max: 720 }))),
      responded,
      subjects: {
        designer: faker.helpers.arrayElement(designers),
        cabinet_manufacturer: faker.helpers.arrayElement(cabinetLines),
        counter_top: faker.helpers.arrayElement(counterTops),
        appliance_manufacturer: faker.helpers.arrayElement(appliances),
        contractor: faker.helpers.arrayElement(contractors),
        location: faker.helpers.arrayElement(branches),
      },
      answers,
      comments: surveyComments(answers, responded && faker.datatype.boolean({ probability: 0.4 }) ? faker.helpers.arrayElement(praise) : ''),
      gift: responded ? faker.helpers.arrayElement(['$25 Home Improvement Gift Card', 'Maple Cutting Board', 'None']) : '',
    };
  });
});

export const surveys = defineTable<StoredSurvey, number>('admin.surveys', (s) => s.surveyNumber, seedSurveys);
