/** Placeholder until its screen lands. */
export function DemoIdentityProviderRoute() {
  return <main><h1>Coming soon</h1></main>;
}
