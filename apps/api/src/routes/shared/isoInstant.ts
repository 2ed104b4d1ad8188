export { isoInstant } from "@finance/domain";
