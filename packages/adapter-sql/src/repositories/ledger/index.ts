export * from "./ledgerRepositories";
export * from "./SqlTransactionRepo";
export * from "./SqlTransferRepo";
export * from "./SqlWalletRepo";
export * from "./spelling";
export * from "./tables";
export * from "./walletCreates";
