import type { QuestionType } from '@joinery/flows/admin';
import { GENERAL_INFORMATION_TAB, SOW_FIRST_VERSION, SOW_VERSION_STEP, takesOptions } from '@joinery/flows/admin';
import type { SowOption, SowProjectType, SowQuestion, SowTab } from '@joinery/flows/api/admin/sowTemplates';
import type { SowOptionResult, SowQuestionResult } from '@joinery/flows/api/admin/sowProjects';
import { defineTable } from '../store';
import { seeded } from '../random';
import { addDays, daysAgo, isoDate, isoDateTime } from './dates';
import { round, seedOnce } from './seed';
import { fullName, userSeed } from './users';

export type StoredProjectType = Omit<SowProjectType, 'rowVersion'>;
export type StoredTab = Omit<SowTab, 'rowVersion' | 'questionsExpected'> & { projectTypeId: number };
export type StoredQuestion = Omit<SowQuestion, 'rowVersion'> & { projectTabId: number };
export type StoredOption = Omit<SowOption, 'rowVersion'>;

/** A scope-of-work project: answers are kept flat and joined with the template when read. */
export interface StoredProject {
  projectID: number;
  projectTypeID: number;
  designerUserName: string;
  designer: string;
  createdOnDate: string;
  modifiedOnDate: string;
  /** The SOW version (1, 1.1, …); the wire calls it `version`, which the store uses for rowVersion. */
  revision: number;
  lastTabCompleted: number | null;
  deleted: boolean;
  results: SowQuestionResult[];
  chosenOptions: SowOptionResult[];
}

// ---- The template, as data ----------------------------------------------------------------------

interface QuestionSpec {
  label: string;
  type: QuestionType;
  required?: boolean;
  help?: string;
  instructions?: string;
  options?: Array<string | { name: string; help?: string; active?: boolean; deleted?: boolean }>;
  active?: boolean;
  deleted?: boolean;
}
interface TabSpec {
  name: string;
  questions: QuestionSpec[];
  active?: boolean;
  deleted?: boolean;
}
interface TypeSpec {
  name: string;
  active: boolean;
  deleted?: boolean;
  instructions: string;
  parties: string;
  proposal: string;
  tabs: TabSpec[];
}

const generalInformation: TabSpec = {
  name: GENERAL_INFORMATION_TAB,
  questions: [
    { label: 'Project Name', type: 'TB', required: true, help: 'Shown as the project name in the Scope of Work list.' },
    { label: 'Customer Name', type: 'TB', required: true },
    { label: 'Site Address', type: 'TA', required: true, help: 'Street, city, state and zip of the job site.' },
    { label: 'Target Start Date', type: 'DT', help: 'When the customer hopes work can begin.' },
    {
      label: 'Project Overview',
      type: 'LI',
      instructions: '<p>Describe the project in the customer\'s words: what they want to change and why.</p>',
    },
  ],
};

const proposal = (what: string) =>
  `<p>The Contractor proposes to furnish all labor and materials to complete the ${what} described in this Scope of Work, in a workmanlike manner and according to standard practices.</p><p>Any change to this scope must be agreed in writing by both parties.</p>`;
const parties = 'Joinery Cabinetry & Design ("Contractor") and the Customer named in General Information ("Owner").';

