/**
 * One-time dashboard sign-in links: the SHA-256 of the code, the account it signs in, when it
 * expires and when it was used (a link is used at most once).
 */
export interface LoginLinksTable {
  readonly id: string
  readonly account_id: string
  readonly code_hash: string
  readonly expires_at: Date
  used_at: Date | null
  readonly created_at: Date
}

export interface PartialDB {
  login_links: LoginLinksTable
}
