/**
 * The library of domain blueprints of the offline provider: one {@link Domain} per kind of
 * population (customers of a support desk, software developers, patients, students, online
 * shoppers, employees, gamers, voters, healthcare workers) plus the `general public` fallback.
 *
 * Each domain carries its blueprint (spec 2.3: root categoricals with weights, truncated-normal
 * numerics, conditional children on categorical parents, `ordered_values`, linear constraints,
 * text fields), the keywords that select it (see `Infer`), and the templates and phrase lists the
 * writer uses for its text fields (see `Writer`).
 *
 * @since 0.1.0
 */
import type { Blueprint } from "@cis/blueprint"
import type { Composition, Phrases } from "./internal/template.js"
import { words } from "./internal/text.js"

type Field = Blueprint.BlueprintField
type Numeric = Blueprint.NumericDistribution
type Weights = Readonly<Record<string, number>>

/** One domain of the library. */
export interface Domain {
  /** Stable identifier, e.g. `software_developers`. */
  readonly id: string
  /** Human label; also the blueprint's `domain`. */
  readonly label: string
  /** One member of the population, e.g. `software developer` (its last word is the head noun). */
  readonly noun: string
  /** Keyword → weight; a keyword may be several words. See `Infer.scoreDomains`. */
  readonly keywords: Readonly<Record<string, number>>
  /** The blueprint (spec 2.3) without `rationale` or `sources`. */
  readonly blueprint: Blueprint.Blueprint
  /** Text field name → template slots (see `Writer`). */
  readonly text: Readonly<Record<string, Composition>>
  /** Named phrase lists the templates draw from. */
  readonly phrases: Phrases
}

// --- helpers -----------------------------------------------------------------------------------

const n = (min: number, max: number, mean: number, sd: number, integer = true): Numeric =>
  integer ? { min, max, mean, sd, integer: true } : { min, max, mean, sd }

const categorical = (
  name: string,
  description: string,
  weights: Weights,
  ordered?: ReadonlyArray<string>
): Field => ({
  name,
  kind: "categorical",
  description,
  parents: [],
  categorical: { weights },
  ...(ordered !== undefined ? { ordered_values: ordered } : {})
})

const numeric = (name: string, description: string, dist: Numeric): Field => ({
  name,
  kind: "numeric",
  description,
  parents: [],
  numeric: dist
})

const text = (name: string, description: string): Field => ({ name, kind: "text", description, parents: [] })

/** A categorical child of one categorical parent: one rule per listed parent value. */
const categoricalChild = (
  name: string,
  description: string,
  parent: string,
  rules: Readonly<Record<string, Weights>>,
  options: { readonly fallback?: Weights; readonly ordered?: ReadonlyArray<string> } = {}
): Field => ({
  name,
  kind: "categorical",
  description,
  parents: [parent],
  conditionals: Object.entries(rules).map(([value, weights]) => ({
    when: { [parent]: value },
    categorical: { weights }
  })),
  ...(options.fallback !== undefined ? { categorical: { weights: options.fallback } } : {}),
  ...(options.ordered !== undefined ? { ordered_values: options.ordered } : {})
})

/** A numeric child of one categorical parent: one rule per listed parent value. */
const numericChild = (
  name: string,
  description: string,
  parent: string,
  rules: Readonly<Record<string, Numeric>>,
  fallback?: Numeric
): Field => ({
  name,
  kind: "numeric",
  description,
  parents: [parent],
  conditionals: Object.entries(rules).map(([value, numeric]) => ({ when: { [parent]: value }, numeric })),
  ...(fallback !== undefined ? { numeric: fallback } : {})
})

const blueprint = (
  domain: string,
  fields: ReadonlyArray<Field>,
  constraints: ReadonlyArray<Blueprint.Constraint>
): Blueprint.Blueprint => ({
  domain,
  order: fields.filter((f) => f.kind !== "text").map((f) => f.name),
  fields,
  constraints
})

const GENDER = categorical("gender", "Gender identity", { female: 50, male: 48, "non-binary": 2 })

// --- customers of a support desk ---------------------------------------------------------------

const supportCustomers: Domain = {
  id: "support_customers",
  label: "customers of a support desk",
  noun: "customer",
  keywords: {
    customer: 3,
    "support desk": 5,
    "help desk": 5,
    helpdesk: 5,
    "service desk": 5,
    "support ticket": 5,
    ticket: 2,
    "customer service": 5,
    "customer support": 5,
    support: 2,
    complaint: 3,
    subscriber: 3,
    subscription: 2,
    caller: 2,
    "contact center": 5,
    "call center": 4,
    saas: 2,
    churn: 3,
    refund: 2,
    client: 1
  },
  blueprint: blueprint(
    "customers of a support desk",
    [
      categorical("plan", "Subscription plan", { free: 5, basic: 4, pro: 3, enterprise: 1 }, [
        "free",
        "basic",
        "pro",
        "enterprise"
      ]),
      categorical("channel", "Preferred support channel", {
        email: 4,
        "live chat": 4,
        phone: 2,
        "social media": 1
      }),
      categorical("issue_type", "Reason for the current contact", {
        billing: 3,
        "technical problem": 5,
        "account access": 2,
        "feature request": 1,
        cancellation: 1
      }),
      numeric("age", "Age in years", n(18, 85, 39, 13)),
      numericChild("tenure_months", "Months as a customer", "plan", {
        free: n(0, 36, 6, 8),
        basic: n(1, 60, 14, 12),
        pro: n(1, 96, 24, 18),
        enterprise: n(3, 120, 40, 24)
      }),
      numericChild("tickets_last_year", "Support tickets opened in the last 12 months", "plan", {
        free: n(0, 12, 2, 2),
        basic: n(0, 20, 3, 3),
        pro: n(0, 30, 5, 4),
        enterprise: n(0, 60, 10, 8)
      }),
      categoricalChild(
        "tech_savviness",
        "Comfort with technology",
        "channel",
        { phone: { low: 4, medium: 3, high: 1 }, "social media": { low: 1, medium: 3, high: 4 } },
        { fallback: { low: 2, medium: 4, high: 3 }, ordered: ["low", "medium", "high"] }
      ),
      categoricalChild(
        "mood",
        "Mood when contacting support",
        "issue_type",
        {
          billing: { calm: 2, "mildly annoyed": 4, frustrated: 3, angry: 1 },
          cancellation: { calm: 2, "mildly annoyed": 2, frustrated: 3, angry: 2 },
          "feature request": { calm: 6, "mildly annoyed": 2, frustrated: 1 }
        },
        {
          fallback: { calm: 3, "mildly annoyed": 4, frustrated: 3, angry: 1 },
          ordered: ["calm", "mildly annoyed", "frustrated", "angry"]
        }
      ),
      text("bio", "Who the customer is"),
      text("pain_point", "What frustrates them about support"),
      text("goal", "What they want from this contact")
    ],
    [
      { name: "tickets_vs_tenure", lhs: "tickets_last_year", op: "<=", rhs: "3 * tenure_months + 2" },
      { name: "tenure_vs_age", lhs: "tenure_months", op: "<=", rhs: "12 * age - 192" }
    ]
  ),
  text: {
    bio: [
      [
        "{name} is {a:age}-year-old customer on the {plan} plan, with the service for {months:tenure_months}.",
        "{first} {last}, {age}, has been {a:plan}-plan subscriber for {months:tenure_months}.",
        "At {age}, {name} has spent {months:tenure_months} on the {plan} plan."
      ],
      [
        "{first} usually contacts support by {channel} and opened {n:tickets_last_year:ticket} in the past year.",
        "{Their} preferred channel is {channel}; last year {first} filed {n:tickets_last_year:ticket}.",
        "{first} has opened {n:tickets_last_year:ticket} in the last twelve months, mostly through {channel}."
      ],
      ["{~savvy@tech_savviness}"],
      [
        "The open ticket is about {~issue@issue_type}, and {first} is feeling {mood}.",
        "Right now {first} is {mood} about {~issue@issue_type}."
      ]
    ],
    pain_point: [
      [
        "{Their} biggest frustration is {~pain@issue_type}.",
        "What bothers {first} most is {~pain@issue_type}.",
        "{first} is tired of {~pain@issue_type}."
      ],
      ["{~channelpain@channel}"]
    ],
    goal: [
      [
        "{first} wants {~goal@issue_type}.",
        "{Their} goal for this contact is {~goal@issue_type}.",
        "Above all, {first} is hoping for {~goal@issue_type}."
      ],
      ["{~planexpect@plan}"]
    ]
  },
  phrases: {
    "savvy:low": [
      "Technology is not {first}'s strong suit, so plain step-by-step help matters.",
      "{first} gets lost in technical jargon and prefers someone to walk through each step."
    ],
    "savvy:medium": [
      "{first} is reasonably comfortable with apps and can follow written instructions.",
      "{first} can fix simple things alone but wants confirmation before changing settings."
    ],
    "savvy:high": [
      "{first} is technically confident and has usually tried the obvious fixes before writing in.",
      "{first} reads release notes and expects agents to skip the basic scripts."
    ],
    "issue:billing": [
      "a double charge on the last invoice",
      "an unexpected price increase",
      "a refund that has not arrived"
    ],
    "issue:technical problem": [
      "an app that keeps crashing at login",
      "a sync error that loses data",
      "an integration that stopped working after an update"
    ],
    "issue:account access": [
      "a locked account after too many password attempts",
      "two-factor codes that never arrive",
      "an email change that did not go through"
    ],
    "issue:feature request": [
      "a missing export option",
      "bulk editing that the product lacks",
      "better reporting"
    ],
    "issue:cancellation": [
      "cancelling the subscription",
      "downgrading before the next renewal",
      "closing the account"
    ],
    "pain:billing": [
      "charges that are hard to understand",
      "waiting weeks for refunds",
      "invoices that do not match the plan"
    ],
    "pain:technical problem": [
      "repeating the same troubleshooting steps to every new agent",
      "bugs that come back after every update",
      "being told to clear the cache yet again"
    ],
    "pain:account access": [
      "being locked out with no quick way back in",
      "verification steps that loop forever",
      "security questions nobody remembers setting"
    ],
    "pain:feature request": [
      "feedback that seems to vanish into a void",
      "building workarounds for missing features",
      "roadmap promises that keep slipping"
    ],
    "pain:cancellation": [
      "cancellation flows that hide the button",
      "retention offers instead of a straight answer",
      "being billed again after asking to cancel"
    ],
    "channelpain:phone": [
      "Long hold times on the phone make it worse.",
      "Being transferred between phone agents makes it worse."
    ],
    "channelpain:email": [
      "Slow email replies make it worse.",
      "Email threads that restart from scratch make it worse."
    ],
    "channelpain:live chat": [
      "Chat agents who paste canned answers make it worse.",
      "Chats that time out mid-conversation make it worse."
    ],
    "channelpain:social media": [
      "Public replies that say 'send us a DM' and then go silent make it worse.",
      "Waiting days for a reply to a direct message makes it worse."
    ],
    "goal:billing": [
      "a clear explanation of the charges and the money back",
      "a corrected invoice this week"
    ],
    "goal:technical problem": [
      "a fix that sticks, not another workaround",
      "someone who can reproduce the bug and escalate it"
    ],
    "goal:account access": ["access to the account again today", "a simpler way to prove who they are"],
    "goal:feature request": [
      "an honest answer on whether the feature is coming",
      "a workaround until the feature ships"
    ],
    "goal:cancellation": ["a cancellation confirmed in writing", "a clean exit without further charges"],
    "planexpect:free": ["On the free plan, {first} does not expect much, just a product that works."],
    "planexpect:basic": ["As a paying basic customer, {first} expects a reply within a day."],
    "planexpect:pro": ["On the pro plan, {first} expects priority handling."],
    "planexpect:enterprise": [
      "As an enterprise customer, {first} expects a named contact and the agreed response times."
    ]
  }
}

