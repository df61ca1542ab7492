/** The library domain of general public (fallback) (see `Library`). */
import type { Domain } from "../../Library.js"
import { blueprint, categorical, categoricalChild, GENDER, n, numeric, text } from "./build.js"

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
    "lifegoal:in a relationship": ["moving in together", "a place of {their} own"]
  }
}