const typeSpecs: TypeSpec[] = [
  {
    name: 'Kitchen Remodel',
    active: true,
    instructions: '<p>Complete each tab with the customer. Required questions are marked with an asterisk.</p><ul><li>Save each tab before moving on.</li><li>Print the PDF for the customer to sign.</li></ul>',
    parties,
    proposal: proposal('kitchen remodel'),
    tabs: [
      generalInformation,
      {
        name: 'Cabinets',
        questions: [
          { label: 'Door Style', type: 'DD', required: true, options: ['Shaker', 'Raised Panel', 'Slab', 'Inset Shaker', { name: 'Beadboard', active: false }] },
          { label: 'Cabinet Finish', type: 'RB', required: true, options: ['White Paint', 'Dove Gray Paint', 'Espresso Stain', { name: 'Natural Maple', help: 'Clear coat over maple; grain varies.' }] },
          { label: 'Cabinet Accessories', type: 'VCB', options: ['Soft-close hinges', 'Roll-out trays', 'Pull-out trash', 'Lazy Susan', { name: 'Under-cabinet lighting', help: 'Needs an outlet inside the wall cabinet.' }, { name: 'Wine rack', deleted: true }] },
          { label: 'Crown Molding', type: 'RB', options: ['Yes', 'No'] },
          { label: 'Cabinet Notes', type: 'TA' },
          { label: 'Hardware Finish', type: 'TB', active: false },
          { label: 'Glass Doors', type: 'RB', deleted: true, options: ['Yes', 'No'] },
        ],
      },
      {
        name: 'Countertops',
        questions: [
          { label: 'Countertop Material', type: 'DD', required: true, options: ['Granite', 'Quartz', 'Laminate', 'Butcher Block', 'Solid Surface'] },
          { label: 'Edge Profile', type: 'RB', options: ['Eased', 'Bevel', 'Bullnose', 'Ogee'] },
          { label: 'Backsplash', type: 'HCB', options: ['4-inch', 'Full Height', 'Tile by Others'] },
          { label: 'Sink Cutout', type: 'HCB', options: ['Undermount', 'Drop-in', 'Farmhouse'] },
          { label: 'Countertop Notes', type: 'RTA' },
        ],
      },
      {
        name: 'Installation',
        questions: [
          { label: 'Demolition', type: 'RB', required: true, options: ['By Joinery crew', 'By customer', 'Not needed'] },
          {
            label: 'Work Needed',
            type: 'RI',
            required: true,
            instructions: '<p>List every trade the job needs (plumbing, electrical, drywall, flooring) and who provides it.</p>',
          },
          { label: 'Installation Date', type: 'DT', required: true },
          { label: 'Special Instructions', type: 'RTA', help: 'Access, parking, pets, working hours.' },
        ],
      },
      { name: 'Appliances', active: false, questions: [{ label: 'Appliance Package', type: 'VCB', options: ['Range', 'Refrigerator', 'Dishwasher', 'Microwave'] }] },
      { name: 'Flooring', deleted: true, questions: [{ label: 'Flooring Type', type: 'DD', options: ['Tile', 'Hardwood', 'Vinyl Plank'] }] },
    ],
  },
  {
    name: 'Bathroom Remodel',
    active: true,
    instructions: '<p>Measure the room before starting. Vanity sizes are outside dimensions.</p>',
    parties,
    proposal: proposal('bathroom remodel'),
    tabs: [
      generalInformation,
      {
        name: 'Vanity',
        questions: [
          { label: 'Vanity Width', type: 'DD', required: true, options: ['24"', '30"', '36"', '48"', '60" double'] },
          { label: 'Vanity Top', type: 'RB', required: true, options: ['Cultured Marble', 'Quartz', 'Granite'] },
          { label: 'Vanity Accessories', type: 'VCB', options: ['Medicine cabinet', 'Linen tower', 'Drawer organizers'] },
          { label: 'Vanity Notes', type: 'TA' },
        ],
      },
      {
        name: 'Shower & Tub',
        questions: [
          { label: 'Fixtures', type: 'HCB', options: ['Tub', 'Walk-in shower', 'Glass door', 'Grab bars'] },
          { label: 'Tile Height', type: 'RB', options: ['Half wall', 'Full wall', 'Ceiling'] },
          { label: 'Shower Notes', type: 'RTA' },
        ],
      },
      {
        name: 'Installation',
        questions: [
          { label: 'Plumbing Changes', type: 'RB', required: true, options: ['None', 'Move drain', 'Move supply lines'] },
          { label: 'Work Needed', type: 'RI', instructions: '<p>Note any ventilation or electrical work required by code.</p>' },
          { label: 'Installation Date', type: 'DT' },
        ],
      },
    ],
  },
  {
    name: 'Multi-Family New Construction',
    active: true,
    instructions: '<p>One scope per building type. Attach the unit matrix from the bid.</p>',
    parties: 'Joinery Cabinetry & Design ("Supplier") and the General Contractor named in General Information ("Contractor").',
    proposal: proposal('multi-family cabinet and countertop package'),
    tabs: [
      generalInformation,
      {
        name: 'Unit Mix',
        questions: [
          { label: 'Number of Units', type: 'TB', required: true },
          { label: 'Unit Type', type: 'DD', required: true, options: ['Apartment', 'Condominium', 'Townhome', 'Senior Living', 'Student Housing'] },
          { label: 'Unit Mix Notes', type: 'TA', help: 'Counts per floor plan.' },
        ],
      },
      {
        name: 'Kitchen Package',
        questions: [
          { label: 'Door Style', type: 'DD', required: true, options: ['Shaker', 'Slab', 'Recessed Panel'] },
          { label: 'Finish', type: 'RB', required: true, options: ['White Paint', 'Espresso Stain', 'Natural Maple'] },
          { label: 'Tops', type: 'HCB', options: ['Laminate', 'Quartz', 'Granite'] },
        ],
      },
      {
        name: 'Schedule',
        questions: [
          { label: 'First Delivery', type: 'DT', required: true },
          { label: 'Final Delivery', type: 'DT' },
          { label: 'Delivery Instructions', type: 'RI', instructions: '<p>Deliveries are by floor; confirm hoist and dock times with the superintendent.</p>' },
          { label: 'Schedule Notes', type: 'RTA' },
        ],
      },
    ],
  },
  {
    name: 'Closet & Storage',
    active: true,
    instructions: '<p>Photograph every wall before measuring.</p>',
    parties,
    proposal: proposal('closet and storage system'),
    tabs: [
      generalInformation,
      {
        name: 'Closet Design',
        questions: [
          { label: 'System', type: 'RB', required: true, options: ['Reach-in', 'Walk-in', 'Pantry', 'Garage'] },
          { label: 'Accessories', type: 'VCB', options: ['Tie rack', 'Shoe shelves', 'Jewelry drawer', 'Valet rod'] },
          { label: 'Design Notes', type: 'TA' },
        ],
      },
    ],
  },
  {
    name: 'Basement Finishing',
    active: false,
    instructions: '<p>Retired: basements are now quoted by partners.</p>',
    parties,
    proposal: proposal('basement finishing'),
    tabs: [generalInformation, { name: 'Scope', questions: [{ label: 'Rooms', type: 'TA', required: true }] }],
  },
  {
    name: 'Outdoor Kitchen',
    active: false,
    deleted: true,
    instructions: '',
    parties,
    proposal: proposal('outdoor kitchen'),
    tabs: [generalInformation],
  },
];

