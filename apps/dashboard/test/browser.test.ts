/**
 * The dashboard in a real browser (Debian's Chromium driven by playwright-core) against a real
 * API server on loopback, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: sign in by a
 * one-time link from the CLI, create and revoke a key (the revoked key then gets 401), start a
 * population and watch its progress, see usage move after the billed call, validate a pasted
 * population, sign out; open a stored report by id, run an audit to completion, and get a paced
 * reply over the playground's real WebSocket. Each page is checked with axe-core (no serious or critical violation)
 * and photographed at desktop and phone width into `.screenshots/`.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { Cli } from "@cis/cli"
import { targets } from "@cis/db/testing"
import { Effect, ManagedRuntime } from "effect"
import { type Browser, chromium, type Page } from "playwright-core"
import { afterAll, assert, beforeAll, describe, it } from "vitest"
import { TestServer, testServer } from "../../api/test/support.js"

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")
const shots = new URL("../.screenshots/", import.meta.url).pathname
const desktop = { width: 1280, height: 860 }
const phone = { width: 390, height: 844 }

let browser: Browser
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run"
    ]
  })
})
afterAll(async () => {
  await browser?.close()
})

const json = async (url: string, method: string, token: string, body?: unknown) => {
  const r = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {})
  })
  return { status: r.status, body: (await r.json()) as any }
}

/** axe-core on the current page: no serious or critical violation. */
const accessible = async (page: Page, name: string) => {
  // Evaluated through the DevTools protocol: the page's CSP (no inline scripts) stays on.
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const result = await (window as any).axe.run(document, { resultTypes: ["violations"] })
    return result.violations
      .filter((v: any) => v.impact === "serious" || v.impact === "critical")
      .map((v: any) => `${v.id}: ${v.help} (${v.nodes.map((n: any) => n.target.join(" ")).join("; ")})`)
  })
  assert.deepStrictEqual(violations, [], `${name}: accessibility violations`)
}

