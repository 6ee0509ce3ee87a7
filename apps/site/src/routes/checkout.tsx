/** Placeholder until its screen lands. */
export function CheckoutRoute() {
  return <main><h1>Coming soon</h1></main>;
}
