/**
 * Token formats: API keys are `ak_` + 43 base64url characters (32 random bytes), session
 * tokens `st_` + 43 base64url characters. Only the SHA-256 of a token is stored; a token
 * of the wrong shape is refused before any database lookup.
 */
import { createHash, randomBytes } from "node:crypto"

export type Kind = "api_key" | "session"

const prefixes: Record<Kind, string> = { api_key: "ak_", session: "st_" }
const shape = /^(ak|st)_[A-Za-z0-9_-]{43}$/

/** A fresh token of `kind`. */
export const generate = (kind: Kind): string => prefixes[kind] + randomBytes(32).toString("base64url")

/** True when `token` has the shape of an API key or session token. */
export const wellFormed = (token: string): boolean => shape.test(token)

/** Hex SHA-256 of the token: what is stored and looked up. */
export const hash = (token: string): string => createHash("sha256").update(token).digest("hex")