// --- software developers -----------------------------------------------------------------------

const softwareDevelopers: Domain = {
  id: "software_developers",
  label: "software developers",
  noun: "software developer",
  keywords: {
    developer: 5,
    "software developer": 6,
    "software engineer": 6,
    programmer: 5,
    coder: 4,
    engineer: 2,
    software: 2,
    devops: 4,
    frontend: 4,
    backend: 4,
    "full stack": 4,
    "full-stack": 4,
    code: 2,
    coding: 3,
    programming: 3,
    github: 3,
    "open source": 3,
    "tech company": 2,
    startup: 1,
    api: 2,
    "machine learning engineer": 4,
    "data engineer": 4
  },
  blueprint: blueprint(
    "software developers",
    [
      categorical("role", "Engineering role", {
        "backend engineer": 5,
        "frontend engineer": 4,
        "full-stack engineer": 4,
        "DevOps engineer": 2,
        "data engineer": 2,
        "mobile developer": 2,
        "machine learning engineer": 1
      }),
      categorical(
        "seniority",
        "Career level",
        { junior: 3, "mid-level": 4, senior: 3, staff: 1, principal: 0.5 },
        ["junior", "mid-level", "senior", "staff", "principal"]
      ),
      numeric("age", "Age in years", n(20, 68, 33, 8)),
      numericChild("years_experience", "Years of professional experience", "seniority", {
        junior: n(0, 3, 1, 1),
        "mid-level": n(2, 8, 4.5, 1.8),
        senior: n(5, 20, 9, 3),
        staff: n(8, 30, 13, 4),
        principal: n(10, 40, 17, 5)
      }),
      categoricalChild(
        "primary_language",
        "Main programming language",
        "role",
        {
          "backend engineer": { Go: 3, Java: 4, Python: 3, "C#": 2, Rust: 1, TypeScript: 2, Kotlin: 1 },
          "frontend engineer": { TypeScript: 7, JavaScript: 3 },
          "full-stack engineer": { TypeScript: 6, JavaScript: 2, Python: 2, Ruby: 1, PHP: 1 },
          "DevOps engineer": { Go: 3, Python: 4, Bash: 2 },
          "data engineer": { Python: 6, Scala: 2, SQL: 3 },
          "mobile developer": { Kotlin: 4, Swift: 4, Dart: 2 },
          "machine learning engineer": { Python: 9, "C++": 1 }
        },
        { fallback: { Python: 3, TypeScript: 3, Java: 2, Go: 2 } }
      ),
      categorical(
        "company_size",
        "Size of the employer",
        { startup: 3, "scale-up": 2, "mid-size company": 3, "large enterprise": 2 },
        ["startup", "scale-up", "mid-size company", "large enterprise"]
      ),
      categorical("work_mode", "Where they work", { remote: 4, hybrid: 4, "on-site": 2 }),
      numericChild("salary_k", "Yearly salary, thousands of USD", "seniority", {
        junior: n(40, 120, 70, 15),
        "mid-level": n(55, 170, 100, 22),
        senior: n(80, 250, 140, 30),
        staff: n(120, 330, 190, 40),
        principal: n(150, 420, 230, 50)
      }),
      text("bio", "Background"),
      text("goal", "Current professional goal"),
      text("pain_point", "Biggest frustration at work")
    ],
    [
      { name: "experience_vs_age", lhs: "years_experience", op: "<=", rhs: "age - 18" },
      { name: "salary_vs_experience", lhs: "salary_k", op: ">=", rhs: "30 + 2 * years_experience" }
    ]
  ),
  text: {
    bio: [
      [
        "{name} is {a:age}-year-old {seniority} {role} with {years:years_experience} of experience.",
        "{first} {last}, {age}, works as {a:seniority} {role} and has been coding professionally for {years:years_experience}.",
        "With {years:years_experience} in the industry behind {them}, {first} ({age}) is now {a:seniority} {role}."
      ],
      [
        "{first} writes mostly {primary_language} at {a:company_size} and works {~mode@work_mode}.",
        "Day to day it is {primary_language}, {~mode@work_mode}, at {a:company_size}.",
        "{Their} main language is {primary_language}; {first} works {~mode@work_mode} for {a:company_size}."
      ],
      ["{~devtrait@seniority}"],
      ["The job pays about {usdk:salary_k} a year.", "{first} earns around {usdk:salary_k} a year.", ""]
    ],
    goal: [
      [
        "{first} wants to {~devgoal@seniority}.",
        "Next, {first} hopes to {~devgoal@seniority}.",
        "{Their} goal for this year is to {~devgoal@seniority}."
      ],
      ["{~langgoal@primary_language}", ""]
    ],
    pain_point: [
      [
        "{first}'s biggest frustration is {~devpain@role}.",
        "What slows {first} down most is {~devpain@role}.",
        "{first} loses hours every week to {~devpain@role}."
      ],
      ["{~modepain@work_mode}", ""]
    ]
  },
  phrases: {
    "mode:remote": ["fully remote", "remotely from a home office"],
    "mode:hybrid": ["on a hybrid schedule", "partly from the office and partly from home"],
    "mode:on-site": ["on-site with the team", "from the office every day"],
    "devtrait:junior": [
      "{first} is still building confidence and asks a lot of questions in code review.",
      "{first} is eager to learn and pairs with senior colleagues whenever possible."
    ],
    "devtrait:mid-level": [
      "{first} owns features end to end and is starting to mentor newer teammates.",
      "{first} is the reliable one who turns vague tickets into shipped code."
    ],
    "devtrait:senior": [
      "{first} is the person others ask when production breaks.",
      "{first} reviews most of the team's designs and cares about maintainability."
    ],
    "devtrait:staff": [
      "{first} spends as much time on architecture documents as on code.",
      "{first} works across teams to untangle the hardest technical problems."
    ],
    "devtrait:principal": [
      "{first} sets technical direction for several teams.",
      "{first} is consulted on every major architecture decision in the company."
    ],
    "devgoal:junior": [
      "get promoted to a mid-level role",
      "ship a feature without needing a rewrite in review",
      "really understand how the deployment pipeline works"
    ],
    "devgoal:mid-level": [
      "lead a project from design to launch",
      "get better at system design",
      "move into a senior role"
    ],
    "devgoal:senior": [
      "mentor two junior engineers",
      "pay down the team's worst technical debt",
      "choose between the management and staff-engineer tracks"
    ],
    "devgoal:staff": [
      "get the platform migration over the finish line",
      "make the on-call rotation less painful for everyone",
      "set engineering standards that teams actually follow"
    ],
    "devgoal:principal": [
      "shape a technical strategy for the next three years",
      "grow the next generation of staff engineers",
      "cut infrastructure costs without slowing teams down"
    ],
    "langgoal:Python": ["{first} would also like to get serious about typing {their} Python code."],
    "langgoal:TypeScript": ["{first} wants to finally master advanced TypeScript types."],
    "langgoal:JavaScript": ["{first} would like to move the codebase from JavaScript to TypeScript."],
    "langgoal:Go": ["{first} is curious whether generics will change how {their} team writes Go."],
    "langgoal:Rust": ["{first} wants to convince the team that Rust is worth the learning curve."],
    "langgoal:Java": ["{first} would love to try the newest Java features in production."],
    "devpain:backend engineer": [
      "flaky integration tests",
      "undocumented services owned by teams that no longer exist",
      "database migrations that need weekend maintenance windows"
    ],
    "devpain:frontend engineer": [
      "design changes that arrive after the sprint has started",
      "fighting the build tooling",
      "browser quirks that only show up in production"
    ],
    "devpain:full-stack engineer": [
      "context switching between the front end and the back end",
      "being the only person who understands the whole stack",
      "vague requirements that change mid-sprint"
    ],
    "devpain:DevOps engineer": [
      "being paged at 3 a.m.",
      "snowflake servers nobody dares to touch",
      "slow CI pipelines"
    ],
    "devpain:data engineer": [
      "upstream schema changes that break pipelines without warning",
      "dashboards built on data nobody trusts",
      "backfills that take all weekend"
    ],
    "devpain:mobile developer": [
      "app-store review delays",
      "supporting old phones the business refuses to drop",
      "release trains that leave no room for fixes"
    ],
    "devpain:machine learning engineer": [
      "models that work in notebooks but not in production",
      "waiting for GPU capacity",
      "labels of questionable quality"
    ],
    "modepain:remote": ["Remote work sometimes leaves {first} feeling out of the loop."],
    "modepain:hybrid": ["On office days, meetings eat the time {first} needs for deep work."],
    "modepain:on-site": ["The open-plan office makes focus hard for {first}."]
  }
}

