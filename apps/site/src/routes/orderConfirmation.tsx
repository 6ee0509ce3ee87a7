/** Placeholder until its screen lands. */
export function OrderConfirmationRoute() {
  return <main><h1>Coming soon</h1></main>;
}
