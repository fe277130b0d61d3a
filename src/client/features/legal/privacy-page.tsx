// Placeholder: replaced by its feature's work.
export function PrivacyPage() {
  return <p>PrivacyPage</p>;
}