// --- patients -----------------------------------------------------------------------------------

const patients: Domain = {
  id: "patients",
  label: "patients",
  noun: "patient",
  keywords: {
    patient: 6,
    clinic: 2,
    hospital: 2,
    diagnosis: 3,
    diagnosed: 3,
    chronic: 3,
    illness: 3,
    disease: 3,
    diabetes: 4,
    diabetic: 4,
    hypertension: 4,
    asthma: 3,
    cancer: 3,
    treatment: 2,
    medical: 1,
    health: 1,
    healthcare: 1,
    symptom: 3,
    outpatient: 4,
    inpatient: 4,
    "emergency room": 3,
    medication: 3,
    therapy: 1,
    condition: 1,
    sick: 3,
    "care recipient": 4
  },
  blueprint: blueprint(
    "patients",
    [
      numeric("age", "Age in years", n(18, 98, 54, 18)),
      GENDER,
      categorical("insurance", "Health coverage", { private: 4, public: 5, uninsured: 1 }),
      categorical("care_setting", "Where they are treated", {
        "primary care": 5,
        "outpatient specialist": 3,
        "hospital inpatient": 2,
        "emergency department": 1
      }),
      categoricalChild(
        "primary_condition",
        "Main condition",
        "care_setting",
        {
          "outpatient specialist": {
            "rheumatoid arthritis": 2,
            "heart failure": 2,
            COPD: 2,
            "type 2 diabetes": 2,
            "chronic kidney disease": 2,
            cancer: 2
          },
          "hospital inpatient": {
            pneumonia: 3,
            "heart failure": 3,
            COPD: 2,
            "hip fracture": 2,
            "post-surgical recovery": 3
          },
          "emergency department": {
            "hip fracture": 2,
            asthma: 2,
            pneumonia: 2,
            "chest pain": 3,
            "kidney stones": 2
          }
        },
        {
          fallback: {
            "type 2 diabetes": 4,
            hypertension: 5,
            asthma: 2,
            "chronic back pain": 3,
            depression: 3,
            migraine: 2
          }
        }
      ),
      categoricalChild(
        "severity",
        "Severity of the condition",
        "care_setting",
        {
          "outpatient specialist": { mild: 2, moderate: 5, severe: 3 },
          "hospital inpatient": { mild: 1, moderate: 4, severe: 5 },
          "emergency department": { mild: 2, moderate: 4, severe: 4 }
        },
        { fallback: { mild: 5, moderate: 4, severe: 1 }, ordered: ["mild", "moderate", "severe"] }
      ),
      numericChild("visits_per_year", "Healthcare visits per year", "severity", {
        mild: n(1, 8, 3, 2),
        moderate: n(2, 16, 6, 3),
        severe: n(4, 50, 12, 6)
      }),
      numeric("years_since_diagnosis", "Years since the condition was diagnosed", n(0, 60, 6, 6)),
      text("bio", "Background"),
      text("main_concern", "What worries them most"),
      text("goal", "Health goal")
    ],
    [{ name: "diagnosis_after_birth", lhs: "years_since_diagnosis", op: "<=", rhs: "age" }]
  ),
  text: {
    bio: [
      [
        "{name} is {a:age}-year-old patient living with {primary_condition}.",
        "{first} {last}, {age}, has been managing {primary_condition} for {years:years_since_diagnosis}.",
        "{first}, {age}, was diagnosed with {primary_condition} {ago:years_since_diagnosis}."
      ],
      [
        "{Their} condition is {severity}; {first} has about {n:visits_per_year:visit} a year in {~care@care_setting}.",
        "Care happens mostly in {~care@care_setting}; {first} has roughly {n:visits_per_year:visit} a year for what doctors call a {severity} case.",
        "With a {severity} course, {first} needs around {n:visits_per_year:visit} a year, mostly in {~care@care_setting}."
      ],
      ["{~coverage@insurance}"]
    ],
    main_concern: [
      [
        "{first} worries most about {~concern@severity}.",
        "What keeps {first} up at night is {~concern@severity}.",
        "{Their} main concern is {~concern@severity}."
      ],
      ["{~coverconcern@insurance}", ""]
    ],
    goal: [
      [
        "{first} wants to {~healthgoal@severity}.",
        "{Their} goal is to {~healthgoal@severity}.",
        "More than anything, {first} hopes to {~healthgoal@severity}."
      ]
    ]
  },
  phrases: {
    "care:primary care": ["primary care", "a family doctor's practice"],
    "care:outpatient specialist": ["a specialist outpatient clinic"],
    "care:hospital inpatient": ["hospital, including inpatient stays"],
    "care:emergency department": ["the emergency department"],
    "coverage:private": [
      "{first} has private insurance through work.",
      "A private plan covers most of {their} bills."
    ],
    "coverage:public": [
      "{first} relies on public health coverage.",
      "Public insurance pays for most of {their} care."
    ],
    "coverage:uninsured": [
      "{first} has no insurance and pays out of pocket.",
      "Without insurance, every visit is a cost {first} weighs carefully."
    ],
    "concern:mild": [
      "whether the symptoms will get worse",
      "side effects of long-term medication",
      "finding time for check-ups"
    ],
    "concern:moderate": [
      "keeping the condition from limiting work and family life",
      "juggling several medications",
      "waiting months for a specialist appointment"
    ],
    "concern:severe": ["losing independence", "the next hospital stay", "being a burden on family"],
    "coverconcern:uninsured": ["The cost of treatment is never far from {their} mind."],
    "coverconcern:public": ["Long waiting lists in the public system frustrate {first}."],
    "coverconcern:private": ["Surprise bills despite insurance make {first} wary."],
    "healthgoal:mild": [
      "keep things mild with small lifestyle changes",
      "understand the condition well enough to manage it alone"
    ],
    "healthgoal:moderate": [
      "get the condition under control with a stable treatment plan",
      "return to a normal weekly routine"
    ],
    "healthgoal:severe": [
      "stay out of hospital for a whole year",
      "keep enough strength to live independently"
    ]
  }
}

