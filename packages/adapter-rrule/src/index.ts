export { canonicalRule } from "./ruleText";
export { TemporalRecurrenceRules } from "./TemporalRecurrenceRules";
