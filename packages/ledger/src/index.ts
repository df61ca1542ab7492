/**
 * @cis/ledger: pure credits arithmetic. No I/O, no clock: `now` comes in as an argument.
 */
export * as Cover from "./Cover.js"
export * as Ledger from "./Ledger.js"
export * as Prices from "./Prices.js"
export * as Usage from "./Usage.js"
