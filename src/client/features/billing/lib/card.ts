/**
 * How the demo checkout's card fields read while someone types, as on a payment page: the number
 * in groups, the expiry as MM/YY. Whether they are valid is the shared schema's decision
 * (`demoCardSchema`: the Luhn checksum, MM/YY, the CVC's length), and the server's.
 */

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** American Express: 15 digits in groups of 4-6-5. Others: up to 19 digits in groups of 4. */
const isAmex = (digits: string) => /^3[47]/.test(digits);

/** "4242424242424242" → "4242 4242 4242 4242" (Amex: "3782 822463 10005"). */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value);
  if (isAmex(digits)) {
    const d = digits.slice(0, 15);
    return [d.slice(0, 4), d.slice(4, 10), d.slice(10)].filter(Boolean).join(' ');
  }
  return digits.slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * "1228" or "12/28" read "12/28"; a first digit above 1 is a month on its own ("4" → "04/").
 * While deleting, the slash is not put back, so Backspace can go past it.
 */
export function formatExpiry(value: string, deleting = false): string {
  let digits = digitsOf(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
