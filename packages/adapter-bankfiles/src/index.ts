export { BankStatementReader, DEFAULT_MAX_LINE_LENGTH, HEAD_BYTES } from "./BankStatementReader";
export { parseAmount } from "./values/amounts";
export { parseDate, parseOfxDate } from "./values/dates";
