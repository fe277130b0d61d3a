// Placeholder: replaced by its feature's work.
export function TermsPage() {
  return <p>TermsPage</p>;
}
