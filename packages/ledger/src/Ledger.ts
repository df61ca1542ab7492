/**
 * The credits ledger as a pure state machine: the reference model that the database
 * implementation is tested against.
 *
 * State: `balance` (credits owned), `held` (credits reserved by running calls) and the holds.
 * Invariants, for any sequence of operations:
 * - `0 <= held <= balance` (so the balance is never negative);
 * - `balance = granted - charged`, where `granted` sums effective grants and adjustments;
 * - `held` equals the sum of the open holds;
 * - a hold is settled at most once: charging or releasing a settled hold changes nothing.
 */
import { covers, effectiveAdjustment } from "./Cover.js"

/** Where a hold stands: open, or settled once as a charge or a release. */
export type HoldState = "held" | "charged" | "released"

/** Credits reserved for one running call. */
export interface Hold {
  readonly amount: number
  readonly state: HoldState
}

/** One account's credits: balance, the part held by running calls, lifetime totals and the holds. */
export interface State {
  readonly balance: number
  readonly held: number
  readonly granted: number
  readonly charged: number
  readonly holds: ReadonlyMap<string, Hold>
}

/** A new account: nothing granted, nothing held. */
export const empty: State = { balance: 0, held: 0, granted: 0, charged: 0, holds: new Map() }

/** Adds `amount` (negative allowed) through {@link effectiveAdjustment}; returns the new state. */
export const adjust = (s: State, amount: number): State => {
  const eff = effectiveAdjustment(s.balance, s.held, amount)
  return { ...s, balance: s.balance + eff, granted: s.granted + eff }
}

/** Reserves `amount` under `id` when covered; `undefined` when not covered (the 402 case). */
export const hold = (s: State, id: string, amount: number): State | undefined => {
  if (s.holds.has(id) || !covers(s.balance, s.held, amount)) return undefined
  const holds = new Map(s.holds)
  holds.set(id, { amount, state: "held" })
  return { ...s, held: s.held + amount, holds }
}

const settle = (s: State, id: string, to: "charged" | "released"): State => {
  const h = s.holds.get(id)
  if (h === undefined || h.state !== "held") return s
  const holds = new Map(s.holds)
  holds.set(id, { amount: h.amount, state: to })
  return to === "charged"
    ? { ...s, balance: s.balance - h.amount, held: s.held - h.amount, charged: s.charged + h.amount, holds }
    : { ...s, held: s.held - h.amount, holds }
}

/** Turns an open hold into a charge; no-op for an unknown or settled hold. */
export const charge = (s: State, id: string): State => settle(s, id, "charged")

/** Releases an open hold; no-op for an unknown or settled hold. */
export const release = (s: State, id: string): State => settle(s, id, "released")

/** Checks the invariants above; returns the violated ones (empty when all hold). */
export const violations = (s: State): ReadonlyArray<string> => {
  const out: Array<string> = []
  if (s.balance < 0) out.push("balance < 0")
  if (s.held < 0) out.push("held < 0")
  if (s.held > s.balance) out.push("held > balance")
  if (s.balance !== s.granted - s.charged) out.push("balance != granted - charged")
  let open = 0
  for (const h of s.holds.values()) if (h.state === "held") open += h.amount
  if (open !== s.held) out.push("held != sum of open holds")
  return out
}