// --- students -------------------------------------------------------------------------------------

const students: Domain = {
  id: "students",
  label: "students",
  noun: "student",
  keywords: {
    student: 6,
    pupil: 5,
    undergraduate: 5,
    undergrad: 5,
    university: 3,
    college: 3,
    "high school": 4,
    school: 2,
    campus: 4,
    phd: 4,
    "graduate student": 5,
    "grad student": 5,
    learner: 4,
    class: 1,
    course: 1,
    semester: 3,
    studying: 3,
    study: 1,
    freshman: 4,
    sophomore: 4,
    exam: 3,
    homework: 3,
    tuition: 3,
    teenager: 2
  },
  blueprint: blueprint(
    "students",
    [
      categorical(
        "level",
        "Level of study",
        { "high school": 3, undergraduate: 5, "master's": 2, doctoral: 1 },
        ["high school", "undergraduate", "master's", "doctoral"]
      ),
      numericChild("age", "Age in years", "level", {
        "high school": n(14, 19, 16, 1.3),
        undergraduate: n(17, 45, 21, 3.5),
        "master's": n(21, 55, 26, 4),
        doctoral: n(22, 60, 29, 4)
      }),
      categoricalChild(
        "field_of_study",
        "Subject or track",
        "level",
        { "high school": { sciences: 3, humanities: 2, arts: 1, "vocational studies": 2 } },
        {
          fallback: {
            "computer science": 4,
            business: 4,
            biology: 2,
            psychology: 3,
            engineering: 3,
            literature: 1,
            economics: 2,
            nursing: 2,
            education: 2,
            "fine arts": 1
          }
        }
      ),
      categorical("study_mode", "Mode of study", { "full-time": 7, "part-time": 2, online: 1 }),
      numeric("gpa", "Grade point average on a 4-point scale", n(1, 4, 3.1, 0.5, false)),
      numericChild("weekly_study_hours", "Hours of study per week", "study_mode", {
        "full-time": n(5, 60, 22, 8),
        "part-time": n(2, 30, 10, 5),
        online: n(2, 40, 12, 6)
      }),
      numericChild("work_hours_per_week", "Hours of paid work per week", "study_mode", {
        "full-time": n(0, 30, 6, 8),
        "part-time": n(0, 50, 25, 10),
        online: n(0, 50, 20, 12)
      }),
      text("bio", "Background"),
      text("goal", "Academic or career goal"),
      text("challenge", "Biggest challenge")
    ],
    [
      { name: "study_plus_work", lhs: "weekly_study_hours", op: "<=", rhs: "80 - work_hours_per_week" },
      { name: "work_by_age", lhs: "work_hours_per_week", op: "<=", rhs: "4 * age - 40" }
    ]
  ),
  text: {
    bio: [
      [
        "{name} is {a:age}-year-old {level} student in {field_of_study}.",
        "{first} {last}, {age}, studies {field_of_study} at {level} level.",
        "At {age}, {first} is {a:study_mode} {level} student focused on {field_of_study}."
      ],
      [
        "{first} studies {study_mode}, puts in about {n:weekly_study_hours:hour} a week and works {n:work_hours_per_week:hour} on top.",
        "A typical week means {n:weekly_study_hours:hour} of study and {n:work_hours_per_week:hour} of paid work.",
        "Between {n:weekly_study_hours:hour} of coursework and {n:work_hours_per_week:hour} at a job, {first}'s week is full."
      ],
      ["{~grades}"]
    ],
    goal: [
      [
        "{first} wants to {~studygoal@level}.",
        "The plan is to {~studygoal@level}.",
        "{Their} goal is to {~studygoal@level}."
      ]
    ],
    challenge: [
      [
        "{first}'s biggest challenge is {~challenge@study_mode}.",
        "What makes it hard is {~challenge@study_mode}.",
        "{first} struggles most with {~challenge@study_mode}."
      ]
    ]
  },
  phrases: {
    grades: [
      "{Their} current GPA is {gpa}.",
      "{first} holds a GPA of {gpa} and keeps a close eye on it.",
      "Grades matter to {first}; the GPA stands at {gpa}."
    ],
    "studygoal:high school": [
      "get into a good university",
      "finish school and find an apprenticeship",
      "pass the final exams with strong grades"
    ],
    "studygoal:undergraduate": [
      "land an internship before graduating",
      "graduate without too much debt",
      "find out which career actually fits"
    ],
    "studygoal:master's": [
      "turn the degree into a better-paid job",
      "write a thesis worth publishing",
      "switch careers"
    ],
    "studygoal:doctoral": [
      "finish the dissertation within the funding period",
      "publish in a top journal",
      "secure a postdoc or an industry research job"
    ],
    "challenge:full-time": [
      "keeping up with deadlines that all land in the same week",
      "staying motivated in large lectures",
      "making rent on a student budget"
    ],
    "challenge:part-time": [
      "balancing classes with a job",
      "finding time to study after work",
      "missing the campus social life"
    ],
    "challenge:online": [
      "staying focused while studying alone",
      "slow feedback from instructors",
      "unreliable internet at home"
    ]
  }
}

// --- online shoppers ------------------------------------------------------------------------------

