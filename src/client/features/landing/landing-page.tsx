// Placeholder: replaced by its feature's work.
export function LandingPage() {
  return <p>LandingPage</p>;
}
