// Typechecked against the shipped declarations of @cis/ledger (not run).
import { Ledger, Prices, Usage } from "@cis/ledger"

const price: { readonly component: Prices.Component; readonly amount: number } | undefined = Prices.priceOf(
  Prices.defaultPrices,
  "personas.generate",
  3
)
const state: Ledger.State | undefined = Ledger.hold(Ledger.adjust(Ledger.empty, 10), "h", price?.amount ?? 0)
const summary: Usage.UsageSummary = Usage.fromEvents([], 0)
// @ts-expect-error a hold amount is a number
Ledger.hold(Ledger.empty, "h", "5")
export const out = [state, summary.daily_series[0]?.date] as const
