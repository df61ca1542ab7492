/** API keys: create (name, scopes, expiry; shown once with a copy button), list, revoke. */
import { Platform } from "@cis/contract"
import { useState } from "preact/hooks"
import { raw } from "../api.js"
import { ErrorBox, Section, useLoad } from "../ui.js"

interface Key {
  readonly key_id: string
  readonly name: string | null
  readonly prefix: string | null
  readonly scopes: ReadonlyArray<string> | null
  readonly created_at: string
  readonly expires_at: string | null
  readonly expired: boolean
  readonly last_used_at: string | null
}

const scopes: ReadonlyArray<string> = Platform.Scope.literals
const expiries = [
  { label: "Never", seconds: null },
  { label: "7 days", seconds: 7 * 86_400 },
  { label: "30 days", seconds: 30 * 86_400 },
  { label: "90 days", seconds: 90 * 86_400 },
  { label: "1 year", seconds: 365 * 86_400 }
] as const

const day = (iso: string | null) => (iso === null ? "never" : iso.slice(0, 10))
/** A last-used time to the minute, in UTC. */
const minute = (iso: string | null) =>
  iso === null ? "never" : `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`

export const Keys = () => {
  const list = useLoad(() => raw<{ keys: ReadonlyArray<Key> }>("GET", "/dashboard/api/keys"))
  const [name, setName] = useState("")
  const [chosen, setChosen] = useState<ReadonlyArray<string>>([])
  const [expiry, setExpiry] = useState(0)
  const [created, setCreated] = useState<(Key & { api_key: string }) | null>(null)
  const [copied, setCopied] = useState(false)
  const [error, setError] = useState<unknown>(undefined)
  const [busy, setBusy] = useState(false)

  const create = async (e: Event) => {
    e.preventDefault()
    setBusy(true)
    setError(undefined)
    try {
      const key = await raw<Key & { api_key: string }>("POST", "/dashboard/api/keys", {
        name,
        scopes: chosen.length === 0 ? null : chosen,
        expires_in_seconds: expiries[expiry]!.seconds
      })
      setCreated(key)
      setCopied(false)
      setName("")
      setChosen([])
      list.reload()
    } catch (err) {
      setError(err)
    } finally {
      setBusy(false)
    }
  }

  const revoke = async (key: Key) => {
    if (
      !window.confirm(
        `Revoke the key "${key.name ?? key.prefix ?? key.key_id}"? Calls made with it will be refused at once.`
      )
    )
      return
    setError(undefined)
    try {
      await raw("DELETE", `/dashboard/api/keys/${key.key_id}`)
      list.reload()
    } catch (err) {
      setError(err)
    }
  }

  return (
    <>
      <h1>API keys</h1>
      <Section title="Create a key">
        <form onSubmit={create}>
          <label>
            Name
            <input
              name="name"
              required
              maxLength={100}
              value={name}
              onInput={(e) => setName((e.target as HTMLInputElement).value)}
            />
          </label>
          <fieldset>
            <legend>Scopes (none ticked: every component)</legend>
            {scopes.map((s) => (
              <label class="check" key={s}>
                <input
                  type="checkbox"
                  name="scope"
                  value={s}
                  checked={chosen.includes(s)}
                  onChange={(e) =>
                    setChosen(
                      (e.target as HTMLInputElement).checked ? [...chosen, s] : chosen.filter((c) => c !== s)
                    )
                  }
                />
                {s}
              </label>
            ))}
          </fieldset>
          <label>
            Expires
            <select
              value={String(expiry)}
              onChange={(e) => setExpiry(Number((e.target as HTMLSelectElement).value))}
            >
              {expiries.map((x, i) => (
                <option value={String(i)} key={x.label}>
                  {x.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={busy}>
            {busy ? "Creating…" : "Create key"}
          </button>
        </form>
        {created && (
          <div class="notice" role="status">
            <p>
              Your new key <strong>{created.name}</strong>. Copy it now: it is shown only this once.
            </p>
            <code data-testid="new-key">{created.api_key}</code>{" "}
            <button
              type="button"
              onClick={() =>
                navigator.clipboard?.writeText(created.api_key).then(
                  () => setCopied(true),
                  () => setCopied(false)
                )
              }
            >
              {copied ? "Copied" : "Copy"}
            </button>
            <button type="button" onClick={() => setCreated(null)}>
              Done
            </button>
          </div>
        )}
      </Section>
      <ErrorBox error={error} />
      <Section title="Your keys">
        <ErrorBox error={list.error} />
        {list.data && list.data.keys.length === 0 && <p>No active keys.</p>}
        {list.data && list.data.keys.length > 0 && (
          <div class="scroll">
            <table data-testid="keys">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Prefix</th>
                  <th scope="col">Scopes</th>
                  <th scope="col">Created</th>
                  <th scope="col">Last used</th>
                  <th scope="col">Expires</th>
                  <th scope="col">
                    <span class="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.keys.map((k) => (
                  <tr key={k.key_id}>
                    <td>{k.name ?? "(created by the operator)"}</td>
                    <td>
                      <code>{k.prefix ? `${k.prefix}…` : "-"}</code>
                    </td>
                    <td>{k.scopes === null ? "all" : k.scopes.join(", ")}</td>
                    <td>{day(k.created_at)}</td>
                    <td data-testid="last-used">{minute(k.last_used_at)}</td>
                    <td>{k.expired ? "expired" : day(k.expires_at)}</td>
                    <td>
                      <button type="button" class="danger" onClick={() => revoke(k)}>
                        Revoke<span class="sr-only"> {k.name ?? k.key_id}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
    </>
  )
}
