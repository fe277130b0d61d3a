// Placeholder: replaced by its feature's work.
export function LoginPage() {
  return <p>LoginPage</p>;
}