const onlineShoppers: Domain = {
  id: "online_shoppers",
  label: "online shoppers",
  noun: "online shopper",
  keywords: {
    shopper: 6,
    "online shopping": 6,
    "online shopper": 6,
    ecommerce: 5,
    "e commerce": 5,
    commerce: 2,
    buyer: 4,
    consumer: 3,
    shopping: 4,
    shop: 2,
    cart: 3,
    checkout: 3,
    purchase: 2,
    retail: 2,
    amazon: 3,
    "online store": 5,
    "web shop": 5,
    store: 1,
    product: 1,
    deal: 1,
    coupon: 3,
    delivery: 1,
    marketplace: 3
  },
  blueprint: blueprint(
    "online shoppers",
    [
      numeric("age", "Age in years", n(16, 85, 37, 13)),
      GENDER,
      categorical("device", "Device used to shop", {
        smartphone: 6,
        laptop: 3,
        tablet: 1,
        "desktop computer": 1
      }),
      categorical(
        "shopping_frequency",
        "How often they buy online",
        { rarely: 2, monthly: 4, weekly: 3, "several times a week": 1 },
        ["rarely", "monthly", "weekly", "several times a week"]
      ),
      categorical("favorite_category", "Category they buy most", {
        electronics: 3,
        fashion: 4,
        groceries: 3,
        "home and garden": 2,
        books: 2,
        beauty: 2,
        "sports and outdoors": 2,
        toys: 1
      }),
      categoricalChild(
        "price_sensitivity",
        "How much price drives the decision",
        "shopping_frequency",
        { rarely: { low: 2, medium: 4, high: 4 }, "several times a week": { low: 4, medium: 4, high: 2 } },
        { fallback: { low: 3, medium: 4, high: 3 }, ordered: ["low", "medium", "high"] }
      ),
      numericChild("orders_per_year", "Online orders per year", "shopping_frequency", {
        rarely: n(1, 8, 4, 2),
        monthly: n(6, 24, 12, 4),
        weekly: n(30, 80, 50, 12),
        "several times a week": n(80, 300, 140, 40)
      }),
      numericChild(
        "avg_order_value",
        "Average order value, USD",
        "favorite_category",
        {
          electronics: n(10, 2500, 160, 140, false),
          fashion: n(10, 600, 70, 40, false),
          groceries: n(10, 400, 65, 30, false),
          "home and garden": n(10, 1500, 90, 70, false),
          books: n(5, 300, 35, 20, false),
          beauty: n(5, 400, 45, 25, false),
          "sports and outdoors": n(10, 1200, 85, 60, false),
          toys: n(5, 500, 40, 25, false)
        },
        n(5, 1000, 60, 50, false)
      ),
      numeric("returns_per_year", "Orders returned per year", n(0, 60, 2, 3)),
      text("bio", "Background"),
      text("pain_point", "What annoys them when shopping online"),
      text("motivation", "Why they shop online")
    ],
    [{ name: "returns_vs_orders", lhs: "returns_per_year", op: "<=", rhs: "0.5 * orders_per_year" }]
  ),
  text: {
    bio: [
      [
        "{name} is {a:age}-year-old who shops online {shopping_frequency}, mostly for {favorite_category}.",
        "{first} {last}, {age}, places about {n:orders_per_year:order} a year online, with {favorite_category} topping the list.",
        "At {age}, {first} buys {favorite_category} online {shopping_frequency}."
      ],
      [
        "{first} usually orders from {a:device}, spending about {usd:avg_order_value} per order.",
        "A typical basket comes to {usd:avg_order_value}, usually checked out on {a:device}.",
        "Most purchases happen on {a:device}; the average order is {usd:avg_order_value}."
      ],
      ["{first} sent back {n:returns_per_year:order} last year.", ""],
      ["{~price@price_sensitivity}"]
    ],
    pain_point: [
      [
        "{first} gets annoyed by {~shoppain@favorite_category}.",
        "{Their} pet peeve is {~shoppain@favorite_category}.",
        "Nothing irritates {first} more than {~shoppain@favorite_category}."
      ],
      ["{~devicepain@device}", ""]
    ],
    motivation: [
      [
        "{first} shops online for {~motive@shopping_frequency}.",
        "For {first}, buying online is about {~motive@shopping_frequency}.",
        "What keeps {first} coming back is {~motive@shopping_frequency}."
      ]
    ]
  },
  phrases: {
    "price:low": [
      "Price matters less to {first} than speed and convenience.",
      "{first} rarely compares prices and values fast delivery."
    ],
    "price:medium": [
      "{first} compares prices on bigger purchases but not on small ones.",
      "{first} likes a deal but will pay for quality."
    ],
    "price:high": [
      "{first} always hunts for coupons and waits for sales.",
      "{first} compares prices across three shops before buying anything."
    ],
    "shoppain:electronics": [
      "product specs that do not match the listing",
      "extended warranties pushed at checkout"
    ],
    "shoppain:fashion": ["sizes that vary from brand to brand", "colours that look different in real life"],
    "shoppain:groceries": ["substituted items nobody asked for", "delivery slots that are always full"],
    "shoppain:home and garden": ["furniture that arrives damaged", "oversized delivery fees"],
    "shoppain:books": ["damaged covers", "fake reviews"],
    "shoppain:beauty": ["counterfeit products", "shades that do not match the photos"],
    "shoppain:sports and outdoors": ["gear that wears out after one season", "unclear sizing charts"],
    "shoppain:toys": ["missing parts", "packaging that is harder to open than the toy is to assemble"],
    "devicepain:smartphone": ["Checkout forms that are painful on a small screen make it worse."],
    "devicepain:laptop": ["Pop-ups and cookie banners that cover half the page make it worse."],
    "devicepain:tablet": ["Sites that are not designed for tablets make it worse."],
    "devicepain:desktop computer": ["Shops that assume everyone uses their app make it worse."],
    "motive:rarely": [
      "finding things local shops do not carry",
      "avoiding crowded stores for the odd big purchase"
    ],
    "motive:monthly": ["saving time on routine purchases", "comparing prices without leaving home"],
    "motive:weekly": ["the convenience of home delivery", "subscriptions that keep essentials topped up"],
    "motive:several times a week": ["the small thrill of a parcel at the door", "never missing a flash sale"]
  }
}

// --- employees --------------------------------------------------------------------------------------

const employees: Domain = {
  id: "employees",
  label: "employees",
  noun: "employee",
  keywords: {
    employee: 6,
    workforce: 5,
    "human resources": 5,
    hr: 4,
    workplace: 5,
    colleague: 3,
    coworker: 3,
    "team member": 4,
    corporate: 4,
    company: 2,
    office: 2,
    staff: 2,
    worker: 2,
    manager: 2,
    "new hire": 4,
    onboarding: 3,
    hire: 2,
    organization: 2,
    organisation: 2,
    enterprise: 1,
    job: 1,
    career: 1,
    salary: 1,
    engagement: 2,
    payroll: 3
  },
  blueprint: blueprint(
    "employees",
    [
      categorical("department", "Department", {
        engineering: 4,
        sales: 3,
        marketing: 2,
        operations: 3,
        finance: 2,
        "human resources": 1,
        "customer support": 3,
        legal: 1
      }),
      categoricalChild("job_title", "Job title", "department", {
        engineering: { "software engineer": 5, "QA analyst": 2, "engineering manager": 1 },
        sales: { "account executive": 4, "sales development rep": 3, "sales manager": 1 },
        marketing: { "marketing specialist": 3, "content strategist": 2, "marketing manager": 1 },
        operations: { "operations coordinator": 3, "logistics analyst": 2, "operations manager": 1 },
        finance: { accountant: 3, "financial analyst": 3, "finance manager": 1 },
        "human resources": { recruiter: 3, "HR generalist": 2, "HR manager": 1 },
        "customer support": { "support agent": 6, "support team lead": 1 },
        legal: { paralegal: 2, "legal counsel": 2 }
      }),
      categorical("level", "Seniority level", { entry: 3, associate: 4, senior: 3, lead: 2, director: 1 }, [
        "entry",
        "associate",
        "senior",
        "lead",
        "director"
      ]),
      numeric("age", "Age in years", n(18, 67, 41, 11)),
      numericChild("tenure_years", "Years at the company", "level", {
        entry: n(0, 3, 1, 1),
        associate: n(0, 10, 3, 2),
        senior: n(1, 25, 6, 4),
        lead: n(2, 30, 8, 5),
        director: n(3, 40, 10, 6)
      }),
      numericChild("salary_k", "Yearly salary, thousands of USD", "level", {
        entry: n(28, 80, 45, 10),
        associate: n(35, 110, 60, 14),
        senior: n(50, 160, 85, 20),
        lead: n(65, 200, 105, 25),
        director: n(90, 320, 150, 40)
      }),
      categorical("work_arrangement", "Where they work", { office: 3, hybrid: 5, remote: 2 }),
      categoricalChild(
        "engagement",
        "Engagement with the job",
        "work_arrangement",
        {
          office: { disengaged: 2, neutral: 4, engaged: 4, "highly engaged": 1 },
          hybrid: { disengaged: 1, neutral: 3, engaged: 5, "highly engaged": 2 },
          remote: { disengaged: 2, neutral: 3, engaged: 4, "highly engaged": 2 }
        },
        { ordered: ["disengaged", "neutral", "engaged", "highly engaged"] }
      ),
      text("bio", "Background"),
      text("goal", "Career goal"),
      text("frustration", "Biggest frustration at work")
    ],
    [
      { name: "tenure_vs_age", lhs: "tenure_years", op: "<=", rhs: "age - 18" },
      { name: "salary_vs_tenure", lhs: "salary_k", op: ">=", rhs: "25 + tenure_years" }
    ]
  ),
  text: {
    bio: [
      [
        "{name} is {a:age}-year-old {job_title} in {department}, at the company for {years:tenure_years}.",
        "{first} {last}, {age}, has worked in {department} for {years:tenure_years} and is now {a:level}-level {job_title}.",
        "At {age}, {first} is {a:job_title} ({level} level) in the {department} team."
      ],
      [
        "{first} works {~arrangement@work_arrangement} and earns about {usdk:salary_k} a year.",
        "The job is {~arrangement@work_arrangement}, paying around {usdk:salary_k}.",
        "{Their} salary is roughly {usdk:salary_k}, and the role is {~arrangement@work_arrangement}."
      ],
      ["{~engaged@engagement}"]
    ],
    goal: [
      [
        "{first} wants to {~careergoal@level}.",
        "Over the next year, {first} hopes to {~careergoal@level}.",
        "{Their} goal is to {~careergoal@level}."
      ]
    ],
    frustration: [
      [
        "{first} is frustrated by {~workpain@department}.",
        "What wears {first} down is {~workpain@department}.",
        "{Their} biggest frustration is {~workpain@department}."
      ],
      ["{~arrangementpain@work_arrangement}", ""]
    ]
  },
  phrases: {
    "arrangement:office": ["in the office five days a week", "fully on-site"],
    "arrangement:hybrid": ["hybrid, three days in the office", "on a hybrid schedule"],
    "arrangement:remote": ["fully remote", "from home"],
    "engaged:disengaged": [
      "{first} has mentally checked out and is quietly browsing job ads.",
      "These days {first} does the minimum."
    ],
    "engaged:neutral": [
      "{first} likes the work well enough but is not especially invested.",
      "For {first} it is a job, not a calling."
    ],
    "engaged:engaged": [
      "{first} cares about the team and usually volunteers for new projects.",
      "{first} finds the work meaningful most days."
    ],
    "engaged:highly engaged": [
      "{first} is one of the most committed people in the company.",
      "{first} treats the company's goals as personal ones."
    ],
    "careergoal:entry": ["learn the ropes and earn a first promotion", "find a mentor inside the company"],
    "careergoal:associate": ["move up to a senior role", "lead a visible project"],
    "careergoal:senior": ["become a team lead", "become the go-to expert in the department"],
    "careergoal:lead": ["grow the team without losing its culture", "move into a director role"],
    "careergoal:director": ["shape company strategy", "build a leadership bench that can replace them"],
    "workpain:engineering": ["shifting priorities from leadership", "meetings that could have been emails"],
    "workpain:sales": ["unrealistic quotas", "a CRM that eats half the day"],
    "workpain:marketing": ["last-minute campaign changes", "budgets cut mid-quarter"],
    "workpain:operations": ["processes nobody documented", "firefighting instead of improving"],
    "workpain:finance": ["month-end crunches", "spreadsheets passed around by email"],
    "workpain:human resources": [
      "being caught between management and staff",
      "slow approvals for every hire"
    ],
    "workpain:customer support": [
      "angry customers and scripted answers",
      "metrics that reward speed over quality"
    ],
    "workpain:legal": [
      "contract reviews requested the day before signing",
      "being seen as the department of no"
    ],
    "arrangementpain:office": ["The long commute does not help."],
    "arrangementpain:hybrid": ["Office days full of video calls feel pointless."],
    "arrangementpain:remote": ["Working remotely makes it hard to be noticed for promotion."]
  }
}

