// Placeholder: replaced by its feature's work.
export function BookingPage() {
  return <p>BookingPage</p>;
}