interface TemplateSeed {
  types: StoredProjectType[];
  tabs: StoredTab[];
  questions: StoredQuestion[];
  options: StoredOption[];
}

const seedTemplate = seedOnce((): TemplateSeed => {
  const seed: TemplateSeed = { types: [], tabs: [], questions: [], options: [] };
  typeSpecs.forEach((spec, t) => {
    const projectTypeId = t + 1;
    const created = daysAgo(400 - t * 20, 600);
    seed.types.push({
      projectTypeId,
      active: spec.active,
      name: spec.name,
      order: t + 1,
      projectTypeOrder: t + 1,
      instructions: spec.instructions,
      parties: spec.parties,
      proposal: spec.proposal,
      deleted: spec.deleted ?? false,
      createdOnDate: isoDateTime(created),
      modifiedOnDate: isoDateTime(addDays(created, 30)),
    });
    spec.tabs.forEach((tabSpec, order) => {
      const projectTabId = seed.tabs.length + 1;
      seed.tabs.push({
        projectTabId,
        projectTypeId,
        name: tabSpec.name,
        order: order + 1,
        active: tabSpec.active ?? true,
        deleted: tabSpec.deleted ?? false,
      });
      tabSpec.questions.forEach((q, qOrder) => {
        const questionID = seed.questions.length + 1;
        seed.questions.push({
          questionID,
          projectTabId,
          label: q.label,
          questionType: q.type,
          helpText: q.help ?? '',
          instructions: q.instructions ?? '',
          questionOrder: qOrder + 1,
          isRequired: q.required ?? false,
          isActive: q.active ?? true,
          isDeleted: q.deleted ?? false,
        });
        (q.options ?? []).forEach((option, oOrder) => {
          const o = typeof option === 'string' ? { name: option } : option;
          seed.options.push({
            questionOptionID: seed.options.length + 1,
            questionID,
            optionName: o.name,
            helpText: o.help ?? '',
            optionOrder: oOrder + 1,
            isActive: o.active ?? true,
            isDeleted: o.deleted ?? false,
          });
        });
      });
    });
  });
  return seed;
});

