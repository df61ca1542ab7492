/** Credits and usage: balance, 30-day totals, the 7-day series, per component, recent calls. */
import { api, raw, type SessionInfo, session } from "../api.js"
import { BarChart } from "../Chart.js"
import { ErrorBox, Section, useLoad } from "../ui.js"

interface Call {
  readonly at: string
  readonly component: string | null
  readonly action: string | null
  readonly credits: number
}

export const Usage = (props: { readonly session: SessionInfo }) => {
  const usage = useLoad(() => api((c) => c.platform.usageSummary()))
  const calls = useLoad(() => raw<{ calls: ReadonlyArray<Call> }>("GET", "/dashboard/api/recent-calls"))
  const account = useLoad(() => session())
  const balance = account.data?.balance ?? props.session.balance
  const u = usage.data
  return (
    <>
      <h1>Credits and usage</h1>
      <button
        type="button"
        onClick={() => {
          usage.reload()
          calls.reload()
          account.reload()
        }}
      >
        Refresh
      </button>
      <dl class="figures-row">
        <div>
          <dt>Balance</dt>
          <dd data-testid="balance">{balance.toLocaleString("en-US")} credits</dd>
        </div>
        <div>
          <dt>Billed calls, 30 days</dt>
          <dd data-testid="total-calls">{u?.total_calls ?? "…"}</dd>
        </div>
        <div>
          <dt>Credits charged, 30 days</dt>
          <dd data-testid="total-credits">{u?.total_credits ?? "…"}</dd>
        </div>
      </dl>
      <ErrorBox error={usage.error} />
      {u && (
        <>
          <BarChart
            title="Billed calls per UTC day, last 7 days"
            labels={u.daily_series.map((d) => d.date)}
            series={[{ label: "Calls", values: u.daily_series.map((d) => d.requests), color: "#1f5fa8" }]}
          />
          <Section title="Per component, last 30 days">
            {u.per_component.length === 0 ? (
              <p>No billed calls yet.</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">Component</th>
                    <th scope="col">Calls</th>
                    <th scope="col">Credits</th>
                  </tr>
                </thead>
                <tbody>
                  {u.per_component.map((p) => (
                    <tr key={p.component}>
                      <th scope="row">{p.component}</th>
                      <td>{p.calls}</td>
                      <td>{p.credits}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Section>
        </>
      )}
      <Section title="Recent billed calls">
        <ErrorBox error={calls.error} />
        {calls.data && calls.data.calls.length === 0 && <p>No billed calls yet.</p>}
        {calls.data && calls.data.calls.length > 0 && (
          <div class="scroll">
            <table data-testid="recent-calls">
              <thead>
                <tr>
                  <th scope="col">When (UTC)</th>
                  <th scope="col">Component</th>
                  <th scope="col">Action</th>
                  <th scope="col">Credits</th>
                </tr>
              </thead>
              <tbody>
                {calls.data.calls.map((c, i) => (
                  <tr key={`${c.at}-${i}`}>
                    <td>{c.at.replace("T", " ").slice(0, 19)}</td>
                    <td>{c.component ?? "-"}</td>
                    <td>{c.action ?? "-"}</td>
                    <td>{c.credits}</td>
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
