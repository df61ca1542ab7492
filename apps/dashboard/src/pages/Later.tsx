/**
 * Pages of components that land later (reports, audits, the turn-taking playground): each
 * checks in the server's OpenAPI document that its endpoint exists and says so when it does
 * not, so the dashboard never fails on a server without them. Their full views are written
 * against the spec's wire shapes when the endpoints reach main.
 */
import { hasEndpoint } from "../api.js"
import { useLoad } from "../ui.js"

export const Later = (props: {
  readonly title: string
  readonly endpoint: string
  readonly what: string
}) => {
  const present = useLoad(() => hasEndpoint(props.endpoint), [props.endpoint])
  return (
    <>
      <h1>{props.title}</h1>
      {present.loading ? (
        <p>Checking what this server offers…</p>
      ) : present.data ? (
        <p>
          This server offers <code>{props.endpoint}</code>; its page in the dashboard is not written yet. Use
          the API directly (see <a href="/docs">the API reference</a>).
        </p>
      ) : (
        <p data-testid="not-available">
          {props.what} is not available on this server (<code>{props.endpoint}</code> is not deployed).
        </p>
      )}
    </>
  )
}