export const sowProjectTypes = defineTable<StoredProjectType, number>('admin.sowProjectTypes', (t) => t.projectTypeId, () => seedTemplate().types);
export const sowTabs = defineTable<StoredTab, number>('admin.sowTabs', (t) => t.projectTabId, () => seedTemplate().tabs);
export const sowQuestions = defineTable<StoredQuestion, number>('admin.sowQuestions', (q) => q.questionID, () => seedTemplate().questions);
export const sowOptions = defineTable<StoredOption, number>('admin.sowOptions', (o) => o.questionOptionID, () => seedTemplate().options);

// ---- Projects -----------------------------------------------------------------------------------

const byOrder = <T>(order: (x: T) => number) => (a: T, b: T) => order(a) - order(b);

const seedProjects = seedOnce((): StoredProject[] => {
  const faker = seeded(7701);
  const template = seedTemplate();
  const staff = userSeed();
  const designers = staff.filter((u) => u.department === 'Design' && u.isActive);
  // The all-roles sign-in persona (user 1) has projects too, so the list's designer filter,
  // which defaults to the signed-in user, has something to show (§2 Scope of Work list).
  const signedIn = staff[0];
  const liveTypes = template.types.filter((t) => t.active && !t.deleted);
  return Array.from({ length: 40 }, (_, i) => {
    const type = faker.helpers.arrayElement(liveTypes);
    const tabs = template.tabs
      .filter((t) => t.projectTypeId === type.projectTypeId && t.active && !t.deleted)
      .sort(byOrder((t) => t.order));
    const completed = faker.number.int({ min: 1, max: tabs.length + 1 });
    const finished = completed > tabs.length;
    const answeredTabs = tabs.slice(0, Math.min(completed, tabs.length));
    const picked = faker.helpers.arrayElement(designers);
    const designer = i % 8 === 0 && signedIn ? signedIn : picked;
    const customer = faker.person.lastName();
    const created = daysAgo(faker.number.int({ min: 3, max: 300 }), faker.number.int({ min: 480, max: 1020 }));
    const results: SowQuestionResult[] = [];
    const chosenOptions: SowOptionResult[] = [];
    for (const tab of answeredTabs) {
      const questions = template.questions.filter((q) => q.projectTabId === tab.projectTabId && q.isActive && !q.isDeleted);
      for (const q of questions) {
        const options = template.options.filter((o) => o.questionID === q.questionID && o.isActive && !o.isDeleted);
        if (takesOptions(q.questionType)) {
          const picks =
            q.questionType === 'DD' || q.questionType === 'RB'
              ? [faker.helpers.arrayElement(options)]
              : faker.helpers.arrayElements(options, { min: q.isRequired ? 1 : 0, max: 3 });
          for (const o of picks) chosenOptions.push({ questionID: q.questionID, questionOptionID: o.questionOptionID });
          results.push({ questionID: q.questionID, result: '' });
          continue;
        }
        const answer = (() => {
          switch (q.label) {
            case 'Project Name':
              return `${customer} ${type.name}`;
            case 'Customer Name':
              return `${faker.person.firstName()} ${customer}`;
            case 'Site Address':
              return `${faker.location.streetAddress()}\n${faker.location.city()}, PA ${faker.location.zipCode('#####')}`;
            case 'Number of Units':
              return String(faker.number.int({ min: 24, max: 320 }));
          }
          switch (q.questionType) {
            case 'DT':
              return isoDate(addDays(created, faker.number.int({ min: 14, max: 120 })));
            case 'TB':
              return faker.lorem.words(3);
            case 'TA':
              return q.isRequired || faker.datatype.boolean() ? faker.lorem.sentences(2) : '';
            default:
              return `<p>${faker.lorem.sentence()}</p>`;
          }
        })();
        results.push({ questionID: q.questionID, result: answer });
      }
    }
    const lastTab = answeredTabs.at(-1);
    return {
      projectID: 1001 + i,
      projectTypeID: type.projectTypeId,
      designerUserName: designer.userName,
      designer: fullName(designer),
      createdOnDate: isoDateTime(created),
      modifiedOnDate: isoDateTime(addDays(created, faker.number.int({ min: 0, max: 2 }))),
      revision: finished ? round(SOW_FIRST_VERSION + SOW_VERSION_STEP * faker.number.int({ min: 1, max: 4 }), 1) : SOW_FIRST_VERSION,
      lastTabCompleted: finished ? null : (lastTab?.projectTabId ?? null),
      deleted: i % 13 === 12,
      results,
      chosenOptions,
    };
  });
});

