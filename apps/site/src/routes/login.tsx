/** Placeholder until its screen lands. */
export function LoginRoute() {
  return <main><h1>Coming soon</h1></main>;
}
