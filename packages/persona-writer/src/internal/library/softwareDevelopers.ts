/** The library domain of software developers (see `Library`). */
import type { Domain } from "../../Library.js"
import { blueprint, categorical, categoricalChild, n, numericChild, text } from "./build.js"

/** The software developers domain. */
export const softwareDevelopers: Domain = {
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
      numericChild("age", "Age in years", "seniority", {
        junior: n(20, 40, 25, 4),
        "mid-level": n(23, 55, 30, 5),
        senior: n(26, 65, 36, 7),
        staff: n(29, 66, 41, 7),
        principal: n(32, 68, 45, 7)
      }),
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
