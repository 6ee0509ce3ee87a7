/** Placeholder until its screen lands. */
export function BackOfficeRoute() {
  return <main><h1>Coming soon</h1></main>;
}
