/** The library domain of students (see `Library`). */
import type { Domain } from "../../Library.js"
import { blueprint, categorical, categoricalChild, n, numeric, numericChild, text } from "./build.js"

/** The students domain. */
export const students: Domain = {
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
