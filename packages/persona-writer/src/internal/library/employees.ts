/** The library domain of employees (see `Library`). */
import type { Domain } from "../../Library.js"
import { blueprint, categorical, categoricalChild, n, numericChild, text } from "./build.js"

/** The employees domain. */
export const employees: Domain = {
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
      numericChild("age", "Age in years", "level", {
        entry: n(18, 40, 25, 5),
        associate: n(21, 50, 31, 6),
        senior: n(26, 62, 40, 8),
        lead: n(28, 65, 43, 8),
        director: n(32, 67, 49, 7)
      }),
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
    "careergoal:director": ["shape company strategy", "build a leadership bench that can replace {them}"],
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
