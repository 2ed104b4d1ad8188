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
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database, Redis (when set) and the OCR engine answer */
        get: operations["getReadiness"];
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
    "/api/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for a new access token and a new refresh token
         * @description Each refresh token works once. Presenting one that was already exchanged revokes its whole session (every refresh token of that login) and answers 401 REFRESH_TOKEN_INVALID, as do unknown, expired and revoked ones: log in again. Without a refresh token in the body, the browser session's cookie is exchanged instead: the next one is set as the cookie and left out of the answer, and a refused one clears the cookie. Such a request must carry X-Requested-With (403 CSRF_REJECTED).
         */
        post: operations["refreshSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a login session: revoke every refresh token of the given one's session
         * @description Needs no access token: holding the refresh token is the proof. An unknown or already revoked token answers 200 too. Access tokens already issued stay valid until they expire (JWT_TTL). Without a refresh token in the body, the browser session's cookie is used and cleared; such a request must carry X-Requested-With (403 CSRF_REJECTED).
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password; revokes every refresh token and personal access token
         * @description Access tokens issued before the change stop working too. Answers a fresh session for the caller. A personal access token may not call this (403 INSUFFICIENT_SCOPE).
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's personal access tokens, newest first (never their secrets) */
        get: operations["listPersonalAccessTokens"];
        put?: never;
        /** Create a personal access token; its secret is shown in this answer only */
        post: operations["createPersonalAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a personal access token for good */
        delete: operations["deletePersonalAccessToken"];
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
        /** The caller's wallets, oldest first, keyset paged (archived ones only with archived=true) */
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
    "/api/v1/wallet/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One wallet of the caller's */
        get: operations["getWallet"];
        put?: never;
        post?: never;
        /** Delete a wallet; one still in use needs reassignTo, which takes over its transactions and budgets */
        delete: operations["deleteWallet"];
        options?: never;
        head?: never;
        /** Rename, archive, change the opening balance or (while unused) the currency of a wallet */
        patch: operations["updateWallet"];
        trace?: never;
    };
    "/api/v1/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's categories, oldest first, keyset paged (archived ones only with archived=true) */
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
    "/api/v1/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One category of the caller's */
        get: operations["getCategory"];
        put?: never;
        post?: never;
        /** Delete a category; one still in use needs reassignTo, which takes over its transactions and budget links */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        /** Rename or archive a category */
        patch: operations["updateCategory"];
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
    "/api/v1/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's tags, oldest first, keyset paged */
        get: operations["listTags"];
        put?: never;
        /** Create a tag (names are unique per user, case-insensitive) */
        post: operations["createTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One tag */
        get: operations["getTag"];
        put?: never;
        post?: never;
        /** Delete a tag; it is taken off every transaction that had it (the transactions stay) */
        delete: operations["deleteTag"];
        options?: never;
        head?: never;
        /** Rename a tag */
        patch: operations["renameTag"];
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
         * @description Multipart form: `receipt` (exactly one PNG, JPEG or WebP file), `walletId`, `categoryId`, optionally `language` (the receipt's BCP 47 language tag, a hint for the OCR). Each item line becomes one expense in the wallet's currency, dated with the receipt's date (or now); a TAX / VAT line is an item when it is added on top of the items. All or nothing.
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
    "/api/v1/budgets/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's pending invitations to other users' budgets, oldest first (answer them with PATCH /budgets/{budgetId}/members/{memberId}) */
        get: operations["listBudgetInvitations"];
        put?: never;
        post?: never;
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
    "/api/v1/transaction/{id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The attachments of one of your transactions, oldest first */
        get: operations["listAttachments"];
        put?: never;
        /**
         * Keep a file (PNG, JPEG, WebP or PDF) with one of your transactions
         * @description Multipart form with exactly one part, `file`. The type is read from the file's first bytes (a Content-Type or file name that says otherwise is ignored); anything else is 415 UNSUPPORTED_ATTACHMENT_TYPE. At most ATTACHMENT_MAX_BYTES (default 10 MiB; 413 past it) and 10 attachments per transaction (409 ATTACHMENT_LIMIT_REACHED); the user's stored files together at most STORAGE_QUOTA_BYTES (413 STORAGE_QUOTA_EXCEEDED, nothing stored); at most UPLOAD_MAX_IN_FLIGHT_PER_USER uploads of one user at once (429 RATE_LIMITED).
         */
        post: operations["addAttachment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/attachments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The file itself, streamed with its content type
         * @description Answers the bytes with `Content-Type` (the type read at upload), `Content-Length`, `X-Content-Type-Options: nosniff` and `Content-Disposition: attachment; filename="<id>.<ext>"`. Another user's attachment is 404 ATTACHMENT_NOT_FOUND, like a missing one.
         */
        get: operations["downloadAttachment"];
        put?: never;
        post?: never;
        /** Delete one of your attachments (its file goes unless another transaction of its receipt keeps it) */
        delete: operations["deleteAttachment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's transfers, newest first, keyset paged */
        get: operations["listTransfers"];
        put?: never;
        /** Move money between two of the caller's wallets: an expense leg and an income leg, written together */
        post: operations["createTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transfers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One transfer */
        get: operations["getTransfer"];
        put?: never;
        post?: never;
        /** Delete a transfer with both legs, giving both balances back; answers the deleted transfer */
        delete: operations["deleteTransfer"];
        options?: never;
        head?: never;
        /** Change some fields (at least one); both legs and both balances follow */
        patch: operations["updateTransfer"];
        trace?: never;
    };
    "/api/v1/me/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How much of your storage quota your files take
         * @description `storedBytes`: your attachments and kept receipt images, a receipt image linked to several transactions counted once. `quotaBytes`: STORAGE_QUOTA_BYTES; an attachment or receipt upload that would take `storedBytes` past it is 413 STORAGE_QUOTA_EXCEEDED and nothing is stored.
         */
        get: operations["getStorageUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's webhooks, newest first (never their secrets) */
        get: operations["listWebhooks"];
        put?: never;
        /** Register a webhook; its signing secret is shown in this answer only */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One webhook */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /** Delete a webhook with its deliveries */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /** Change a webhook's URL, events or description, or enable or pause it */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a `webhook.test` event to the webhook now, once, and answer how it went */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The webhook's latest delivery attempts, newest first (at most 100) */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recurrences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's recurring transactions, oldest first */
        get: operations["listRecurrences"];
        put?: never;
        /** Create a recurring transaction, recorded by the service on every occurrence of its rule */
        post: operations["createRecurrence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recurrences/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One recurring transaction */
        get: operations["getRecurrence"];
        put?: never;
        post?: never;
        /** Stop a recurring transaction for good; the transactions it recorded stay */
        delete: operations["deleteRecurrence"];
        options?: never;
        head?: never;
        /** Change what future occurrences record (recorded transactions stay as they are) */
        patch: operations["updateRecurrence"];
        trace?: never;
    };
    "/api/v1/recurrences/{id}/occurrences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dates the rule gives in a range, recorded or to come (at most 1,000) */
        get: operations["listRecurrenceOccurrences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A job's status and, once done, the answer of the work it ran
         * @description Status `queued`, `running`, `succeeded` or `failed`. When succeeded, `result` is the body the synchronous route answers; when failed, `error` is its error body with the status it would have had. A finished job stays readable for a day.
         */
        get: operations["getJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a bank file into a preview: every row ready, a duplicate, or refused with its reason
         * @description Multipart form: `file`, `walletId`, `categoryId` (the default category), optionally `mapping` (CSV). Nothing is recorded until the commit. The answer carries the first 100 rows; the preview lives 24 hours.
         */
        post: operations["previewImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports/{id}/rows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A preview's rows in file order, optionally of one status, keyset paged */
        get: operations["listImportRows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports/{id}/commit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record every ready row as a transaction, all or none
         * @description Once only: a second commit, or the loser of two at once, is 409 IMPORT_ALREADY_COMMITTED.
         */
        post: operations["commitImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Throw a preview away with its rows */
        delete: operations["discardImport"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/export/transactions.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every transaction as CSV
         * @description The caller's transactions under the list's filters, newest first, streamed row by row (any number of rows in constant memory), answered as `Content-Disposition: attachment`. Columns: id, date, amount (signed), currency, type, description, wallet, category, tags (joined by |), transferId, externalId; RFC 4180 quoting, UTF-8 without BOM.
         */
        get: operations["exportTransactionsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/export/transactions.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every transaction as NDJSON, one JSON object per line
         * @description The caller's transactions under the list's filters, newest first, streamed row by row (any number of rows in constant memory), answered as `Content-Disposition: attachment`.
         */
        get: operations["exportTransactionsJson"];
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
            /** @description CONFLICT only: the budget, transaction or transfer as stored now (with its version) */
            current?: {
                [key: string]: unknown;
            };
        };
        Readiness: {
            /** @enum {string} */
            code: "SERVICE_READY" | "SERVICE_NOT_READY";
            message: string;
            /** @description When not ready: the message again (an error body) */
            error?: string;
            /** @enum {string} */
            status: "ready" | "not_ready";
            /**
             * @description The names of the checks that failed
             * @example [
             *       "redis"
             *     ]
             */
            failed: string[];
            /** @description `redis` only when REDIS_URL is set */
            checks: {
                database: {
                    /** @enum {string} */
                    status: "ok" | "failed";
                    latencyMs: number;
                    reason?: string;
                };
                redis?: {
                    /** @enum {string} */
                    status: "ok" | "failed";
                    latencyMs: number;
                    reason?: string;
                };
                ocr: {
                    /** @enum {string} */
                    status: "ok" | "failed";
                    latencyMs: number;
                    reason?: string;
                };
            };
            /** @description Jobs waiting and running, and worker processes connected (null in process) */
            queue: {
                waiting: number;
                running: number;
                workers: number | null;
            } | null;
            /** Format: date-time */
            timestamp: string;
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
            /**
             * @description `body` (default): the refresh token is in the answer. `cookie`: it is set as the `finance_refresh` cookie (HttpOnly, SameSite=Strict, Path=/api/v1/auth) and left out of the answer; refresh and logout then read it from there. See docs/sessions.md.
             * @enum {string}
             */
            session?: "body" | "cookie";
        };
        RefreshTokenBody: {
            /** @description The refresh token of the last login or refresh (`fin_rt_...`). Absent: the `finance_refresh` cookie is used, and the request must carry X-Requested-With. */
            refreshToken?: string;
        };
        ChangePassword: {
            currentPassword: string;
            /** @description 8 characters to 72 bytes of UTF-8 */
            newPassword: string;
            /**
             * @description `body` (default): the refresh token is in the answer. `cookie`: it is set as the `finance_refresh` cookie (HttpOnly, SameSite=Strict, Path=/api/v1/auth) and left out of the answer; refresh and logout then read it from there. See docs/sessions.md.
             * @enum {string}
             */
            session?: "body" | "cookie";
        };
        PersonalAccessToken: {
            /** Format: uuid */
            id: string;
            name: string;
            scopes: ("read" | "write")[];
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            expiresAt: string | null;
            /**
             * Format: date-time
             * @description To the minute: a use within a minute of the last is not noted
             * @example 2026-03-01T12:00:00.000Z
             */
            lastUsedAt: string | null;
        };
        CreatePersonalAccessToken: {
            /**
             * @description 1 to 100 characters after trimming; no control characters
             * @example Nightly export
             */
            name: string;
            /**
             * @description `["read"]`: GET and HEAD only; `["read", "write"]`: every request
             * @example [
             *       "read"
             *     ]
             */
            scopes: ("read" | "write")[];
            /** @description ISO 8601 date or date-time in the future; absent or null: never expires */
            expiresAt?: ((string) | null) | string;
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
             * @description Opening balance
             * @example 12.5
             */
            initialBalance: number;
            /** @description Hidden from the list and closed to new transactions */
            archived: boolean;
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
             * @description Opening balance (default 0; may be negative). Decimal in major units with at most the currency's ISO 4217 decimals (USD 2, JPY 0, KWD 3), at most 999,999,999,999 JPY, 9,999,999,999.99 USD, 999,999,999.999 KWD, 99,999,999.9999 CLF (999,999,999,999 minor units)
             * @example 100
             */
            balance?: number;
        };
        Page: {
            limit: number;
            nextCursor: string | null;
            /** @description True exactly when nextCursor is not null */
            hasMore: boolean;
        };
        UpdateWallet: {
            /**
             * @description 1 to 100 characters after trimming; no control characters
             * @example Savings
             */
            name?: string;
            /**
             * @description Only while no transaction or budget uses the wallet
             * @example USD
             */
            currency?: string;
            /** @description New opening balance; the balance moves by the difference (required with a new currency unless the opening balance is 0). Decimal in major units with at most the currency's ISO 4217 decimals (USD 2, JPY 0, KWD 3), at most 999,999,999,999 JPY, 9,999,999,999.99 USD, 999,999,999.999 KWD, 99,999,999.9999 CLF (999,999,999,999 minor units) */
            initialBalance?: number;
            /** @description Hide from the list and close to new transactions */
            archived?: boolean;
        };
        Category: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @description Hidden from the list and closed to new transactions */
            archived: boolean;
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
        UpdateCategory: {
            /**
             * @description 1 to 100 characters after trimming; no control characters
             * @example Food
             */
            name?: string;
            /** @description Hide from the list and close to new transactions */
            archived?: boolean;
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
            /**
             * Format: uuid
             * @description null on a transfer leg
             */
            categoryId: string | null;
            /**
             * Format: uuid
             * @description The transfer this transaction is a leg of (expense: outgoing, income: incoming), else null; legs count in no total, category or budget and change only through /transfers/{id}
             */
            transferId: string | null;
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
            /** @description The ids of its tags, sorted; [] when it has none */
            tagIds: string[];
            /**
             * Format: uuid
             * @description The recurrence that recorded it (its date is the occurrence's); absent on any other transaction
             */
            recurrenceId?: string;
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
            /**
             * @description Present when this write moved the budget's spending in its current window past 80% or past 100% of its limit (the higher one when both)
             * @enum {string}
             */
            crossed?: "80%" | "100%";
        };
        CreateTransaction: {
            /**
             * @description Decimal in major units with at most the currency's ISO 4217 decimals (USD 2, JPY 0, KWD 3), at most 999,999,999,999 JPY, 9,999,999,999.99 USD, 999,999,999.999 KWD, 99,999,999.9999 CLF (999,999,999,999 minor units); stored negative for an expense
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
            /** @description The caller's tag ids, at most 20 distinct (duplicates are folded); on PATCH it replaces the set and [] clears it */
            tagIds?: string[];
        };
        UpdateTransaction: {
            /**
             * @description Decimal in major units with at most the currency's ISO 4217 decimals (USD 2, JPY 0, KWD 3), at most 999,999,999,999 JPY, 9,999,999,999.99 USD, 999,999,999.999 KWD, 99,999,999.9999 CLF (999,999,999,999 minor units); stored negative for an expense
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
            /** @description The caller's tag ids, at most 20 distinct (duplicates are folded); on PATCH it replaces the set and [] clears it */
            tagIds?: string[];
            /** @description Update only if the stored version is this one (else 409 CONFLICT); same as If-Match */
            version?: number;
        };
        Tag: {
            /** Format: uuid */
            id: string;
            name: string;
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            createdAt: string;
        };
        TagName: {
            /**
             * @description 1 to 100 characters after trimming; no control characters
             * @example Holiday 2026
             */
            name: string;
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
        JobRef: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "failed";
            /** Format: date-time */
            createdAt: string;
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
            /**
             * @description The receipt's language, a BCP 47 tag (`ja`, `ko`, `zh-Hant`, `vi`, `de` ...). Optional: without it the recogniser is chosen from what the OCR sees; with it, from the tag.
             * @example ja
             */
            language?: string;
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
             * @description Greater than 0. Decimal in major units with at most the currency's ISO 4217 decimals (USD 2, JPY 0, KWD 3), at most 999,999,999,999 JPY, 9,999,999,999.99 USD, 999,999,999.999 KWD, 99,999,999.9999 CLF (999,999,999,999 minor units)
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
        BudgetInvitation: {
            /**
             * Format: uuid
             * @description Answer with PATCH /budgets/{budgetId}/members/{memberId}
             */
            memberId: string;
            /** Format: uuid */
            budgetId: string;
            budgetName: string;
            owner: {
                name: string;
                email: string;
            };
            /** @enum {string} */
            role: "viewer" | "editor";
            /** @description Percentage (0-100) of the limit earmarked for the invitee */
            share: number | null;
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            invitedAt: string;
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
             * @description Greater than 0. Decimal in major units with at most the currency's ISO 4217 decimals (USD 2, JPY 0, KWD 3), at most 999,999,999,999 JPY, 9,999,999,999.99 USD, 999,999,999.999 KWD, 99,999,999.9999 CLF (999,999,999,999 minor units)
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
            /** @description Per tag and currency, like byCategory: a transaction with several tags counts under each; untagged ones under none */
            byTag: {
                /** Format: uuid */
                tagId: string;
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
        Attachment: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            transactionId: string;
            /**
             * @description Decided from the file's bytes
             * @enum {string}
             */
            contentType: "image/png" | "image/jpeg" | "image/webp" | "application/pdf";
            /**
             * @description Bytes
             * @example 48213
             */
            size: number;
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            createdAt: string;
        };
        AttachmentUpload: {
            /**
             * Format: binary
             * @description A PNG, JPEG, WebP or PDF file
             */
            file: string;
        };
        Transfer: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            fromWalletId: string;
            /** Format: uuid */
            toWalletId: string;
            /**
             * @description What left the source wallet, in its currency (positive)
             * @example 100
             */
            amount: number;
            /**
             * @description ISO 4217 code
             * @example USD
             */
            currency: string;
            /**
             * @description What reached the target wallet, in its currency (positive)
             * @example 92
             */
            toAmount: number;
            /**
             * @description ISO 4217 code
             * @example USD
             */
            toCurrency: string;
            description: string;
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            date: string;
            /**
             * Format: uuid
             * @description The leg on the source wallet: an expense with this transferId
             */
            outgoingTransactionId: string;
            /**
             * Format: uuid
             * @description The leg on the target wallet: an income with this transferId
             */
            incomingTransactionId: string;
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
             * @description 1 when created, one more on every change (the legs carry it too); send it back to update only that version
             * @example 1
             */
            version: number;
        };
        CreateTransfer: {
            /**
             * Format: uuid
             * @description The caller's wallet the money leaves
             */
            fromWalletId: string;
            /**
             * Format: uuid
             * @description Another wallet of the caller's
             */
            toWalletId: string;
            /**
             * @description Decimal in major units with at most the currency's ISO 4217 decimals (USD 2, JPY 0, KWD 3), at most 999,999,999,999 JPY, 9,999,999,999.99 USD, 999,999,999.999 KWD, 99,999,999.9999 CLF (999,999,999,999 minor units); in the source wallet's currency
             * @example 100
             */
            amount: number;
            /**
             * @description Decimal in major units with at most the currency's ISO 4217 decimals (USD 2, JPY 0, KWD 3), at most 999,999,999,999 JPY, 9,999,999,999.99 USD, 999,999,999.999 KWD, 99,999,999.9999 CLF (999,999,999,999 minor units); in the target wallet's currency; required between wallets of different currencies (the rate is yours), else absent or equal to amount
             * @example 92
             */
            toAmount?: number;
            /**
             * @description ISO 8601 date (midnight UTC) or date-time, years 0001-9999
             * @example 2026-03-01T12:00:00Z
             */
            date: string;
            /** @description At most 500 characters; no control characters but tab and line breaks */
            description?: string | null;
        };
        UpdateTransfer: {
            /**
             * Format: uuid
             * @description The caller's wallet the money leaves
             */
            fromWalletId?: string;
            /**
             * Format: uuid
             * @description Another wallet of the caller's
             */
            toWalletId?: string;
            /**
             * @description Decimal in major units with at most the currency's ISO 4217 decimals (USD 2, JPY 0, KWD 3), at most 999,999,999,999 JPY, 9,999,999,999.99 USD, 999,999,999.999 KWD, 99,999,999.9999 CLF (999,999,999,999 minor units); in the source wallet's currency
             * @example 100
             */
            amount?: number;
            /**
             * @description Decimal in major units with at most the currency's ISO 4217 decimals (USD 2, JPY 0, KWD 3), at most 999,999,999,999 JPY, 9,999,999,999.99 USD, 999,999,999.999 KWD, 99,999,999.9999 CLF (999,999,999,999 minor units); in the target wallet's currency; required between wallets of different currencies (the rate is yours), else absent or equal to amount
             * @example 92
             */
            toAmount?: number;
            /**
             * @description ISO 8601 date (midnight UTC) or date-time, years 0001-9999
             * @example 2026-03-01T12:00:00Z
             */
            date?: string;
            /** @description At most 500 characters; no control characters but tab and line breaks */
            description?: string | null;
            /** @description Update only if the stored version is this one (else 409 CONFLICT); same as If-Match */
            version?: number;
        };
        StorageUsage: {
            /**
             * @description Bytes of the caller's stored files (attachments and kept receipt images), each file once
             * @example 48213
             */
            storedBytes: number;
            /**
             * @description STORAGE_QUOTA_BYTES: an upload that would take storedBytes past it is 413 STORAGE_QUOTA_EXCEEDED
             * @example 1073741824
             */
            quotaBytes: number;
        };
        Webhook: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uri
             * @example https://hooks.example.com/finance
             */
            url: string;
            events: ("transaction.created" | "transaction.updated" | "transaction.deleted" | "transfer.created" | "transfer.deleted" | "receipt.processed" | "import.committed" | "recurrence.recorded" | "budget.threshold_crossed" | "budget.invitation.created" | "budget.invitation.answered" | "budget.member.removed")[];
            description: string;
            enabled: boolean;
            /** @description Why it is disabled: after a day of failed deliveries (naming the last failure), or by its owner */
            disabledReason: string | null;
            /**
             * Format: date-time
             * @description The first failure of the current run of failed deliveries; null after any success
             * @example 2026-03-01T12:00:00.000Z
             */
            failingSince: string | null;
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
        };
        CreateWebhook: {
            /**
             * Format: uri
             * @description https (http too outside production); every address its host resolves to must be public unless WEBHOOK_ALLOW_PRIVATE=true
             * @example https://hooks.example.com/finance
             */
            url: string;
            /**
             * @description The event types to receive
             * @example [
             *       "transaction.created"
             *     ]
             */
            events: ("transaction.created" | "transaction.updated" | "transaction.deleted" | "transfer.created" | "transfer.deleted" | "receipt.processed" | "import.committed" | "recurrence.recorded" | "budget.threshold_crossed" | "budget.invitation.created" | "budget.invitation.answered" | "budget.member.removed")[];
            /**
             * @description At most 500 characters; no control characters but tab and line breaks
             * @example Ledger sync
             */
            description?: string;
        };
        UpdateWebhook: {
            /**
             * Format: uri
             * @description https (http too outside production); every address its host resolves to must be public unless WEBHOOK_ALLOW_PRIVATE=true
             * @example https://hooks.example.com/finance
             */
            url?: string;
            /**
             * @description The event types to receive
             * @example [
             *       "transaction.created"
             *     ]
             */
            events?: ("transaction.created" | "transaction.updated" | "transaction.deleted" | "transfer.created" | "transfer.deleted" | "receipt.processed" | "import.committed" | "recurrence.recorded" | "budget.threshold_crossed" | "budget.invitation.created" | "budget.invitation.answered" | "budget.member.removed")[];
            /**
             * @description At most 500 characters; no control characters but tab and line breaks
             * @example Ledger sync
             */
            description?: string;
            /** @description true enables it again (its failure run starts over); false pauses it */
            enabled?: boolean;
        };
        WebhookDelivery: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description The event's id, also sent as the `webhook-id` header
             */
            eventId: string;
            /** @example transaction.created */
            eventType: string;
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            attemptedAt: string;
            /** @description The endpoint's HTTP status; null when none came */
            statusCode: number | null;
            /** @description Why the attempt failed without a status (timeout, refused address, connection error), or a redirect */
            error: string | null;
            durationMs: number;
            /** @description The first bytes of the endpoint's answer at most */
            responsePrefix: string | null;
        };
        Recurrence: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            walletId: string;
            /** Format: uuid */
            categoryId: string;
            /**
             * @description Positive, in the wallet's currency; each recorded transaction is signed by type
             * @example 950
             */
            amount: number;
            /**
             * @description ISO 4217 code
             * @example USD
             */
            currency: string;
            /** @enum {string} */
            type: "expense" | "income";
            description: string;
            tagIds: string[];
            /**
             * @description The RFC 5545 rule in canonical form
             * @example FREQ=MONTHLY;BYMONTHDAY=-1
             */
            rrule: string;
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            start: string;
            /** @example Europe/Berlin */
            timezone: string;
            /**
             * Format: date-time
             * @description The next occurrence to record; null when the rule has no more
             * @example 2026-03-01T12:00:00.000Z
             */
            nextAt: string | null;
            /** @description False while paused (PATCH active) and on the answer of a DELETE */
            active: boolean;
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
        };
        CreateRecurrence: {
            /** Format: uuid */
            walletId: string;
            /** Format: uuid */
            categoryId: string;
            /**
             * @description Decimal in major units with at most the currency's ISO 4217 decimals (USD 2, JPY 0, KWD 3), at most 999,999,999,999 JPY, 9,999,999,999.99 USD, 999,999,999.999 KWD, 99,999,999.9999 CLF (999,999,999,999 minor units); the wallet's currency
             * @example 950
             */
            amount: number;
            /**
             * @example expense
             * @enum {string}
             */
            type: "expense" | "income";
            /** @description At most 500 characters; no control characters but tab and line breaks */
            description?: string;
            /** @description The caller's tag ids, at most 20 distinct */
            tagIds?: string[];
            /**
             * @description RFC 5545 RRULE without DTSTART: FREQ (DAILY, WEEKLY, MONTHLY, YEARLY), INTERVAL, BYDAY, BYMONTHDAY (-1 is the last day), BYMONTH, COUNT or UNTIL
             * @example FREQ=MONTHLY;BYMONTHDAY=-1
             */
            rrule: string;
            /**
             * @description The first date-time, ISO 8601 with Z or an offset; its wall-clock time in timezone is every occurrence's
             * @example 2026-01-31T09:00:00+01:00
             */
            start: string;
            /**
             * @description IANA time zone name (default UTC)
             * @example Europe/Berlin
             */
            timezone?: string;
        };
        UpdateRecurrence: {
            /** Format: uuid */
            walletId?: string;
            /** Format: uuid */
            categoryId?: string;
            /**
             * @description Decimal in major units with at most the currency's ISO 4217 decimals (USD 2, JPY 0, KWD 3), at most 999,999,999,999 JPY, 9,999,999,999.99 USD, 999,999,999.999 KWD, 99,999,999.9999 CLF (999,999,999,999 minor units); the wallet's currency
             * @example 950
             */
            amount?: number;
            /**
             * @example expense
             * @enum {string}
             */
            type?: "expense" | "income";
            /** @description At most 500 characters; no control characters but tab and line breaks */
            description?: string;
            /** @description The caller's tag ids, at most 20 distinct */
            tagIds?: string[];
            /**
             * @description RFC 5545 RRULE without DTSTART: FREQ (DAILY, WEEKLY, MONTHLY, YEARLY), INTERVAL, BYDAY, BYMONTHDAY (-1 is the last day), BYMONTH, COUNT or UNTIL
             * @example FREQ=MONTHLY;BYMONTHDAY=-1
             */
            rrule?: string;
            /**
             * @description The first date-time, ISO 8601 with Z or an offset; its wall-clock time in timezone is every occurrence's
             * @example 2026-01-31T09:00:00+01:00
             */
            start?: string;
            /**
             * @description IANA time zone name (default UTC)
             * @example Europe/Berlin
             */
            timezone?: string;
            /** @description false pauses it; true resumes it from now */
            active?: boolean;
        };
        RecurrenceOccurrences: {
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            from: string;
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            to: string;
            /** @description Ascending, at most 1,000 */
            occurrences: string[];
            /** @description True when the range holds more than were listed */
            truncated: boolean;
        };
        Job: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "failed";
            /** Format: date-time */
            createdAt: string;
            /** @example receipt.read */
            kind: string;
            attempts: number;
            /** Format: date-time */
            finishedAt: string | null;
            /** @description When succeeded: the body the synchronous route answers (for a receipt, 201 RECEIPT_PROCESSED) */
            result?: {
                [key: string]: unknown;
            };
            /** @description When failed: the error body the synchronous route answers, and its status */
            error?: {
                status: number;
                code: string;
                message: string;
                error: string;
                details?: {
                    path: string;
                    message: string;
                }[];
            };
        };
        ImportPreview: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            format: "csv" | "ofx" | "qfx" | "qif" | "camt053";
            /** Format: uuid */
            walletId: string;
            /** @enum {string} */
            status: "preview" | "committed";
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            expiresAt: string;
            counts: components["schemas"]["ImportCounts"];
            /** @description The first 100 rows; GET /imports/{id}/rows pages them all */
            rows: components["schemas"]["ImportRow"][];
        };
        ImportCounts: {
            rows: number;
            ready: number;
            duplicate: number;
            refused: number;
        };
        ImportRow: {
            /** @description The line of the file the row starts on */
            line: number;
            /** @enum {string} */
            status: "ready" | "duplicate" | "refused";
            /** @description Why the row is refused (UNREADABLE_DATE, UNREADABLE_AMOUNT, TOO_MANY_DECIMALS, ZERO_AMOUNT, CURRENCY_MISMATCH, MISSING_COLUMN, PENDING_ENTRY) or a duplicate (DUPLICATE_EXTERNAL_ID, DUPLICATE_ENTRY) */
            reason?: string;
            message?: string;
            /** @description What the row records when committed; absent on a refused row */
            transaction?: {
                /**
                 * @description Positive; the type gives the sign
                 * @example 12.5
                 */
                amount: number;
                /** @enum {string} */
                type: "expense" | "income";
                /** Format: date */
                date: string;
                description: string;
                /** Format: uuid */
                categoryId: string;
                externalId: string | null;
            };
        };
        ImportUpload: {
            /**
             * Format: binary
             * @description A bank statement: CSV, OFX 1 or 2, QFX, QIF or CAMT.053, found from the content
             */
            file: string;
            /** Format: uuid */
            walletId: string;
            /**
             * Format: uuid
             * @description The default category
             */
            categoryId: string;
            /** @description CSV only, a JSON text naming columns by header: `{"date", "amount" | "debit" + "credit", "description", "category"?, "externalId"?, "dateFormat"?, "decimal"?, "sign"?}` */
            mapping?: string;
        };
        CommittedImport: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            format: "csv" | "ofx" | "qfx" | "qif" | "camt053";
            /** Format: uuid */
            walletId: string;
            /** @enum {string} */
            status: "preview" | "committed";
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            expiresAt: string;
            counts: components["schemas"]["ImportCounts"];
            /** @description Transactions recorded */
            created: number;
        };
        Import: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            format: "csv" | "ofx" | "qfx" | "qif" | "camt053";
            /** Format: uuid */
            walletId: string;
            /** @enum {string} */
            status: "preview" | "committed";
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-03-01T12:00:00.000Z
             */
            expiresAt: string;
            counts: components["schemas"]["ImportCounts"];
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
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every dependency answered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
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
            /** @description At least one dependency failed; `failed` names which */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
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
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
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
                    /**
                     * @description With the cookie session: the new refresh token
                     * @example finance_refresh=fin_rt_...; Max-Age=2592000; Path=/api/v1/auth; HttpOnly; Secure; SameSite=Strict
                     */
                    "Set-Cookie"?: string;
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
                        /** @description Opaque (`fin_rt_...`); works once, at POST /auth/refresh, which answers the next one. Absent with the cookie session: it is in the `finance_refresh` cookie instead. */
                        refreshToken?: string;
                        /** @description Seconds the refresh token stays usable */
                        refreshExpiresIn: number;
                        user: components["schemas"]["User"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    refreshSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required (any non-empty value) when the cookie is used, else 403 CSRF_REJECTED; an `Origin` header, when sent, must then be this service's origin or one of CORS_ORIGINS */
                "x-requested-with"?: string;
            };
            path?: never;
            cookie?: {
                /** @description The browser session's refresh token, read when the body has none */
                finance_refresh?: string;
            };
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RefreshTokenBody"];
            };
        };
        responses: {
            /** @description New tokens */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /**
                     * @description With the cookie session: the next refresh token
                     * @example finance_refresh=fin_rt_...; Max-Age=2592000; Path=/api/v1/auth; HttpOnly; Secure; SameSite=Strict
                     */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "TOKEN_REFRESHED";
                        message: string;
                        /** @description JWT (HS256) */
                        accessToken: string;
                        /** @enum {string} */
                        tokenType: "Bearer";
                        /** @description Seconds */
                        expiresIn: number;
                        /** @description Opaque (`fin_rt_...`); works once, at POST /auth/refresh, which answers the next one. Absent with the cookie session: it is in the `finance_refresh` cookie instead. */
                        refreshToken?: string;
                        /** @description Seconds the refresh token stays usable */
                        refreshExpiresIn: number;
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Required (any non-empty value) when the cookie is used, else 403 CSRF_REJECTED; an `Origin` header, when sent, must then be this service's origin or one of CORS_ORIGINS */
                "x-requested-with"?: string;
            };
            path?: never;
            cookie?: {
                /** @description The browser session's refresh token, read when the body has none */
                finance_refresh?: string;
            };
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RefreshTokenBody"];
            };
        };
        responses: {
            /** @description Session ended */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /**
                     * @description With the cookie session: the cookie cleared (Max-Age=0)
                     * @example finance_refresh=fin_rt_...; Max-Age=2592000; Path=/api/v1/auth; HttpOnly; Secure; SameSite=Strict
                     */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "LOGGED_OUT";
                        message: string;
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePassword"];
            };
        };
        responses: {
            /** @description Password changed */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /**
                     * @description With the cookie session: the new session's refresh token
                     * @example finance_refresh=fin_rt_...; Max-Age=2592000; Path=/api/v1/auth; HttpOnly; Secure; SameSite=Strict
                     */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "PASSWORD_CHANGED";
                        message: string;
                        /** @description JWT (HS256) */
                        accessToken: string;
                        /** @enum {string} */
                        tokenType: "Bearer";
                        /** @description Seconds */
                        expiresIn: number;
                        /** @description Opaque (`fin_rt_...`); works once, at POST /auth/refresh, which answers the next one. Absent with the cookie session: it is in the `finance_refresh` cookie instead. */
                        refreshToken?: string;
                        /** @description Seconds the refresh token stays usable */
                        refreshExpiresIn: number;
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPersonalAccessTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tokens */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "TOKENS_FETCHED";
                        message: string;
                        tokens: components["schemas"]["PersonalAccessToken"][];
                    };
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPersonalAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePersonalAccessToken"];
            };
        };
        responses: {
            /** @description Token created */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "TOKEN_CREATED";
                        message: string;
                        token: components["schemas"]["PersonalAccessToken"];
                        /** @description `fin_pat_...`: send as `Authorization: Bearer <secret>`. Shown once; only its hash is stored */
                        secret: string;
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePersonalAccessToken: {
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
            /** @description Token deleted */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "TOKEN_DELETED";
                        message: string;
                        token: components["schemas"]["PersonalAccessToken"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
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
            query?: {
                /** @description Page size, 1-100 (default 100) */
                limit?: number;
                /** @description `page.nextCursor` of the previous page */
                cursor?: string;
                /** @description `true` lists archived ones too (default `false`: hidden) */
                archived?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the caller's wallets */
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
                        page: components["schemas"]["Page"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
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
            header?: {
                /** @description Makes retries of this request safe: the first answer under the key is stored for 24 hours and given again (with `Idempotent-Replayed: true`) to a retry with the same body; see the README. */
                "Idempotency-Key"?: string;
            };
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
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable request (IDEMPOTENCY_KEY_REUSED: the key was used with another request) */
            422: {
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWallet: {
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
            /** @description The wallet */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "WALLET_FETCHED";
                        message: string;
                        wallet: components["schemas"]["Wallet"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWallet: {
        parameters: {
            query?: {
                /** @description Moves what uses the deleted one to this one (same owner, open; for wallets the same currency) */
                reassignTo?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted wallet */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "WALLET_DELETED";
                        message: string;
                        wallet: components["schemas"]["Wallet"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateWallet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWallet"];
            };
        };
        responses: {
            /** @description The updated wallet */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "WALLET_UPDATED";
                        message: string;
                        wallet: components["schemas"]["Wallet"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
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
            query?: {
                /** @description Page size, 1-100 (default 100) */
                limit?: number;
                /** @description `page.nextCursor` of the previous page */
                cursor?: string;
                /** @description `true` lists archived ones too (default `false`: hidden) */
                archived?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the caller's categories */
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
                        page: components["schemas"]["Page"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
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
            header?: {
                /** @description Makes retries of this request safe: the first answer under the key is stored for 24 hours and given again (with `Idempotent-Replayed: true`) to a retry with the same body; see the README. */
                "Idempotency-Key"?: string;
            };
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
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable request (IDEMPOTENCY_KEY_REUSED: the key was used with another request) */
            422: {
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCategory: {
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
            /** @description The category */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "CATEGORY_FETCHED";
                        message: string;
                        category: components["schemas"]["Category"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCategory: {
        parameters: {
            query?: {
                /** @description Moves what uses the deleted one to this one (same owner, open; for wallets the same currency) */
                reassignTo?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted category */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "CATEGORY_DELETED";
                        message: string;
                        category: components["schemas"]["Category"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCategory"];
            };
        };
        responses: {
            /** @description The updated category */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "CATEGORY_UPDATED";
                        message: string;
                        category: components["schemas"]["Category"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
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
                /** @description Transactions with ANY of these tags: repeat the parameter (tagId=a&tagId=b) and/or separate ids with commas (tagId=a,b); at most 20 ids */
                tagId?: string | string[];
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
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
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
            header?: {
                /** @description Makes retries of this request safe: the first answer under the key is stored for 24 hours and given again (with `Idempotent-Replayed: true`) to a retry with the same body; see the README. */
                "Idempotency-Key"?: string;
            };
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
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable request (IDEMPOTENCY_KEY_REUSED: the key was used with another request) */
            422: {
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
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
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
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
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
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
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTags: {
        parameters: {
            query?: {
                /** @description Page size, 1-500 (default 100) */
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
                        code: "TAGS_FETCHED";
                        message: string;
                        tags: components["schemas"]["Tag"][];
                        page: components["schemas"]["Page"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTag: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries of this request safe: the first answer under the key is stored for 24 hours and given again (with `Idempotent-Replayed: true`) to a retry with the same body; see the README. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TagName"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "TAG_CREATED";
                        message: string;
                        tag: components["schemas"]["Tag"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable request (IDEMPOTENCY_KEY_REUSED: the key was used with another request) */
            422: {
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTag: {
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
            /** @description The tag */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "TAG_FETCHED";
                        message: string;
                        tag: components["schemas"]["Tag"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteTag: {
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
            /** @description The deleted tag */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "TAG_DELETED";
                        message: string;
                        tag: components["schemas"]["Tag"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    renameTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TagName"];
            };
        };
        responses: {
            /** @description The renamed tag */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "TAG_UPDATED";
                        message: string;
                        tag: components["schemas"]["Tag"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
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
            header?: {
                /** @description `respond-async`: answer 202 with the job at once instead of waiting for the OCR */
                Prefer?: string;
                /** @description Makes retries of this request safe: the first answer under the key is stored for 24 hours and given again (with `Idempotent-Replayed: true`) to a retry with the same body; see the README. */
                "Idempotency-Key"?: string;
            };
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
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description With `Prefer: respond-async`: the receipt is read by a job; poll `Location` (`GET /jobs/:id`) */
            202: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    Location: string;
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RECEIPT_ACCEPTED";
                        message: string;
                        job: components["schemas"]["JobRef"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable request (IDEMPOTENCY_KEY_REUSED: the key was used with another request) */
            422: {
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
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
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
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
            header?: {
                /** @description Makes retries of this request safe: the first answer under the key is stored for 24 hours and given again (with `Idempotent-Replayed: true`) to a retry with the same body; see the README. */
                "Idempotency-Key"?: string;
            };
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
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable request (IDEMPOTENCY_KEY_REUSED: the key was used with another request) */
            422: {
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listBudgetInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pending invitations */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "BUDGET_INVITATIONS_FETCHED";
                        message: string;
                        invitations: components["schemas"]["BudgetInvitation"][];
                    };
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
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
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
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
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
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
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
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
            header?: {
                /** @description Makes retries of this request safe: the first answer under the key is stored for 24 hours and given again (with `Idempotent-Replayed: true`) to a retry with the same body; see the README. */
                "Idempotency-Key"?: string;
            };
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
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
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
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable request (IDEMPOTENCY_KEY_REUSED: the key was used with another request) */
            422: {
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
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
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
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
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
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
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAttachments: {
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
            /** @description The transaction's attachments */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "ATTACHMENTS_FETCHED";
                        message: string;
                        attachments: components["schemas"]["Attachment"][];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addAttachment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries of this request safe: the first answer under the key is stored for 24 hours and given again (with `Idempotent-Replayed: true`) to a retry with the same body; see the README. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AttachmentUpload"];
            };
        };
        responses: {
            /** @description The stored attachment */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "ATTACHMENT_CREATED";
                        message: string;
                        attachment: components["schemas"]["Attachment"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable request (IDEMPOTENCY_KEY_REUSED: the key was used with another request) */
            422: {
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadAttachment: {
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
            /** @description The file */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                    "application/pdf": string;
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAttachment: {
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
            /** @description The deleted attachment */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "ATTACHMENT_DELETED";
                        message: string;
                        attachment: components["schemas"]["Attachment"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTransfers: {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 50) */
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
                        code: "TRANSFERS_FETCHED";
                        message: string;
                        transfers: components["schemas"]["Transfer"][];
                        page: components["schemas"]["Page"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTransfer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries of this request safe: the first answer under the key is stored for 24 hours and given again (with `Idempotent-Replayed: true`) to a retry with the same body; see the README. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTransfer"];
            };
        };
        responses: {
            /** @description Created, both balances moved */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "TRANSFER_CREATED";
                        message: string;
                        transfer: components["schemas"]["Transfer"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable request (IDEMPOTENCY_KEY_REUSED: the key was used with another request) */
            422: {
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTransfer: {
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
            /** @description The transfer */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "TRANSFER_FETCHED";
                        message: string;
                        transfer: components["schemas"]["Transfer"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteTransfer: {
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
            /** @description The deleted transfer */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "TRANSFER_DELETED";
                        message: string;
                        transfer: components["schemas"]["Transfer"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateTransfer: {
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
                "application/json": components["schemas"]["UpdateTransfer"];
            };
        };
        responses: {
            /** @description The updated transfer */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "TRANSFER_UPDATED";
                        message: string;
                        transfer: components["schemas"]["Transfer"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStorageUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's storage usage */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "USAGE_FETCHED";
                        message: string;
                        usage: components["schemas"]["StorageUsage"];
                    };
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Webhooks */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "WEBHOOKS_FETCHED";
                        message: string;
                        webhooks: components["schemas"]["Webhook"][];
                    };
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhook"];
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
                        code: "WEBHOOK_CREATED";
                        message: string;
                        webhook: components["schemas"]["Webhook"];
                        /** @description `whsec_...`: verify the `webhook-signature` of every delivery with it (Standard Webhooks). Shown once */
                        secret: string;
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhook: {
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
            /** @description The webhook */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "WEBHOOK_FETCHED";
                        message: string;
                        webhook: components["schemas"]["Webhook"];
                    };
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhook: {
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
            /** @description The deleted webhook */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "WEBHOOK_DELETED";
                        message: string;
                        webhook: components["schemas"]["Webhook"];
                    };
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhook"];
            };
        };
        responses: {
            /** @description The webhook */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "WEBHOOK_UPDATED";
                        message: string;
                        webhook: components["schemas"]["Webhook"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries of this request safe: the first answer under the key is stored for 24 hours and given again (with `Idempotent-Replayed: true`) to a retry with the same body; see the README. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attempt */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "WEBHOOK_TESTED";
                        message: string;
                        delivery: components["schemas"]["WebhookDelivery"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR: a malformed Idempotency-Key among others) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (IDEMPOTENCY_KEY_IN_USE: the first request under the key is still running) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable request (IDEMPOTENCY_KEY_REUSED: the key was used with another request) */
            422: {
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookDeliveries: {
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
            /** @description Attempts */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "WEBHOOK_DELIVERIES_FETCHED";
                        message: string;
                        deliveries: components["schemas"]["WebhookDelivery"][];
                    };
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRecurrences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All of them */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RECURRENCES_FETCHED";
                        message: string;
                        recurrences: components["schemas"]["Recurrence"][];
                    };
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createRecurrence: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries of this request safe: the first answer under the key is stored for 24 hours and given again (with `Idempotent-Replayed: true`) to a retry with the same body; see the README. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRecurrence"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RECURRENCE_CREATED";
                        message: string;
                        recurrence: components["schemas"]["Recurrence"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable request (IDEMPOTENCY_KEY_REUSED: the key was used with another request) */
            422: {
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRecurrence: {
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
            /** @description The recurrence */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RECURRENCE_FETCHED";
                        message: string;
                        recurrence: components["schemas"]["Recurrence"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteRecurrence: {
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
            /** @description The stopped recurrence */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RECURRENCE_DELETED";
                        message: string;
                        recurrence: components["schemas"]["Recurrence"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateRecurrence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateRecurrence"];
            };
        };
        responses: {
            /** @description The updated recurrence */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RECURRENCE_UPDATED";
                        message: string;
                        recurrence: components["schemas"]["Recurrence"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRecurrenceOccurrences: {
        parameters: {
            query?: {
                /** @description Inclusive ISO 8601 date or date-time (default: now) */
                from?: string;
                /** @description ISO 8601; a date includes that whole day (default: a year after from) */
                to?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dates */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RECURRENCE_OCCURRENCES_FETCHED";
                        message: string;
                        occurrences: components["schemas"]["RecurrenceOccurrences"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getJob: {
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
            /** @description The job */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "JOB_FETCHED";
                        message: string;
                        job: components["schemas"]["Job"];
                    };
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    previewImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries of this request safe: the first answer under the key is stored for 24 hours and given again (with `Idempotent-Replayed: true`) to a retry with the same body; see the README. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImportUpload"];
            };
        };
        responses: {
            /** @description The preview with its counts and first rows */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "IMPORT_PREVIEWED";
                        message: string;
                        import: components["schemas"]["ImportPreview"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable request (IDEMPOTENCY_KEY_REUSED: the key was used with another request) */
            422: {
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listImportRows: {
        parameters: {
            query?: {
                /** @description Page size, 1-500 (default 100) */
                limit?: number;
                /** @description `page.nextCursor` of the previous page */
                cursor?: string;
                status?: "ready" | "duplicate" | "refused";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of rows */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "IMPORT_ROWS_FETCHED";
                        message: string;
                        rows: components["schemas"]["ImportRow"][];
                        page: components["schemas"]["Page"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    commitImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes retries of this request safe: the first answer under the key is stored for 24 hours and given again (with `Idempotent-Replayed: true`) to a retry with the same body; see the README. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The committed import, how many transactions it recorded, and the budgets they count towards */
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "IMPORT_COMMITTED";
                        message: string;
                        import: components["schemas"]["CommittedImport"];
                        /** @description Every budget the recorded expenses count towards in its current window, each once */
                        budgets: components["schemas"]["BudgetAllocation"][];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Payload too large (PAYLOAD_TOO_LARGE, STORAGE_QUOTA_EXCEEDED) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_RECEIPT_TYPE, UNSUPPORTED_ATTACHMENT_TYPE, UNSUPPORTED_IMPORT_FORMAT) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable request (IDEMPOTENCY_KEY_REUSED: the key was used with another request) */
            422: {
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    discardImport: {
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
            /** @description The discarded preview */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "IMPORT_DISCARDED";
                        message: string;
                        import: components["schemas"]["Import"];
                    };
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed (INSUFFICIENT_SCOPE, CSRF_REJECTED, TRANSACTION_OWNER_MISMATCH, INSUFFICIENT_PERMISSIONS) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found (ROUTE_NOT_FOUND, USER_NOT_FOUND, TOKEN_NOT_FOUND, WALLET_NOT_FOUND, TRANSACTION_NOT_FOUND, BUDGET_NOT_FOUND, BUDGET_MEMBER_NOT_FOUND, ATTACHMENT_NOT_FOUND, TAG_NOT_FOUND, TRANSFER_NOT_FOUND, WEBHOOK_NOT_FOUND, RECURRENCE_NOT_FOUND, JOB_NOT_FOUND, IMPORT_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict (EMAIL_ALREADY_REGISTERED, CATEGORY_ALREADY_EXISTS, RECEIPT_ALREADY_PROCESSED, BUDGET_ALREADY_EXISTS, BUDGET_MEMBER_ALREADY_EXISTS, INVITATION_ALREADY_ANSWERED, SUM_OUT_OF_RANGE, CONFLICT, IDEMPOTENCY_KEY_IN_USE, WALLET_IN_USE, CATEGORY_IN_USE, WALLET_ARCHIVED, CATEGORY_ARCHIVED, WALLET_CURRENCY_LOCKED, ATTACHMENT_LIMIT_REACHED, TAG_ALREADY_EXISTS, TRANSACTION_IS_TRANSFER_LEG, IMPORT_ALREADY_COMMITTED) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportTransactionsCsv: {
        parameters: {
            query?: {
                /** @description Inclusive ISO 8601 date or date-time */
                from?: string;
                /** @description ISO 8601; a date includes that whole day, a date-time is exclusive */
                to?: string;
                walletId?: string;
                categoryId?: string;
                /** @description Transactions with ANY of these tags: repeat the parameter (tagId=a&tagId=b) and/or separate ids with commas (tagId=a,b); at most 20 ids */
                tagId?: string | string[];
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
            /** @description The CSV file */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportTransactionsJson: {
        parameters: {
            query?: {
                /** @description Inclusive ISO 8601 date or date-time */
                from?: string;
                /** @description ISO 8601; a date includes that whole day, a date-time is exclusive */
                to?: string;
                walletId?: string;
                categoryId?: string;
                /** @description Transactions with ANY of these tags: repeat the parameter (tagId=a&tagId=b) and/or separate ids with commas (tagId=a,b); at most 20 ids */
                tagId?: string | string[];
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
            /** @description One transaction per line */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": string;
                };
            };
            /** @description Invalid request (VALIDATION_ERROR, INVALID_JSON, INVALID_CATEGORY_EXIST_PARAMS, CURRENCY_MISMATCH, INVALID_TRANSACTION_ID, INVALID_BUDGET_PERIOD, INVALID_BUDGET_TIMEFRAME, BUDGET_SHARES_EXCEEDED, WEBHOOK_URL_NOT_ALLOWED, INVALID_RECURRENCE_RULE, IMPORT_MAPPING_REQUIRED, IMPORT_TOO_MANY_ROWS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired token (INVALID_CREDENTIALS, AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID, AUTH_TOKEN_EXPIRED, REFRESH_TOKEN_INVALID) */
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
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
            /** @description Store busy or unreachable, nothing saved: retry after Retry-After seconds (STORE_UNAVAILABLE) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
