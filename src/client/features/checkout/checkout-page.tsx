// Placeholder: replaced by its feature's work.
export function CheckoutPage() {
  return <p>CheckoutPage</p>;
}
