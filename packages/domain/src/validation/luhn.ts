// Kept apart from walletAddress.ts: the card rule needs no hashing library.

/**
 * Luhn (mod 10), the check digit of payment card numbers: from the right, every second digit is
 * doubled (less 9 past 9), and the sum must end in 0. Takes ASCII digits only.
 */
export function luhnValid(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
