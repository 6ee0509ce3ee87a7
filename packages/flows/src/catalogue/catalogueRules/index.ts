// Pure, React-free rules of the catalogue definition (back-office-products.md §5, §9): the
// Product Filter parser and evaluator, the template formula evaluator, brick code rules, the
// formula field table and the texts. The embedded back end runs them; screens may use them
// for hints before a call.
export * from './legacyColumns';
export * from './productFilter';
export * from './templateFormula';
export * from './templateFields';
export * from './brickRules';
export * from './messages';
