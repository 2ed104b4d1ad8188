export { DiskFileStore, UNFINISHED_DIR } from "./DiskFileStore";