export const sowProjects = defineTable<StoredProject, number>('admin.sowProjects', (p) => p.projectID, seedProjects);

// ---- Story and test support ---------------------------------------------------------------------

export interface DemoProjectOptions {
  projectTypeName: string;
  projectName: string;
  designerUserName: string;
  designer: string;
  /** Answer the live tabs up to and including this one (by name); all of them when left out. */
  answeredThrough?: string;
  /** The tab recorded as lastTabCompleted; null for a finished project. */
  lastTabCompleted: string | null;
  version: number;
}

/**
 * Stores a project whose answers are predictable (stories and tests open it): text questions
 * answer "{label} answer", dates 2026-12-01, rich text "<p>{label} notes</p>", option questions
 * their first active option. The first question takes the project name.
 */
export function insertDemoProject(options: DemoProjectOptions): StoredProject {
  const type = sowProjectTypes.where((t) => t.name === options.projectTypeName && !t.deleted)[0];
  if (!type) throw new Error(`No project type ${options.projectTypeName}`);
  const tabs = sowTabs
    .where((t) => t.projectTypeId === type.projectTypeId && t.active && !t.deleted)
    .sort(byOrder((t) => t.order));
  const through = options.answeredThrough === undefined ? tabs.length : tabs.findIndex((t) => t.name === options.answeredThrough) + 1;
  const results: SowQuestionResult[] = [];
  const chosenOptions: SowOptionResult[] = [];
  tabs.slice(0, through).forEach((tab, tabIndex) => {
    const questions = sowQuestions
      .where((q) => q.projectTabId === tab.projectTabId && q.isActive && !q.isDeleted)
      .sort(byOrder((q) => q.questionOrder));
    questions.forEach((q, qIndex) => {
      if (takesOptions(q.questionType)) {
        const first = sowOptions
          .where((o) => o.questionID === q.questionID && o.isActive && !o.isDeleted)
          .sort(byOrder((o) => o.optionOrder))[0];
        if (first) chosenOptions.push({ questionID: q.questionID, questionOptionID: first.questionOptionID });
        results.push({ questionID: q.questionID, result: '' });
        return;
      }
      const text =
        tabIndex === 0 && qIndex === 0
          ? options.projectName
          : q.questionType === 'DT'
            ? '2026-12-01'
            : ['LI', 'RI', 'RTA'].includes(q.questionType)
              ? `<p>${q.label} notes</p>`
              : `${q.label} answer`;
      results.push({ questionID: q.questionID, result: text });
    });
  });
  const now = isoDateTime(new Date());
  const projectID = Math.max(0, ...sowProjects.all().map((p) => p.projectID)) + 1;
  return sowProjects.insert({
    projectID,
    projectTypeID: type.projectTypeId,
    designerUserName: options.designerUserName,
    designer: options.designer,
    createdOnDate: now,
    modifiedOnDate: now,
    revision: options.version,
    lastTabCompleted: options.lastTabCompleted === null ? null : (tabs.find((t) => t.name === options.lastTabCompleted)?.projectTabId ?? null),
    deleted: false,
    results,
    chosenOptions,
  });
}