// --- gamers -------------------------------------------------------------------------------------------

const gamers: Domain = {
  id: "gamers",
  label: "gamers",
  noun: "gamer",
  keywords: {
    gamer: 6,
    gaming: 6,
    game: 3,
    "video game": 6,
    player: 3,
    esport: 5,
    twitch: 4,
    steam: 3,
    console: 4,
    playstation: 4,
    xbox: 4,
    nintendo: 4,
    switch: 1,
    streamer: 3,
    mmo: 4,
    mmorpg: 4,
    rpg: 4,
    fps: 4,
    fortnite: 4,
    minecraft: 4,
    "battle royale": 4,
    guild: 2,
    speedrunner: 4
  },
  blueprint: blueprint(
    "gamers",
    [
      numeric("age", "Age in years", n(13, 70, 27, 9)),
      categorical("gender", "Gender identity", { male: 55, female: 41, "non-binary": 4 }),
      categorical("platform", "Main platform", {
        PC: 4,
        PlayStation: 3,
        Xbox: 2,
        "Nintendo Switch": 2,
        mobile: 4
      }),
      categoricalChild("favorite_genre", "Favourite genre", "platform", {
        PC: {
          strategy: 3,
          "first-person shooter": 3,
          MMORPG: 2,
          simulation: 2,
          "role-playing": 3,
          survival: 2
        },
        PlayStation: {
          "action-adventure": 4,
          "first-person shooter": 3,
          sports: 2,
          "role-playing": 2,
          fighting: 1
        },
        Xbox: { "first-person shooter": 4, sports: 3, racing: 2, "action-adventure": 2 },
        "Nintendo Switch": { platformer: 4, "role-playing": 2, party: 3, "life simulation": 3 },
        mobile: { puzzle: 4, "battle royale": 3, casual: 3, strategy: 2 }
      }),
      categorical(
        "skill_level",
        "Self-rated skill",
        { casual: 5, intermediate: 4, advanced: 2, competitive: 1 },
        ["casual", "intermediate", "advanced", "competitive"]
      ),
      numericChild("hours_per_week", "Hours played per week", "skill_level", {
        casual: n(1, 15, 5, 3),
        intermediate: n(3, 30, 12, 5),
        advanced: n(8, 50, 20, 7),
        competitive: n(15, 80, 32, 10)
      }),
      numeric("years_gaming", "Years since they started gaming", n(0, 50, 12, 7)),
      numericChild("monthly_spend_usd", "Monthly spending on games, USD", "skill_level", {
        casual: n(0, 80, 10, 10, false),
        intermediate: n(0, 150, 25, 20, false),
        advanced: n(0, 300, 45, 35, false),
        competitive: n(0, 500, 70, 50, false)
      }),
      text("bio", "Background"),
      text("motivation", "Why they play"),
      text("pet_peeve", "What annoys them in games")
    ],
    [
      { name: "started_after_age_4", lhs: "years_gaming", op: "<=", rhs: "age - 4" },
      { name: "spend_vs_playtime", lhs: "monthly_spend_usd", op: "<=", rhs: "10 * hours_per_week + 20" }
    ]
  ),
  text: {
    bio: [
      [
        "{name} is {a:age}-year-old {skill_level} gamer who mostly plays {favorite_genre} games on {platform}.",
        "{first} {last}, {age}, has been gaming for {years:years_gaming} and sticks to {favorite_genre} games on {platform}.",
        "At {age}, {first} is {a:skill_level} {platform} player with a soft spot for {favorite_genre} games."
      ],
      [
        "{first} plays about {n:hours_per_week:hour} a week and spends around {usd:monthly_spend_usd} a month on games.",
        "A normal week means {n:hours_per_week:hour} of play; the monthly games budget is about {usd:monthly_spend_usd}.",
        "{Their} habit: {n:hours_per_week:hour} a week, roughly {usd:monthly_spend_usd} a month."
      ],
      ["{~gamestyle@skill_level}"]
    ],
    motivation: [
      [
        "{first} plays for {~gamemotive@skill_level}.",
        "What keeps {first} playing is {~gamemotive@skill_level}.",
        "For {first}, gaming is about {~gamemotive@skill_level}."
      ]
    ],
    pet_peeve: [
      [
        "{first} can't stand {~gamepeeve@platform}.",
        "{Their} pet peeve is {~gamepeeve@platform}.",
        "Nothing ruins a session for {first} like {~gamepeeve@platform}."
      ]
    ]
  },
  phrases: {
    "gamestyle:casual": [
      "{first} plays to unwind after work and never sweats the leaderboard.",
      "{first} drops in and out of games without much planning."
    ],
    "gamestyle:intermediate": [
      "{first} finishes most games and likes a decent challenge.",
      "{first} follows patch notes for favourite games."
    ],
    "gamestyle:advanced": [
      "{first} studies builds and strategies between sessions.",
      "{first} plays on hard mode by default."
    ],
    "gamestyle:competitive": [
      "{first} plays ranked every day and reviews replays to improve.",
      "{first} has entered several online tournaments."
    ],
    "gamemotive:casual": ["relaxing after a long day", "playing with friends who live far away"],
    "gamemotive:intermediate": ["good stories and the feeling of progress", "exploring new worlds"],
    "gamemotive:advanced": ["mastering difficult mechanics", "the satisfaction of beating hard content"],
    "gamemotive:competitive": ["climbing the rankings", "the adrenaline of close matches"],
    "gamepeeve:PC": ["games shipped with broken ports", "aggressive anti-cheat that slows the machine"],
    "gamepeeve:PlayStation": ["paywalled online play", "day-one patches bigger than the game"],
    "gamepeeve:Xbox": ["matchmaking with players far above {their} level", "long install times"],
    "gamepeeve:Nintendo Switch": ["full-price ports of old games", "drifting controllers"],
    "gamepeeve:mobile": ["pay-to-win mechanics", "ads after every level"]
  }
}

// --- voters ---------------------------------------------------------------------------------------------

