import type { Blueprint } from "../src/Blueprint.js"

/** A realistic 12-field blueprint with conditionals and 3 constraints (used by tests and the bench). */
export const workforce: Blueprint = {
  domain: "software workforce",
  order: [
    "region",
    "seniority",
    "age",
    "years_experience",
    "role",
    "team_size",
    "salary_k",
    "bonus_k",
    "remote_days",
    "commute_km",
    "satisfaction",
    "tenure_years",
    "bio"
  ],
  fields: [
    { name: "region", kind: "categorical", parents: [], categorical: { weights: { EU: 5, US: 4, APAC: 3 } } },
    {
      name: "seniority",
      kind: "categorical",
      parents: [],
      categorical: { weights: { junior: 3, mid: 4, senior: 2, staff: 1 } },
      ordered_values: ["junior", "mid", "senior", "staff"]
    },
    {
      name: "age",
      kind: "numeric",
      parents: [],
      numeric: { min: 21, max: 67, mean: 36, sd: 9, integer: true }
    },
    {
      name: "years_experience",
      kind: "numeric",
      parents: ["seniority", "age"],
      conditionals: [
        { when: { seniority: "junior" }, numeric: { min: 0, max: 4, mean: 1.5, sd: 1.2, integer: true } },
        { when: { seniority: "mid" }, numeric: { min: 2, max: 10, mean: 5, sd: 2, integer: true } },
        { when: { seniority: "senior" }, numeric: { min: 5, max: 25, mean: 10, sd: 4, integer: true } },
        { when: { seniority: "staff" }, numeric: { min: 8, max: 40, mean: 15, sd: 5, integer: true } }
      ]
    },
    {
      name: "role",
      kind: "categorical",
      parents: ["seniority"],
      conditionals: [
        { when: { seniority: "junior" }, categorical: { weights: { engineer: 8, analyst: 2 } } },
        { when: { seniority: "staff" }, categorical: { weights: { engineer: 5, manager: 5 } } }
      ],
      categorical: { weights: { engineer: 6, manager: 2, analyst: 2 } }
    },
    {
      name: "team_size",
      kind: "numeric",
      parents: ["role"],
      conditionals: [
        { when: { role: "manager" }, numeric: { min: 3, max: 20, mean: 8, sd: 3, integer: true } }
      ],
      numeric: { min: 1, max: 12, mean: 6, sd: 2, integer: true }
    },
    {
      name: "salary_k",
      kind: "numeric",
      parents: ["region", "seniority"],
      conditionals: [
        { when: { region: "US", seniority: "staff" }, numeric: { min: 180, max: 400, mean: 250, sd: 40 } },
        { when: { region: "US" }, numeric: { min: 60, max: 250, mean: 130, sd: 35 } },
        { when: { region: "EU" }, numeric: { min: 35, max: 160, mean: 70, sd: 20 } }
      ],
      numeric: { min: 20, max: 150, mean: 55, sd: 18 }
    },
    {
      name: "bonus_k",
      kind: "numeric",
      parents: ["salary_k"],
      numeric: { min: 0, max: 60, mean: 8, sd: 6 }
    },
    {
      name: "remote_days",
      kind: "numeric",
      parents: [],
      numeric: { min: 0, max: 5, mean: 2.5, sd: 1.5, integer: true }
    },
    {
      name: "commute_km",
      kind: "numeric",
      parents: ["remote_days"],
      numeric: { min: 0, max: 80, mean: 15, sd: 12 }
    },
    { name: "satisfaction", kind: "numeric", parents: [], numeric: { min: 1, max: 10, mean: 7, sd: 1.8 } },
    {
      name: "tenure_years",
      kind: "numeric",
      parents: ["years_experience"],
      numeric: { min: 0, max: 30, mean: 3, sd: 3 }
    },
    { name: "bio", kind: "text", parents: ["role", "seniority"], description: "two-line biography" }
  ],
  constraints: [
    { name: "experience_after_18", lhs: "years_experience", op: "<=", rhs: "age - 18" },
    { name: "bonus_cap", lhs: "bonus_k", op: "<=", rhs: "0.25 * salary_k" },
    { name: "tenure_within_experience", lhs: "tenure_years", op: "<=", rhs: "years_experience" }
  ]
}
