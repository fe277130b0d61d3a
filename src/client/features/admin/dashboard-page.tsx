// Placeholder: replaced by its feature's work.
export function DashboardPage() {
  return <p>DashboardPage</p>;
}
