/** Types of scripts/check-storybook-build.mjs (the static Storybook's stylesheets read only declared variables). */
export declare function customProperties(css: string): { declared: Set<string>; read: Set<string> };
export declare function undeclaredVariables(
  files: Record<string, string>,
): { name: string; sheets: string[] }[];
