export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process answers (no database or provider check) */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange e-mail and password for an access token */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's wallets, oldest first */
        get: operations["listWallets"];
        put?: never;
        /** Create a wallet */
        post: operations["createWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's categories, oldest first */
        get: operations["listCategories"];
        put?: never;
        /** Create a category (names are unique per user, case-insensitive) */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's transactions, newest first, keyset paged */
        get: operations["listTransactions"];
        put?: never;
        /** Record one transaction */
        post: operations["createTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transaction/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One transaction */
        get: operations["getTransaction"];
        put?: never;
        post?: never;
        /** Delete a transaction; answers the deleted record */
        delete: operations["deleteTransaction"];
        options?: never;
        head?: never;
        /** Change some fields (at least one); ownership and the signed-amount rule are re-applied */
        patch: operations["updateTransaction"];
        trace?: never;
    };
    "/api/v1/transaction/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the items of a receipt image as expense transactions
         * @description Multipart form: `receipt` (exactly one PNG, JPEG or WebP file), `walletId`, `categoryId`. Each item line becomes one expense in the wallet's currency, dated with the receipt's date (or now); a TAX / VAT line is an item when it is added on top of the items. All or nothing.
         */
        post: operations["uploadReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/budgets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Budgets the caller owns or is an accepted member of, oldest first, keyset paged */
        get: operations["listBudgets"];
        put?: never;
        /** Create a budget; the caller becomes its owner */
        post: operations["createBudget"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/budgets/{budgetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One budget with its progress and members (owner and accepted members) */
        get: operations["getBudget"];
        put?: never;
        post?: never;
        /** Delete a budget and its memberships (owner only); transactions stay */
        delete: operations["deleteBudget"];
        options?: never;
        head?: never;
        /** Change a budget (owner and accepted editors; wallet and currency: owner only) */
        patch: operations["updateBudget"];
        trace?: never;
    };
    "/api/v1/budgets/{budgetId}/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite a registered user by e-mail (owner only); the membership starts pending */
        post: operations["shareBudget"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/budgets/{budgetId}/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member (owner), or leave (the member itself) */
        delete: operations["removeBudgetMember"];
        options?: never;
        head?: never;
        /** Accept or reject one's own pending invitation */
        patch: operations["answerBudgetInvitation"];
        trace?: never;
    };
    "/api/v1/dashboard/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Totals, categories, wallets, budgets, 12-month trend and newest transactions (default: this month, UTC)
         * @description Every figure is an aggregate computed by the database; amounts are exact decimals.
         */
        get: operations["getDashboardSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI 3.1 document */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Health: {
            /** @enum {string} */
            code: "SERVICE_HEALTHY";
            message: string;
            /** @enum {string} */
            status: "ok";
            service: string;
            environment: string;
            /** Format: date-time */
            timestamp: string;
            version: string;
        };
        Error: {
            /** @example VALIDATION_ERROR */
            code: string;
            message: string;
            /** @description Same text as message */
            error: string;
            details?: {
                path: string;
                message: string;
            }[];
            /** @description CONFLICT only: the budget or transaction as stored now (with its version) */
            current?: {
                [key: string]: unknown;
            };
        };
        User: {
            /** Format: uuid */
            id: string;
            name: string;
            email: string;
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            createdAt: string;
        };
        Register: {
            /**
             * @description 1 to 100 characters after trimming; no control characters
             * @example Ada Lovelace
             */
            name: string;
            /**
             * Format: email
             * @example ada@example.com
             */
            email: string;
            /** @description 8 characters to 72 bytes of UTF-8 */
            password: string;
        };
        Login: {
            /**
             * Format: email
             * @example ada@example.com
             */
            email: string;
            password: string;
        };
        Wallet: {
            /** Format: uuid */
            id: string;
            name: string;
            /**
             * @description ISO 4217 code
             * @example USD
             */
            currency: string;
            /**
             * @description Opening balance plus the signed amounts of the wallet's transactions
             * @example 12.5
             */
            balance: number;
            /**
             * @description Decimal amount in major units of the currency
             * @example 12.5
             */
            initialBalance: number;
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            createdAt: string;
        };
        CreateWallet: {
            /**
             * @description 1 to 100 characters after trimming; no control characters
             * @example Checking
             */
            name: string;
            /**
             * @description ISO 4217 code in current use, case-insensitive (answered upper case)
             * @example USD
             */
            currency: string;
            /**
             * @description Opening balance (default 0; may be negative). Decimal in major units with at most the currency's ISO 4217 decimals (USD 2, JPY 0, KWD 3), at most 999,999,999,999 minor units (9,999,999,999.99 USD)
             * @example 100
             */
            balance?: number;
        };
        Category: {
            /** Format: uuid */
            id: string;
            name: string;
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            createdAt: string;
        };
        CreateCategory: {
            /**
             * @description 1 to 100 characters after trimming; no control characters
             * @example Groceries
             */
            name: string;
        };
        Transaction: {
            /** Format: uuid */
            id: string;
            /**
             * @description Signed: negative for an expense, positive for income
             * @example -12.5
             */
            amount: number;
            /** @enum {string} */
            type: "expense" | "income";
            description: string;
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            date: string;
            /**
             * @description ISO 4217 code
             * @example USD
             */
            currency: string;
            /** Format: uuid */
            walletId: string;
            /** Format: uuid */
            categoryId: string;
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            updatedAt: string;
            /**
             * @description 1 when created, one more on every change; send it back (If-Match or body version) to update only that version
             * @example 1
             */
            version: number;
        };
        BudgetAllocation: {
            /** Format: uuid */
            budgetId: string;
            /**
             * @description ISO 4217 code
             * @example USD
             */
            currency: string;
            /**
             * @description Positive: absolute sum of the expenses allocated in the current period
             * @example 12.5
             */
            spent: number;
            /**
             * @description Decimal amount in major units of the currency
             * @example 12.5
             */
            limit: number;
            /**
             * @description Decimal amount in major units of the currency
             * @example 12.5
             */
            remaining: number;
            exceeded: boolean;
            percentUsed: number;
            /** Format: date */
            periodStart: string;
            /** Format: date */
            periodEnd: string;
        };
        CreateTransaction: {
            /**
             * @description Decimal in major units with at most the currency's ISO 4217 decimals (USD 2, JPY 0, KWD 3), at most 999,999,999,999 minor units (9,999,999,999.99 USD); stored negative for an expense
             * @example 12.5
             */
            amount: number;
            /** @description At most 500 characters; no control characters but tab and line breaks */
            description?: string | null;
            /**
             * @description ISO 8601 date (midnight UTC) or date-time, years 0001-9999
             * @example 2026-03-01T12:00:00Z
             */
            date: string;
            /**
             * @description ISO 4217 code in current use, case-insensitive (answered upper case)
             * @example USD
             */
            currency: string;
            /** Format: uuid */
            walletId: string;
            /** Format: uuid */
            categoryId: string;
            /**
             * @example expense
             * @enum {string}
             */
            type: "expense" | "income";
        };
        Page: {
            limit: number;
            nextCursor: string | null;
            /** @description True exactly when nextCursor is not null */
            hasMore: boolean;
        };
        UpdateTransaction: {
            /**
             * @description Decimal in major units with at most the currency's ISO 4217 decimals (USD 2, JPY 0, KWD 3), at most 999,999,999,999 minor units (9,999,999,999.99 USD); stored negative for an expense
             * @example 12.5
             */
            amount?: number;
            /** @description At most 500 characters; no control characters but tab and line breaks */
            description?: string | null;
            /**
             * @description ISO 8601 date (midnight UTC) or date-time, years 0001-9999
             * @example 2026-03-01T12:00:00Z
             */
            date?: string;
            /**
             * @description ISO 4217 code in current use, case-insensitive (answered upper case)
             * @example USD
             */
            currency?: string;
            /** Format: uuid */
            walletId?: string;
            /** Format: uuid */
            categoryId?: string;
            /**
             * @example expense
             * @enum {string}
             */
            type?: "expense" | "income";
            /** @description Update only if the stored version is this one (else 409 CONFLICT); same as If-Match */
            version?: number;
        };
        Receipt: {
            /** @example CORNER GROCERY */
            merchant: string | null;
            /**
             * Format: date
             * @description Date printed on the receipt (the transactions' date), or null
             */
            date: string | null;
            /**
             * @description The wallet's currency (ISO 4217)
             * @example USD
             */
            currency: string;
            /**
             * @description Total printed on the receipt, or the recorded sum when none was read
             * @example 10.98
             */
            total: number;
            /**
             * @description Sum of the created transactions (positive)
             * @example 10.98
             */
            itemsTotal: number;
            /**
             * @description How TAX / VAT lines were read: added on top (recorded as an item) or included in the prices
             * @enum {string}
             */
            tax: "added" | "included" | "none";
            /** @description What did not add up on the receipt; reported, never corrected */
            warnings: {
                /** @enum {string} */
                code: "TOTAL_MISMATCH" | "NO_TOTAL" | "DISCOUNT_IGNORED";
                message: string;
            }[];
        };
        ReceiptUpload: {
            /**
             * Format: binary
             * @description PNG, JPEG or WebP image of the receipt
             */
            receipt: string;
            /** Format: uuid */
            walletId: string;
            /** Format: uuid */
            categoryId: string;
        };
        Budget: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @example USD */
            currency: string;
            /** @description Decimal amount in major units of the budget's currency */
            limit: number;
            /** @enum {string} */
            period: "daily" | "weekly" | "monthly" | "quarterly" | "yearly";
            /**
             * Format: date
             * @example 2026-03-01
             */
            startDate: string;
            /**
             * Format: date
             * @example 2026-03-01
             */
            endDate: string | null;
            /** Format: uuid */
            walletId: string;
            categoryIds: string[];
            /** Format: uuid */
            ownerId: string;
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            updatedAt: string;
            /**
             * @description 1 when created, one more on every change; send it back (If-Match or body version) to update only that version
             * @example 1
             */
            version: number;
            progress: components["schemas"]["BudgetProgress"];
            members: components["schemas"]["BudgetMember"][];
        };
        BudgetProgress: {
            /**
             * Format: date
             * @example 2026-03-01
             */
            periodStart: string;
            /**
             * Format: date
             * @description Last day of the current period (inclusive)
             * @example 2026-03-01
             */
            periodEnd: string;
            /** @description Positive: absolute sum of the expenses allocated in the current period */
            spent: number;
            /** @description limit - spent; negative when exceeded */
            remaining: number;
            /** @description spent / limit * 100, two decimals */
            percentUsed: number;
            exceeded: boolean;
        };
        BudgetMember: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            budgetId: string;
            /** Format: uuid */
            userId: string;
            email: string;
            /** @enum {string} */
            role: "viewer" | "editor";
            /** @description Percentage (0-100) of the limit earmarked for the member */
            share: number | null;
            /** @enum {string} */
            status: "pending" | "accepted" | "rejected";
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            invitedAt: string;
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            respondedAt: string | null;
        };
        CreateBudget: {
            /**
             * @description 1 to 100 characters after trimming; no control characters
             * @example Groceries
             */
            name: string;
            /**
             * @description Must be the wallet's. ISO 4217 code in current use, case-insensitive (answered upper case)
             * @example USD
             */
            currency: string;
            /**
             * @description Greater than 0. Decimal in major units with at most the currency's ISO 4217 decimals (USD 2, JPY 0, KWD 3), at most 999,999,999,999 minor units (9,999,999,999.99 USD)
             * @example 200
             */
            limit: number;
            /**
             * @description Case-insensitive
             * @example monthly
             * @enum {string}
             */
            period: "daily" | "weekly" | "monthly" | "quarterly" | "yearly";
            /**
             * @description First day (default: today, UTC); from 0001-01-01 to 9999-12-31 (a date-time counts as its UTC day)
             * @example 2026-03-01
             */
            startDate?: ((string | null) | null) | string | null;
            /**
             * @description Last day, after startDate; null or absent: open-ended; from 0001-01-01 to 9999-12-31 (a date-time counts as its UTC day)
             * @example 2026-03-01
             */
            endDate?: ((string | null) | null) | string | null;
            /** Format: uuid */
            walletId: string;
            /** @description 1 to 100 of the owner's categories (duplicates count once) */
            categoryIds: string[];
        };
        /** @description Owner and accepted editors: name, limit, period, dates, categories. Owner only: walletId and currency (a new currency needs a new limit). endDate null removes the end date. */
        UpdateBudget: {
            /**
             * @description 1 to 100 characters after trimming; no control characters
             * @example Groceries
             */
            name?: string;
            /**
             * @description Must be the wallet's. ISO 4217 code in current use, case-insensitive (answered upper case)
             * @example USD
             */
            currency?: string;
            /**
             * @description Greater than 0. Decimal in major units with at most the currency's ISO 4217 decimals (USD 2, JPY 0, KWD 3), at most 999,999,999,999 minor units (9,999,999,999.99 USD)
             * @example 200
             */
            limit?: number;
            /**
             * @description Case-insensitive
             * @example monthly
             * @enum {string}
             */
            period?: "daily" | "weekly" | "monthly" | "quarterly" | "yearly";
            /**
             * @description First day (default: today, UTC); from 0001-01-01 to 9999-12-31 (a date-time counts as its UTC day)
             * @example 2026-03-01
             */
            startDate?: ((string | null) | null) | string | null;
            /**
             * @description Last day, after startDate; null or absent: open-ended; from 0001-01-01 to 9999-12-31 (a date-time counts as its UTC day)
             * @example 2026-03-01
             */
            endDate?: ((string | null) | null) | string | null;
            /** Format: uuid */
            walletId?: string;
            /** @description 1 to 100 of the owner's categories (duplicates count once) */
            categoryIds?: string[];
            /** @description Update only if the stored version is this one (else 409 CONFLICT); same as If-Match */
            version?: number;
        };
        ShareBudget: {
            /**
             * Format: email
             * @example friend@example.com
             */
            email: string;
            /**
             * @description Default viewer
             * @enum {string|null}
             */
            role?: "viewer" | "editor" | null;
            /**
             * @description Percentage of the limit earmarked for the member, up to 2 decimals
             * @example 25
             */
            share?: number | null;
        };
        AnswerBudgetInvitation: {
            /**
             * @example accepted
             * @enum {string}
             */
            status: "accepted" | "rejected";
        };
        DashboardSummary: {
            /** @description The range the totals, categories and newest transactions cover: [from, to) */
            range: {
                /**
                 * Format: date-time
                 * @description Inclusive
                 */
                from: string;
                /** @description Exclusive. A range that runs to the end of 9999 ends at +010000-01-01T00:00:00.000Z (ISO 8601 expanded year, as Date.parse reads it) */
                to: string | unknown | "+010000-01-01T00:00:00.000Z";
            };
            totals: {
                /**
                 * @description ISO 4217 code
                 * @example USD
                 */
                currency: string;
                /**
                 * @description Decimal amount in major units of the currency
                 * @example 12.5
                 */
                income: number;
                /**
                 * @description Positive
                 * @example 12.5
                 */
                expense: number;
                /**
                 * @description income - expense
                 * @example 12.5
                 */
                net: number;
                /**
                 * @description Number of transactions
                 * @example 3
                 */
                count: number;
            }[];
            byCategory: {
                /** Format: uuid */
                categoryId: string;
                name: string;
                /**
                 * @description ISO 4217 code
                 * @example USD
                 */
                currency: string;
                /**
                 * @description Decimal amount in major units of the currency
                 * @example 12.5
                 */
                income: number;
                /**
                 * @description Positive
                 * @example 12.5
                 */
                expense: number;
                /**
                 * @description Number of transactions
                 * @example 3
                 */
                count: number;
            }[];
            wallets: {
                /** Format: uuid */
                id: string;
                name: string;
                /**
                 * @description ISO 4217 code
                 * @example USD
                 */
                currency: string;
                /**
                 * @description Decimal amount in major units of the currency
                 * @example 12.5
                 */
                balance: number;
            }[];
            budgets: {
                /** Format: uuid */
                id: string;
                name: string;
                /**
                 * @description ISO 4217 code
                 * @example USD
                 */
                currency: string;
                /**
                 * @description Decimal amount in major units of the currency
                 * @example 12.5
                 */
                limit: number;
                /**
                 * @description Positive: expenses allocated in the current period
                 * @example 12.5
                 */
                spent: number;
                /**
                 * @description Decimal amount in major units of the currency
                 * @example 12.5
                 */
                remaining: number;
                /** @example 42.5 */
                percentUsed: number;
                exceeded: boolean;
                /** Format: date */
                periodStart: string;
                /**
                 * Format: date
                 * @description Inclusive
                 */
                periodEnd: string;
            }[];
            /** @description The 12 months up to `to` (UTC), every month for every currency seen, oldest first */
            trend: {
                /** @example 2026-03 */
                month: string;
                /**
                 * @description ISO 4217 code
                 * @example USD
                 */
                currency: string;
                /**
                 * @description Decimal amount in major units of the currency
                 * @example 12.5
                 */
                income: number;
                /**
                 * @description Positive
                 * @example 12.5
                 */
                expense: number;
            }[];
            /** @description The five newest transactions in the range */
            recent: components["schemas"]["Transaction"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /**
         * @description IETF draft-7: the limit, what is left of it and the seconds until it resets
         * @example limit=100, remaining=99, reset=60
         */
        RateLimit: string;
        /**
         * @description IETF draft-7: the limit and its window in seconds
         * @example 100;w=60
         */
        "RateLimit-Policy": string;
        /**
         * @description Seconds to wait before trying again
         * @example 30
         */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is running */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR, OCR_PARSE_FAILED, OCR_RESPONSE_FAILED) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Register"];
            };
        };
        responses: {
            /** @description Account created */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "USER_REGISTERED";
                        message: string;
                        user: components["schemas"]["User"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited (RATE_LIMITED) */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR, OCR_PARSE_FAILED, OCR_RESPONSE_FAILED) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Login"];
            };
        };
        responses: {
            /** @description Logged in */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "LOGIN_SUCCESS";
                        message: string;
                        /** @description JWT (HS256) */
                        accessToken: string;
                        /** @enum {string} */
                        tokenType: "Bearer";
                        /** @description Seconds */
                        expiresIn: number;
                        user: components["schemas"]["User"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited (RATE_LIMITED) */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR, OCR_PARSE_FAILED, OCR_RESPONSE_FAILED) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWallets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's wallets */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "WALLETS_FETCHED";
                        message: string;
                        wallets: components["schemas"]["Wallet"][];
                    };
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited (RATE_LIMITED) */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR, OCR_PARSE_FAILED, OCR_RESPONSE_FAILED) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWallet"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "WALLET_CREATED";
                        message: string;
                        wallet: components["schemas"]["Wallet"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited (RATE_LIMITED) */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR, OCR_PARSE_FAILED, OCR_RESPONSE_FAILED) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's categories */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "CATEGORIES_FETCHED";
                        message: string;
                        categories: components["schemas"]["Category"][];
                    };
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited (RATE_LIMITED) */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR, OCR_PARSE_FAILED, OCR_RESPONSE_FAILED) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCategory"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "CATEGORY_CREATED";
                        message: string;
                        category: components["schemas"]["Category"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited (RATE_LIMITED) */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR, OCR_PARSE_FAILED, OCR_RESPONSE_FAILED) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 50) */
                limit?: number;
                /** @description `page.nextCursor` of the previous page */
                cursor?: string;
                /** @description Inclusive ISO 8601 date or date-time */
                from?: string;
                /** @description ISO 8601; a date includes that whole day, a date-time is exclusive */
                to?: string;
                walletId?: string;
                categoryId?: string;
                type?: "expense" | "income";
                /** @description Text in the description (case-insensitive) */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "TRANSACTIONS_FETCHED";
                        message: string;
                        transactions: components["schemas"]["Transaction"][];
                        page: components["schemas"]["Page"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited (RATE_LIMITED) */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR, OCR_PARSE_FAILED, OCR_RESPONSE_FAILED) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTransaction"];
            };
        };
        responses: {
            /** @description Created, with the budgets it was allocated to */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "TRANSACTION_CREATED";
                        message: string;
                        transaction: components["schemas"]["Transaction"];
                        budgets: components["schemas"]["BudgetAllocation"][];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited (RATE_LIMITED) */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR, OCR_PARSE_FAILED, OCR_RESPONSE_FAILED) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "TRANSACTION_FETCHED";
                        message: string;
                        transaction: components["schemas"]["Transaction"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited (RATE_LIMITED) */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR, OCR_PARSE_FAILED, OCR_RESPONSE_FAILED) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted transaction */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "TRANSACTION_DELETED";
                        message: string;
                        transaction: components["schemas"]["Transaction"];
                        budgets: components["schemas"]["BudgetAllocation"][];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited (RATE_LIMITED) */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR, OCR_PARSE_FAILED, OCR_RESPONSE_FAILED) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateTransaction: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag (version) the change was made against, e.g. "3"; if the resource moved on, 409 CONFLICT with the current state. Same as body `version`. */
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTransaction"];
            };
        };
        responses: {
            /** @description The updated transaction */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "TRANSACTION_UPDATED";
                        message: string;
                        transaction: components["schemas"]["Transaction"];
                        budgets: components["schemas"]["BudgetAllocation"][];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited (RATE_LIMITED) */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR, OCR_PARSE_FAILED, OCR_RESPONSE_FAILED) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ReceiptUpload"];
            };
        };
        responses: {
            /** @description The receipt as read, the created transactions and the budgets they were allocated to */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RECEIPT_PROCESSED";
                        message: string;
                        receipt: components["schemas"]["Receipt"];
                        transactions: components["schemas"]["Transaction"][];
                        budgets: components["schemas"]["BudgetAllocation"][];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited (RATE_LIMITED) */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR, OCR_PARSE_FAILED, OCR_RESPONSE_FAILED) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listBudgets: {
        parameters: {
            query?: {
                /** @description Show the period containing this day (default today); 0001-01-01 to 9999-12-31, a date-time counts as its UTC day */
                at?: string;
                /** @description Page size, 1-100 (default 100) */
                limit?: number;
                /** @description `page.nextCursor` of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of budgets */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "BUDGETS_FETCHED";
                        message: string;
                        budgets: components["schemas"]["Budget"][];
                        page: components["schemas"]["Page"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited (RATE_LIMITED) */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR, OCR_PARSE_FAILED, OCR_RESPONSE_FAILED) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createBudget: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBudget"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "BUDGET_CREATED";
                        message: string;
                        budget: components["schemas"]["Budget"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited (RATE_LIMITED) */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR, OCR_PARSE_FAILED, OCR_RESPONSE_FAILED) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBudget: {
        parameters: {
            query?: {
                /** @description Show the period containing this day (default today); 0001-01-01 to 9999-12-31, a date-time counts as its UTC day */
                at?: string;
            };
            header?: never;
            path: {
                budgetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The budget */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "BUDGET_FETCHED";
                        message: string;
                        budget: components["schemas"]["Budget"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited (RATE_LIMITED) */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR, OCR_PARSE_FAILED, OCR_RESPONSE_FAILED) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBudget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                budgetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted budget, as it was */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "BUDGET_DELETED";
                        message: string;
                        budget: components["schemas"]["Budget"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited (RATE_LIMITED) */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR, OCR_PARSE_FAILED, OCR_RESPONSE_FAILED) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateBudget: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag (version) the change was made against, e.g. "3"; if the resource moved on, 409 CONFLICT with the current state. Same as body `version`. */
                "if-match"?: string;
            };
            path: {
                budgetId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBudget"];
            };
        };
        responses: {
            /** @description The updated budget */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "BUDGET_UPDATED";
                        message: string;
                        budget: components["schemas"]["Budget"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited (RATE_LIMITED) */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR, OCR_PARSE_FAILED, OCR_RESPONSE_FAILED) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    shareBudget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                budgetId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShareBudget"];
            };
        };
        responses: {
            /** @description Invited */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "BUDGET_SHARED";
                        message: string;
                        member: components["schemas"]["BudgetMember"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited (RATE_LIMITED) */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR, OCR_PARSE_FAILED, OCR_RESPONSE_FAILED) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeBudgetMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                budgetId: string;
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The removed membership */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "BUDGET_MEMBER_REMOVED";
                        message: string;
                        member: components["schemas"]["BudgetMember"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited (RATE_LIMITED) */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR, OCR_PARSE_FAILED, OCR_RESPONSE_FAILED) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    answerBudgetInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                budgetId: string;
                memberId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnswerBudgetInvitation"];
            };
        };
        responses: {
            /** @description The answered membership */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "BUDGET_INVITATION_ANSWERED";
                        message: string;
                        member: components["schemas"]["BudgetMember"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited (RATE_LIMITED) */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR, OCR_PARSE_FAILED, OCR_RESPONSE_FAILED) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDashboardSummary: {
        parameters: {
            query?: {
                /** @description Inclusive ISO 8601 date or date-time (default: start of the month) */
                from?: string;
                /** @description ISO 8601; a date includes that whole day, a date-time is exclusive (default: end of the month) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's dashboard */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "DASHBOARD_SUMMARY";
                        message: string;
                        summary: components["schemas"]["DashboardSummary"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited (RATE_LIMITED) */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR, OCR_PARSE_FAILED, OCR_RESPONSE_FAILED) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Rate limited (RATE_LIMITED) */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error (INTERNAL_ERROR, OCR_PARSE_FAILED, OCR_RESPONSE_FAILED) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
