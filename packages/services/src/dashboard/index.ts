export * from "./Dashboard.js"
