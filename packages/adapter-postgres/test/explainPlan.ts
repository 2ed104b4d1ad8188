/** One node of PostgreSQL's `EXPLAIN (FORMAT JSON)` plan (`Actual Loops` only with ANALYZE). */
export interface PlanNode {
  readonly "Node Type": string;
  readonly "Relation Name"?: string;
  readonly "Total Cost": number;
  readonly "Actual Loops"?: number;
  readonly Plans?: readonly PlanNode[];
}

/** The plan in the one row `EXPLAIN (FORMAT JSON)` answers. */
export const planOf = (row: unknown): PlanNode => (row as { "QUERY PLAN": [{ Plan: PlanNode }] })["QUERY PLAN"][0].Plan;

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The plan's nodes that read `relation`, at any depth. */
export const readsOf = (plan: PlanNode, relation: string): PlanNode[] =>
  nodesOf(plan).filter((node) => node["Relation Name"] === relation);