const voters: Domain = {
  id: "voters",
  label: "voters",
  noun: "voter",
  keywords: {
    voter: 6,
    voting: 5,
    vote: 4,
    election: 6,
    electorate: 6,
    citizen: 3,
    political: 5,
    politics: 5,
    ballot: 5,
    poll: 3,
    polling: 4,
    constituent: 5,
    campaign: 3,
    democrat: 4,
    republican: 4,
    conservative: 3,
    liberal: 3,
    "swing state": 5,
    "swing voter": 6,
    referendum: 5,
    candidate: 3,
    policy: 1,
    midterm: 5,
    electoral: 5
  },
  blueprint: blueprint(
    "voters",
    [
      numeric("age", "Age in years", n(18, 98, 48, 17)),
      GENDER,
      categorical(
        "education",
        "Highest education",
        { "high school or less": 4, "some college": 3, "bachelor's degree": 3, "postgraduate degree": 1.5 },
        ["high school or less", "some college", "bachelor's degree", "postgraduate degree"]
      ),
      categorical("area", "Type of area they live in", { urban: 4, suburban: 4, rural: 2 }),
      categoricalChild(
        "political_leaning",
        "Political leaning",
        "area",
        {
          urban: { left: 3, "center-left": 3, center: 2, "center-right": 1, right: 1 },
          suburban: { left: 1.5, "center-left": 2.5, center: 3, "center-right": 2.5, right: 1.5 },
          rural: { left: 1, "center-left": 1, center: 2, "center-right": 3, right: 3 }
        },
        { ordered: ["left", "center-left", "center", "center-right", "right"] }
      ),
      categoricalChild("top_issue", "Issue that matters most", "area", {
        urban: {
          housing: 4,
          economy: 4,
          healthcare: 3,
          climate: 3,
          crime: 2,
          education: 2,
          immigration: 1,
          taxes: 1
        },
        suburban: {
          economy: 4,
          education: 3,
          taxes: 3,
          healthcare: 3,
          crime: 2,
          immigration: 2,
          climate: 2,
          housing: 1
        },
        rural: {
          economy: 4,
          immigration: 3,
          taxes: 3,
          healthcare: 3,
          "farm policy": 2,
          crime: 1,
          education: 1
        }
      }),
      categoricalChild(
        "turnout_likelihood",
        "How likely they are to vote",
        "education",
        {
          "high school or less": { unlikely: 2, possible: 3, likely: 3, certain: 2 },
          "some college": { unlikely: 1.5, possible: 3, likely: 3.5, certain: 2 },
          "bachelor's degree": { unlikely: 1, possible: 2, likely: 4, certain: 3 },
          "postgraduate degree": { unlikely: 0.5, possible: 1.5, likely: 4, certain: 4 }
        },
        { ordered: ["unlikely", "possible", "likely", "certain"] }
      ),
      numeric("years_registered", "Years registered to vote", n(0, 80, 20, 14)),
      numericChild("household_income_k", "Household income, thousands of USD", "education", {
        "high school or less": n(10, 150, 45, 20),
        "some college": n(12, 180, 58, 24),
        "bachelor's degree": n(20, 300, 85, 35),
        "postgraduate degree": n(25, 400, 110, 45)
      }),
      text("bio", "Background"),
      text("concern", "Political concern in their own words")
    ],
    [{ name: "registered_as_adult", lhs: "years_registered", op: "<=", rhs: "age - 18" }]
  ),
  text: {
    bio: [
      [
        "{name} is {a:age}-year-old {area} voter with {~edu@education}.",
        "{first} {last}, {age}, lives in {a:area} area and has been registered to vote for {years:years_registered}.",
        "At {age}, {first} is {a:area} voter; {their} schooling ended with {~edu@education}."
      ],
      [
        "Politically {first} leans {political_leaning}, and {top_issue} is the issue that matters most.",
        "{first} describes {their} politics as {political_leaning}; {top_issue} decides {their} vote.",
        "{Their} leaning is {political_leaning}, with {top_issue} at the top of the list."
      ],
      ["{~turnout@turnout_likelihood}"],
      ["The household earns about {usdk:household_income_k} a year.", ""]
    ],
    concern: [["{~issuevoice@top_issue}"], ["{~leaningvoice@political_leaning}", ""]]
  },
  phrases: {
    "edu:high school or less": ["a high-school education or less"],
    "edu:some college": ["some college but no degree"],
    "edu:bachelor's degree": ["a bachelor's degree"],
    "edu:postgraduate degree": ["a postgraduate degree"],
    "turnout:unlikely": [
      "{first} rarely votes and doubts it changes anything.",
      "{first} skipped the last two elections."
    ],
    "turnout:possible": [
      "Whether {first} votes depends on the race and the weather.",
      "{first} votes when a candidate feels worth it."
    ],
    "turnout:likely": [
      "{first} usually votes, especially in national elections.",
      "{first} has voted in most recent elections."
    ],
    "turnout:certain": [
      "{first} never misses an election, local ones included.",
      "{first} votes every time and reminds friends to do the same."
    ],
    "issuevoice:economy": [
      '"Prices keep going up and my paycheck doesn\'t," says {first}.',
      '"I want someone who understands what groceries cost," says {first}.'
    ],
    "issuevoice:healthcare": [
      '"Nobody should go broke because they got sick," says {first}.',
      '"I want a doctor\'s appointment without waiting months," says {first}.'
    ],
    "issuevoice:immigration": [
      '"We need a system that is fair and actually works," says {first}.',
      '"Border policy has been a mess for years," says {first}.'
    ],
    "issuevoice:climate": [
      '"My kids will live with what we decide now," says {first}.',
      '"Every summer is hotter than the last," says {first}.'
    ],
    "issuevoice:education": [
      '"Our schools need more teachers, not more tests," says {first}.',
      '"College shouldn\'t mean a lifetime of debt," says {first}.'
    ],
    "issuevoice:housing": [
      '"Rent takes half of what I earn," says {first}.',
      '"My generation can\'t afford to buy a home," says {first}.'
    ],
    "issuevoice:crime": [
      '"I want to feel safe walking home at night," says {first}.',
      '"Break-ins on my street keep happening," says {first}.'
    ],
    "issuevoice:taxes": [
      '"I pay enough already, and I want to see where it goes," says {first}.',
      '"Taxes keep going up but services don\'t improve," says {first}.'
    ],
    "issuevoice:farm policy": [
      '"Trade deals decide whether my farm survives," says {first}.',
      '"Nobody in the capital understands rural life," says {first}.'
    ],
    "leaningvoice:left": ["{first} wants bold change, not half measures."],
    "leaningvoice:center-left": ["{first} prefers steady progress over revolutions."],
    "leaningvoice:center": ["{first} is tired of both parties shouting past each other."],
    "leaningvoice:center-right": ["{first} values responsible budgets and stability."],
    "leaningvoice:right": ["{first} wants less government and more personal responsibility."]
  }
}

// --- healthcare workers ---------------------------------------------------------------------------------