/** Screenshots at desktop and phone width (full page). */
const photograph = async (page: Page, dir: string, name: string) => {
  await page.setViewportSize(phone)
  // Charts follow the new width on their next resize observation.
  await page
    .waitForFunction((w) => document.documentElement.scrollWidth <= w, phone.width, { timeout: 5_000 })
    .catch(() => undefined)
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  const widest = await page.evaluate(
    (w) =>
      [...document.querySelectorAll("body *")]
        .filter((e) => e.getBoundingClientRect().right > w)
        .slice(0, 3)
        .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`)
        .join(", "),
    phone.width
  )
  assert.isAtMost(width, phone.width, `${name}: the page is wider than a phone (${width} px: ${widest})`)
  await page.screenshot({ path: `${dir}/${name}-phone.png`, fullPage: true })
  await page.setViewportSize(desktop)
  await page.screenshot({ path: `${dir}/${name}-desktop.png`, fullPage: true })
}

const open = async (page: Page, label: string, heading: string) => {
  await page.getByRole("navigation").getByRole("link", { name: label }).click()
  await page.getByRole("heading", { level: 1, name: heading }).waitFor()
}

/** A support chat for the report and the audit: the agent deflects Dana's question twice. */
const chat = [
  { id: "m1", speaker: "Dana", text: "where is my order? it was due monday" },
  { id: "m2", speaker: "Ava", text: "Thanks for reaching out! We value every customer." },
  { id: "m3", speaker: "Dana", text: "that's not an answer. when does it ship?" },
  { id: "m4", speaker: "Ava", text: "Thanks for reaching out! We value every customer." },
  { id: "m5", speaker: "Dana", text: "forget it, I'll cancel" },
  { id: "m6", speaker: "Sam", text: "Dana did you try the tracking page?" }
]

const usageFigure = async (page: Page) => Number(await page.getByTestId("total-calls").textContent())

for (const target of targets()) {
  describe(target.name, () => {
    const runtime = ManagedRuntime.make(
      testServer(target.layer, { worker: true, scheduler: true, initialCredits: 1000 })
    )
    afterAll(() => runtime.dispose())

    it("signs in by link, manages keys, runs a population, shows usage, validates, signs out", async () => {
      assert.isTrue(
        existsSync(chromiumPath),
        `Chromium not found at ${chromiumPath}: apt-get install chromium`
      )
      const s = await runtime.runPromise(Effect.map(TestServer, (x) => x))
      const dir = `${shots}${target.name}`
      mkdirSync(dir, { recursive: true })
      const account = await json(`${s.url}/v1/admin/accounts`, "POST", s.admin, { name: "Acme Research" })
      assert.strictEqual(account.status, 200)

      // The sign-in link, from the CLI.
      let out = ""
      const code = await Cli.run(
        ["accounts", "login-link", account.body.account_id, "--url", s.url, "--token", s.admin],
        { env: {}, cwd: process.cwd(), stdout: (t) => (out += t), stderr: (t) => (out += t) }
      )
      assert.strictEqual(code, 0, out)
      const link = /https?:\/\/\S+#code=lk_[A-Za-z0-9_-]+/.exec(out)?.[0]
      assert.isDefined(link, out)
      const { pathname, hash } = new URL(link!)

      const context = await browser.newContext({ viewport: desktop })
      const page = await context.newPage()
      const errors: Array<string> = []
      page.on("pageerror", (e) => errors.push(String(e)))
      await page.goto(`${s.url}${pathname}${hash}`)
      await page.getByRole("heading", { name: "Sign in" }).waitFor()
      await accessible(page, "sign-in")
      await photograph(page, dir, "0-sign-in")
      await page.getByRole("button", { name: "Sign in" }).click()
      await page.getByRole("heading", { level: 1, name: "Credits and usage" }).waitFor()
      assert.strictEqual(await page.getByTestId("account-name").textContent(), "Acme Research")
      const cookies = await context.cookies()
      const session = cookies.find((c) => c.name === "cis_session")
      assert.isDefined(session)
      assert.isTrue(session!.httpOnly)
      assert.strictEqual(session!.sameSite, "Strict")
      assert.strictEqual(await page.evaluate(() => document.cookie), "", "scripts cannot read the session")
      await page.getByTestId("total-calls").filter({ hasText: /^\d+$/ }).waitFor()
      const callsBefore = await usageFigure(page)

      // Keys: create (shown once), it works and its last use is listed; revoke, then 401.
      await open(page, "API keys", "API keys")
      await page.getByLabel("Name").fill("staging")
      await page.getByRole("checkbox", { name: "turn-taking" }).check()
      await page.getByLabel("Expires").selectOption({ label: "30 days" })
      await page.getByRole("button", { name: "Create key" }).click()
      const key = (await page.getByTestId("new-key").textContent()) ?? ""
      assert.match(key, /^ak_[A-Za-z0-9_-]{43}$/)
      assert.strictEqual((await json(`${s.url}/v1/turn-taking/actions/whoami`, "POST", key)).status, 200)
      const row = page.getByTestId("keys").getByRole("row", { name: /staging/ })
      await row.waitFor()
      assert.include(await row.textContent(), key.slice(0, 9))
      assert.include(await row.textContent(), "turn-taking")
      // Listed again after the call: its last use is shown (to the minute, UTC).
      await open(page, "Credits and usage", "Credits and usage")
      await open(page, "API keys", "API keys")
      assert.match(
        (await row.getByTestId("last-used").textContent()) ?? "",
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/
      )
      await accessible(page, "keys")
      await photograph(page, dir, "1-keys")
      page.once("dialog", (d) => d.accept())
      await row.getByRole("button", { name: /Revoke/ }).click()
      await row.waitFor({ state: "detached" })
      assert.strictEqual((await json(`${s.url}/v1/turn-taking/actions/whoami`, "POST", key)).status, 401)

      // A population: progress while it runs, then the personas and the charts.
      await open(page, "Personas", "Personas")
      await page.getByLabel("Who to generate").fill("night-shift nurses in Lyon, aged 25 to 55")
      await page.getByLabel("How many").fill("12")
      await page.getByRole("button", { name: "Generate" }).click()
      const status = page.getByTestId("population-status")
      await status.waitFor()
      await page.getByRole("progressbar", { name: "Generation progress" }).waitFor()
      await status.filter({ hasText: "succeeded" }).waitFor({ timeout: 60_000 })
      assert.include(await status.textContent(), "12 of 12")
      const bar = page.getByRole("progressbar", { name: "Generation progress" })
      assert.strictEqual(await bar.getAttribute("value"), await bar.getAttribute("max"))
      await page.getByRole("heading", { name: "Personas (12)" }).waitFor()
      await page.getByRole("img", { name: /Diversity/ }).waitFor()
      assert.isAbove(await page.locator("figure.chart").count(), 1, "diversity and marginal charts")
      await accessible(page, "personas")
      await photograph(page, dir, "2-personas")

      // Usage moved after the billed population.
      await open(page, "Credits and usage", "Credits and usage")
      await page.getByTestId("recent-calls").waitFor()
      assert.strictEqual(await usageFigure(page), callsBefore + 1)
      assert.include(await page.getByTestId("recent-calls").textContent(), "personas")
      await page.getByRole("img", { name: /last 7 days/ }).waitFor()
      await accessible(page, "usage")
      await photograph(page, dir, "3-usage")

      // Validate a pasted population (an error first: the API's message is shown).
      await open(page, "Validate", "Validate a population")
      const area = page.getByLabel(/Personas as JSON/)
      await area.fill("[]")
      await page.getByRole("button", { name: "Validate" }).click()
      await page.getByRole("alert").waitFor()
      assert.match((await page.getByRole("alert").textContent()) ?? "", /personas/i)
      const persona = (id: string, role: string, age: string) => ({
        persona_id: id,
        fields: { role, age },
        system_prompt: `You are a ${age}-year-old ${role}.`,
        markdown: `# ${role}`
      })
      await area.fill(JSON.stringify([persona("a", "nurse", "31"), persona("b", "doctor", "45")]))
      await page.getByRole("button", { name: "Validate" }).click()
      await page
        .getByTestId("validation-status")
        .filter({ hasText: "succeeded" })
        .waitFor({ timeout: 30_000 })
      await page.getByTestId("validation-verdict").waitFor()
      await accessible(page, "validate")
      await photograph(page, dir, "4-validate")

      // The reports, audits and playground pages before any use: accessible, phone-width.
      for (const [label, heading, file] of [
        ["Reports", "Reports", "5-reports"],
        ["Audits", "Audits", "6-audits"],
        ["Turn-taking", "Turn-taking playground", "7-playground"]
      ] as const) {
        await open(page, label, heading)
        await accessible(page, label)
        await photograph(page, dir, file)
      }

      // The phone layout: the menu opens the navigation.
      await page.setViewportSize(phone)
      await page.getByRole("button", { name: "Menu" }).click()
      await page.getByRole("navigation").getByRole("link", { name: "API keys" }).waitFor()
      await page.screenshot({ path: `${dir}/8-menu-phone.png` })
      await page.setViewportSize(desktop)

      // Sign out: the session ends, the cookie is gone, a reload shows the sign-in page.
      await page.getByRole("button", { name: "Sign out" }).click()
      await page.getByRole("heading", { name: "Sign in" }).waitFor()
      assert.isUndefined((await context.cookies()).find((c) => c.name === "cis_session"))
      await page.reload()
      await page.getByRole("heading", { name: "Sign in" }).waitFor()
      // The used link does not sign in again.
      await page.goto(`${s.url}${pathname}${hash}`)
      await page.getByRole("button", { name: "Sign in" }).click()
      await page
        .getByRole("alert")
        .filter({ hasText: /already used/ })
        .waitFor()
      assert.deepStrictEqual(errors, [], "no script errors")
      await context.close()
    })

    it("a report by id, an audit run to completion and the playground's paced reply, on the real endpoints", async () => {
      const s = await runtime.runPromise(Effect.map(TestServer, (x) => x))
      const dir = `${shots}${target.name}`
      mkdirSync(dir, { recursive: true })
      const account = await json(`${s.url}/v1/admin/accounts`, "POST", s.admin, { name: "Real endpoints" })
      const link = await json(
        `${s.url}/v1/admin/accounts/${account.body.account_id}/login-links`,
        "POST",
        s.admin,
        {}
      )
      // A stored report, made with the account's key as any client would.
      const analyzed = await json(
        `${s.url}/v1/social-observability/actions/analyze`,
        "POST",
        account.body.api_key,
        { transcript: { messages: chat }, agent_name: "Ava" }
      )
      assert.strictEqual(analyzed.status, 200, JSON.stringify(analyzed.body))
      const { pathname, hash } = new URL(link.body.url)
      const context = await browser.newContext({ viewport: desktop })
      const page = await context.newPage()
      const errors: Array<string> = []
      page.on("pageerror", (e) => errors.push(String(e)))
      await page.goto(`${s.url}${pathname}${hash}`)
      await page.getByRole("button", { name: "Sign in" }).click()
      await page.getByRole("heading", { level: 1, name: "Credits and usage" }).waitFor()

      // Reports: a malformed id is said so; the stored report is drawn.
      await open(page, "Reports", "Reports")
      await page.getByLabel("Report id").fill("not-an-id")
      await page.getByRole("button", { name: "Open" }).click()
      await page.getByText(/A report id is a UUID/).waitFor()
      await page.getByLabel("Report id").fill(analyzed.body.id)
      await page.getByRole("button", { name: "Open" }).click()
      assert.strictEqual(
        await page.getByTestId("health-score").textContent(),
        analyzed.body.health_score.toFixed(2)
      )
      assert.strictEqual(
        await page.getByRole("list", { name: "Interactions in order" }).getByRole("listitem").count(),
        analyzed.body.interactions.length
      )
      await page.getByRole("row", { name: /^Dana/ }).waitFor()
      assert.isAbove(analyzed.body.findings.length, 0, "the deflections are findings")
      await page.getByRole("heading", { name: analyzed.body.findings[0].issue }).first().waitFor()
      await accessible(page, "report")
      await photograph(page, dir, "5-report")

      // Audits: paste, the parsed participants and the guess, launch, the sections fill in.
      await open(page, "Audits", "Audits")
      await page
        .getByLabel("The chat, pasted as it is")
        .fill(chat.map((m) => `${m.speaker}: ${m.text}`).join("\n"))
      await page.getByRole("button", { name: "Read the chat" }).click()
      await page.getByText("6 messages; participants: Dana, Ava, Sam.").waitFor()
      // The guess is preselected; the agent here is Ava.
      assert.include(["Dana", "Ava", "Sam"], await page.getByLabel("Which one is the agent?").inputValue())
      await page.getByLabel("Which one is the agent?").selectOption("Ava")
      await page.getByRole("button", { name: "Launch the audit" }).click()
      await page.getByText("Status: completed").waitFor({ timeout: 60_000 })
      await page.getByText(/^Replies: (\d+|none needed)$/).waitFor({ timeout: 30_000 })
      await page.getByText(/Turn at message 2: risk/).waitFor()
      await page.getByTestId("health-score").waitFor()
      await accessible(page, "audit")
      await photograph(page, dir, "6-audit")

      // The playground: a thread, a person addresses the agent, the decision, the paced reply
      // over the real WebSocket with the typing indicator.
      await open(page, "Turn-taking", "Turn-taking playground")
      await page.getByRole("button", { name: "Open a thread" }).click()
      await page.getByText(/· live/).waitFor()
      await page.getByLabel("Message").fill("Ava, where is my order?")
      await page.getByRole("button", { name: "Send" }).click()
      await page.getByTestId("decision").waitFor()
      assert.include(await page.getByTestId("decision").textContent(), "speak")
      await page
        .getByLabel(/draft reply/)
        .fill("It ships Thursday.\n\nI'll send you the tracking link today.")
      await page.getByRole("button", { name: "Reply" }).click()
      await page.getByTestId("typing").waitFor({ timeout: 15_000 })
      await accessible(page, "playground")
      await page.getByTestId("chat").getByText("It ships Thursday.").waitFor({ timeout: 30_000 })
      await page
        .getByTestId("chat")
        .getByText("I'll send you the tracking link today.")
        .waitFor({ timeout: 30_000 })
      await page.getByTestId("typing").waitFor({ state: "detached", timeout: 15_000 })
      await photograph(page, dir, "7-playground-thread")
      assert.deepStrictEqual(errors, [], "no script errors")
      await context.close()
    })
  })
}
