/** The billing component: credit holds, charges, the sweeper and the usage summary. */
export * from "./Billing.js"
