/**
 * The dashboard app: sign-in by one-time link, then a page per area. Routing is by path
 * under `/dashboard/` (the API serves the app for every such path).
 */
import { render } from "preact"
import { useEffect, useState } from "preact/hooks"
import { type SessionInfo, session, signIn, signOut } from "./api.js"
import { Keys } from "./pages/Keys.js"
import { Personas, Validate } from "./pages/Personas.js"
import { Playground } from "./pages/Playground.js"
import { Audits, Reports } from "./pages/Reports.js"
import { Usage } from "./pages/Usage.js"
import { ErrorBox } from "./ui.js"
import "./style.css"

const pages = [
  { path: "usage", label: "Credits and usage" },
  { path: "keys", label: "API keys" },
  { path: "personas", label: "Personas" },
  { path: "validate", label: "Validate" },
  { path: "reports", label: "Reports" },
  { path: "audits", label: "Audits" },
  { path: "playground", label: "Turn-taking" }
] as const

const currentPath = () => window.location.pathname.replace(/^\/dashboard\/?/, "").replace(/\/$/, "")

const go = (path: string) => {
  window.history.pushState(null, "", `/dashboard/${path}`)
  window.dispatchEvent(new PopStateEvent("popstate"))
}

const SignIn = (props: { readonly onDone: () => void }) => {
  const code = new URLSearchParams(window.location.hash.slice(1)).get("code")
  const [error, setError] = useState<unknown>(undefined)
  const [busy, setBusy] = useState(false)
  if (code === null) {
    return (
      <main id="main" class="narrow">
        <h1>Sign in</h1>
        <p>
          Sign in with a one-time link from your operator:{" "}
          <code>pnpm cis accounts login-link ACCOUNT_ID</code>, or{" "}
          <code>POST /v1/admin/accounts/ACCOUNT_ID/login-links</code>. Open the link in this browser.
        </p>
      </main>
    )
  }
  return (
    <main id="main" class="narrow">
      <h1>Sign in</h1>
      <p>This one-time link signs you in to the dashboard of its account. It works once.</p>
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          try {
            await signIn(code)
            window.history.replaceState(null, "", "/dashboard/usage")
            props.onDone()
          } catch (e) {
            setError(e)
          } finally {
            setBusy(false)
          }
        }}
      >
        {busy ? "Signing in…" : "Sign in"}
      </button>
      <ErrorBox error={error} />
    </main>
  )
}

const App = () => {
  const [me, setMe] = useState<SessionInfo | null | undefined>(undefined)
  const [error, setError] = useState<unknown>(undefined)
  const [path, setPath] = useState(currentPath())
  const [menu, setMenu] = useState(false)
  // A new sign-in link opened on the sign-in page changes only the fragment: render again.
  const [, setHash] = useState(window.location.hash)
  const load = () =>
    session().then(
      (s) => {
        setMe(s)
        setError(undefined)
      },
      (e) => setError(e)
    )
  useEffect(() => {
    load()
    const onPop = () => {
      setPath(currentPath())
      setMenu(false)
    }
    const onHash = () => setHash(window.location.hash)
    window.addEventListener("popstate", onPop)
    window.addEventListener("hashchange", onHash)
    return () => {
      window.removeEventListener("popstate", onPop)
      window.removeEventListener("hashchange", onHash)
    }
  }, [])
  useEffect(() => {
    const page = pages.find((p) => p.path === path)
    document.title = `${page?.label ?? "Sign in"} · CIS dashboard`
  }, [path])

  if (error !== undefined) {
    return (
      <main id="main" class="narrow">
        <h1>Dashboard</h1>
        <ErrorBox error={error} />
        <button type="button" onClick={load}>
          Retry
        </button>
      </main>
    )
  }
  if (me === undefined) return <p class="narrow">Loading…</p>
  if (me === null || path === "sign-in") {
    return (
      <SignIn
        onDone={() => {
          setPath(currentPath())
          load()
        }}
      />
    )
  }
  const page = pages.find((p) => p.path === path) ?? pages[0]
  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header>
        <span class="brand">CIS dashboard</span>
        <button
          type="button"
          class="menu"
          aria-expanded={menu}
          aria-controls="nav"
          onClick={() => setMenu(!menu)}
        >
          Menu
        </button>
        <nav id="nav" aria-label="Dashboard" class={menu ? "open" : ""}>
          <ul>
            {pages.map((p) => (
              <li key={p.path}>
                <a
                  href={`/dashboard/${p.path}`}
                  aria-current={p.path === page.path ? "page" : undefined}
                  onClick={(e) => {
                    e.preventDefault()
                    go(p.path)
                  }}
                >
                  {p.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <span class="who">
          <span data-testid="account-name">{me.name}</span>{" "}
          <button
            type="button"
            onClick={async () => {
              try {
                await signOut()
              } finally {
                window.history.replaceState(null, "", "/dashboard/sign-in")
                setPath("sign-in")
                setMe(null)
              }
            }}
          >
            Sign out
          </button>
        </span>
      </header>
      <main id="main">
        {page.path === "usage" && <Usage session={me} />}
        {page.path === "keys" && <Keys />}
        {page.path === "personas" && <Personas />}
        {page.path === "validate" && <Validate />}
        {page.path === "reports" && <Reports />}
        {page.path === "audits" && <Audits />}
        {page.path === "playground" && <Playground />}
      </main>
    </>
  )
}

render(<App />, document.getElementById("app")!)
