// Per-component budgets (kB gzip, react excluded). Each is bundled alone, so a component that
// drags in another component's code shows up here. Sizes are recorded in the README.
export const componentBudgets = {
  Button: 8,
};