const healthcareWorkers: Domain = {
  id: "healthcare_workers",
  label: "healthcare workers",
  noun: "healthcare worker",
  keywords: {
    nurse: 6,
    nursing: 4,
    doctor: 5,
    physician: 6,
    clinician: 6,
    "healthcare worker": 7,
    "health care worker": 7,
    "healthcare professional": 7,
    "medical professional": 6,
    "medical staff": 6,
    "hospital staff": 6,
    paramedic: 5,
    pharmacist: 5,
    therapist: 2,
    surgeon: 5,
    caregiver: 3,
    "medical assistant": 5,
    hospital: 1,
    shift: 2,
    ward: 2
  },
  blueprint: blueprint(
    "healthcare workers",
    [
      categorical("role", "Clinical role", {
        "registered nurse": 6,
        "nurse practitioner": 1,
        physician: 2,
        pharmacist: 1,
        "physical therapist": 1,
        paramedic: 1,
        "medical assistant": 2
      }),
      categorical("setting", "Where they work", {
        hospital: 5,
        "outpatient clinic": 3,
        "nursing home": 1,
        "home care": 1
      }),
      categoricalChild("shift", "Usual shift pattern", "setting", {
        hospital: { day: 4, night: 3, rotating: 3 },
        "outpatient clinic": { day: 9, rotating: 1 },
        "nursing home": { day: 4, night: 2, rotating: 2 },
        "home care": { day: 8, rotating: 2 }
      }),
      categorical("career_stage", "Career stage", { "early career": 3, "mid-career": 4, "late career": 2 }, [
        "early career",
        "mid-career",
        "late career"
      ]),
      numeric("age", "Age in years", n(21, 70, 41, 11)),
      numericChild("years_in_practice", "Years in practice", "career_stage", {
        "early career": n(0, 5, 2, 1.5),
        "mid-career": n(5, 20, 11, 4),
        "late career": n(15, 45, 25, 6)
      }),
      numericChild(
        "weekly_hours",
        "Hours worked per week",
        "role",
        { physician: n(30, 80, 52, 8), paramedic: n(24, 60, 42, 7), "medical assistant": n(15, 45, 36, 6) },
        n(20, 60, 38, 6)
      ),
      categoricalChild(
        "burnout_risk",
        "Risk of burnout",
        "shift",
        { night: { low: 1, moderate: 3, high: 4 }, rotating: { low: 1, moderate: 4, high: 4 } },
        { fallback: { low: 3, moderate: 4, high: 2 }, ordered: ["low", "moderate", "high"] }
      ),
      text("bio", "Background"),
      text("goal", "Professional goal"),
      text("pain_point", "Biggest frustration at work")
    ],
    [{ name: "practice_after_training", lhs: "years_in_practice", op: "<=", rhs: "age - 21" }]
  ),
  text: {
    bio: [
      [
        "{name} is {a:age}-year-old {role} working in {~where@setting}.",
        "{first} {last}, {age}, has been {a:role} for {years:years_in_practice}, currently in {~where@setting}.",
        "At {age}, {first} is {a:career_stage} {role} in {~where@setting}."
      ],
      [
        "{first} mostly works {shift} shifts, about {n:weekly_hours:hour} a week.",
        "A typical week is {n:weekly_hours:hour}, mostly on {shift} shifts.",
        "{Their} schedule: {shift} shifts, roughly {n:weekly_hours:hour} a week."
      ],
      ["{~burnout@burnout_risk}"]
    ],
    goal: [
      [
        "{first} wants to {~hcgoal@career_stage}.",
        "Next, {first} hopes to {~hcgoal@career_stage}.",
        "{Their} goal is to {~hcgoal@career_stage}."
      ]
    ],
    pain_point: [
      [
        "{first} is most frustrated by {~hcpain@setting}.",
        "What wears {first} down is {~hcpain@setting}.",
        "{Their} biggest frustration is {~hcpain@setting}."
      ]
    ]
  },
  phrases: {
    "where:hospital": ["a hospital"],
    "where:outpatient clinic": ["an outpatient clinic"],
    "where:nursing home": ["a nursing home"],
    "where:home care": ["home care"],
    "burnout:low": [
      "{first} has found a sustainable rhythm and still enjoys the work.",
      "{first} protects days off fiercely and it shows."
    ],
    "burnout:moderate": [
      "Some weeks leave {first} drained, but the patients keep {first} going.",
      "{first} feels the strain but has a good team."
    ],
    "burnout:high": [
      "{first} is running on empty and has thought about leaving the profession.",
      "{first} sleeps badly after long shifts and feels close to burning out."
    ],
    "hcgoal:early career": [
      "build confidence with complex cases",
      "specialise in an area that feels right",
      "find a mentor they trust"
    ],
    "hcgoal:mid-career": [
      "take on a leadership role",
      "get a better work-life balance",
      "train newer colleagues"
    ],
    "hcgoal:late career": [
      "pass on what they know before retiring",
      "cut back to part-time",
      "improve how the team works"
    ],
    "hcpain:hospital": [
      "chronic understaffing",
      "charting that takes longer than patient care",
      "mandatory overtime"
    ],
    "hcpain:outpatient clinic": [
      "fifteen-minute appointments for complex patients",
      "insurance paperwork",
      "back-to-back schedules"
    ],
    "hcpain:nursing home": [
      "too many residents per carer",
      "low pay for demanding work",
      "families who expect more than staffing allows"
    ],
    "hcpain:home care": [
      "hours of unpaid travel between visits",
      "working alone in unpredictable homes",
      "last-minute schedule changes"
    ]
  }
}

// --- general public (fallback) ------------------------------------------------------------------------

/** The fallback domain, used when no keyword of any other domain matches. */
export const generalPublic: Domain = {
  id: "general_public",
  label: "general public",
  noun: "person",
  keywords: {
    "general public": 6,
    "everyday people": 5,
    "ordinary people": 5,
    public: 1,
    resident: 3,
    household: 3,
    family: 2,
    parent: 2,
    retiree: 3,
    adult: 2,
    population: 1,
    neighbor: 2,
    neighbour: 2,
    community: 1
  },
  blueprint: blueprint(
    "general public",
    [
      numeric("age", "Age in years", n(18, 90, 44, 16)),
      GENDER,
      categorical("location", "Country of residence", {
        "United States": 5,
        India: 5,
        Brazil: 3,
        Germany: 2,
        Nigeria: 2,
        Japan: 2,
        "United Kingdom": 2,
        Mexico: 2,
        Indonesia: 2,
        France: 1,
        Canada: 1,
        Australia: 1
      }),
      categorical(
        "education",
        "Highest education",
        { "primary school": 2, "secondary school": 5, "vocational training": 2, "university degree": 3 },
        ["primary school", "secondary school", "vocational training", "university degree"]
      ),
      categoricalChild("occupation", "Occupation", "education", {
        "primary school": {
          farmer: 3,
          "factory worker": 3,
          "retail worker": 2,
          cleaner: 2,
          retiree: 2,
          "stay-at-home parent": 2,
          "truck driver": 1
        },
        "secondary school": {
          "retail worker": 3,
          "office administrator": 2,
          "truck driver": 2,
          electrician: 1,
          chef: 1,
          "small business owner": 2,
          student: 2,
          retiree: 2,
          "stay-at-home parent": 1,
          "factory worker": 1
        },
        "vocational training": {
          electrician: 3,
          nurse: 2,
          chef: 2,
          mechanic: 3,
          "small business owner": 2,
          retiree: 1,
          "hair stylist": 1
        },
        "university degree": {
          teacher: 3,
          "software engineer": 2,
          nurse: 2,
          accountant: 2,
          "office administrator": 1,
          student: 2,
          "small business owner": 1,
          retiree: 1,
          physician: 1
        }
      }),
      categorical("marital_status", "Relationship status", {
        single: 4,
        married: 5,
        divorced: 1.5,
        widowed: 1,
        "in a relationship": 2
      }),
      numeric("household_size", "People in the household", n(1, 9, 2.8, 1.5)),
      numeric("children", "Number of children living at home", n(0, 6, 1, 1.2)),
      text("bio", "Background"),
      text("goal", "What they want in life right now")
    ],
    [{ name: "children_fit_household", lhs: "children", op: "<=", rhs: "household_size - 1" }]
  ),
  text: {
    bio: [
      [
        "{name} is {a:age}-year-old {occupation} from {place:location}.",
        "{first} {last}, {age}, lives in {place:location} and works as {a:occupation}.",
        "At {age}, {first} is {a:occupation} based in {place:location}."
      ],
      [
        "{first} is {marital_status}, in a household of {n:household_size:person} with {n:children:child} at home.",
        "Home is a household of {n:household_size:person}; {first} is {marital_status} and has {n:children:child} living there.",
        "{Their} household: {n:household_size:person}, {n:children:child}; relationship status {marital_status}."
      ],
      ["{first}'s highest level of education is {education}.", "Education: {education}.", ""]
    ],
    goal: [
      [
        "{first} wants {~lifegoal@marital_status}.",
        "Right now {first} is focused on {~lifegoal@marital_status}.",
        "{Their} priority is {~lifegoal@marital_status}."
      ]
    ]
  },
  phrases: {
    "lifegoal:single": ["more time for friends and a job that pays better", "saving enough to travel"],
    "lifegoal:married": ["a stable income for the family", "paying off the mortgage sooner"],
    "lifegoal:divorced": ["a fresh start", "rebuilding savings"],
    "lifegoal:widowed": ["staying close to family", "keeping healthy and independent"],
    "lifegoal:in a relationship": ["moving in together", "a place of their own"]
  }
}

/**
 * Every domain, in the fixed order that breaks ties in `Infer.scoreDomains`; `general public` is
 * last.
 */
export const domains: ReadonlyArray<Domain> = [
  supportCustomers,
  softwareDevelopers,
  patients,
  students,
  onlineShoppers,
  employees,
  gamers,
  voters,
  healthcareWorkers,
  generalPublic
]

/**
 * The domain whose `id` or `label` equals `key` (case-insensitive, spaces and underscores
 * equivalent), if any. O(domains).
 */
export const find = (key: string): Domain | undefined => {
  const k = words(key).join(" ")
  return domains.find((d) => words(d.id).join(" ") === k || words(d.label).join(" ") === k)
}
