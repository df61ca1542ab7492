/** The accounts component: accounts, API keys and session tokens. */
export * from "./Accounts.js"
export * as Tokens from "./Tokens.js"
