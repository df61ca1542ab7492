/**
 * The cover check: a call priced `price` may start only when the credits not already held
 * by other calls pay for it, `balance - held >= price`. This is the predicate that the
 * database's conditional `UPDATE ... WHERE balance - held >= price` evaluates atomically.
 */
export const covers = (balance: number, held: number, price: number): boolean => balance - held >= price

/** Credits still free to hold: `balance - held`, never below zero. */
export const available = (balance: number, held: number): number => Math.max(0, balance - held)

/**
 * The effective amount of an admin adjustment. Grants (positive) apply whole; debits
 * (negative) never take the balance below the credits currently held, so the balance never
 * goes below zero and no running call loses its hold: `max(amount, -(balance - held))`.
 */
export const effectiveAdjustment = (balance: number, held: number, amount: number): number =>
  amount >= 0 ? amount : Math.max(amount, -available(balance, held))
