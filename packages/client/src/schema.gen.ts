// Generated from the served OpenAPI document by scripts/generate-api-types.mjs; do not edit.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the server and its database answer: 200 when they do, 503 when the database does not */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether this server still needs its first administrator (created with the setup code) */
        get: operations["getSetup"];
        put?: never;
        /** Creates the first administrator with the setup code from the server log, and signs them in; only while none exists */
        post: operations["postSetup"];
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
        /** Creates a member account and signs it in, when this server allows registration */
        post: operations["postAuthRegister"];
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
        /** Sign in; sets the session cookie and returns the CSRF token for unsafe requests, or, for an account with two factors, a challenge for `POST /auth/login/two-factor` (no session yet) */
        post: operations["postAuthLogin"];
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
        /** Sign out: ends this session (API tokens are not affected) */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, the CSRF token of this session (null with an API token), and whether two-factor sign-in is on */
        get: operations["getAuthMe"];
        put?: never;
        post?: never;
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes your password; every other session of yours ends, this one stays, and your API tokens are revoked unless you keep them */
        patch: operations["patchAuthPassword"];
        trace?: never;
    };
    "/api/v1/auth/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes your display name or the language you read the UI in (role, status and verification are for administrators) */
        patch: operations["patchAuthAccount"];
        trace?: never;
    };
    "/api/v1/auth/two-factor/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts enrolling an authenticator app: a new secret, as an otpauth URI, a QR code and text; confirm it with a code */
        post: operations["postAuthTwoFactorTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/two-factor/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms enrolment with a first code; turns two factors on and returns the recovery codes, once */
        post: operations["postAuthTwoFactorTotpConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/two-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replaces your recovery codes, for a code from your authenticator app; the old ones stop working */
        post: operations["postAuthTwoFactorRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Turns two-factor sign-in off, for your current password; removes the app and the recovery codes */
        delete: operations["deleteAuthTwoFactor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The second step of signing in: the challenge from `POST /auth/login` and a code from the app or a recovery code */
        post: operations["postAuthLoginTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a single-use reset link when the address has an account; the answer is the same either way */
        post: operations["postAuthForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password with the token of a reset link; signs the account out everywhere and revokes its API tokens */
        post: operations["postAuthResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms an e-mail address with the token of a verification link */
        post: operations["postAuthVerifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a new verification link to your address, unless it is verified already */
        post: operations["postAuthVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sso/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The providers the sign-in page offers: enabled ones, by slug and name */
        get: operations["getAuthSsoProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sso/{slug}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sends the browser to the provider's sign-in (authorization code with PKCE, state and nonce) */
        get: operations["getAuthSsoBySlugStart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sso/{slug}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the provider sends the browser back: checks the answer, then signs in and returns to the app
         * @description The `state` must name a sign-in this server started in this browser (each works once, for 10 minutes); the code is exchanged with the PKCE verifier and the ID token validated. The account is the one linked to the subject, else the one with the verified e-mail address, else a new one when the provider may create accounts.
         */
        get: operations["getAuthSsoBySlugCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/sso-providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The OpenID Connect providers, each with the callback URL to register at it */
        get: operations["getAdminSsoProviders"];
        put?: never;
        /** Adds a provider; its client secret is stored encrypted */
        post: operations["postAdminSsoProviders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/sso-providers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a provider; the client secret is kept when left out */
        put: operations["putAdminSsoProvidersById"];
        post?: never;
        /** Removes a provider and the links of accounts to it; the accounts stay */
        delete: operations["deleteAdminSsoProvidersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/password-sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether everyone may sign in with a password, or only the break-glass administrator */
        get: operations["getAdminPasswordSignIn"];
        /** Turns password sign-in off for everyone but a break-glass administrator (an active administrator with a password), or on again */
        put: operations["putAdminPasswordSignIn"];
        post?: never;
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
        /** The signed-in user's API tokens (never their secrets) */
        get: operations["getAuthTokens"];
        put?: never;
        /** Creates an API token; its secret is in this response as `token`, and never again */
        post: operations["postAuthTokens"];
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
        /** Revokes one of your API tokens; scripts using it are refused from now on */
        delete: operations["deleteAuthTokensById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every account, oldest first, a page at a time; `q` keeps those whose e-mail or name contains it */
        get: operations["getUsers"];
        put?: never;
        /** Creates an account */
        post: operations["postUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One account */
        get: operations["getUsersById"];
        put?: never;
        post?: never;
        /** Deletes an account and everything it owns */
        delete: operations["deleteUsersById"];
        options?: never;
        head?: never;
        /** Changes an account's display name, role, status or verification; suspending signs it out */
        patch: operations["patchUsersById"];
        trace?: never;
    };
    "/api/v1/users/{id}/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Resets a user's two-factor sign-in (authenticator app and recovery codes), for someone who lost both */
        delete: operations["deleteUsersByIdTwoFactor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/security-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The security log, newest first, filtered; as a page of JSON, or exported as JSON Lines or CSV */
        get: operations["getAdminSecurityLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/security-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The security policy: who must use two factors, and the security log’s retention */
        get: operations["getAdminSecurityPolicy"];
        /** Changes the security policy; absent fields stay as they are, and the change is logged */
        put: operations["putAdminSecurityPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public settings of this server: whether visitors may register, whether the first administrator is still to be created, who drives tasks, and the API version */
        get: operations["getConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/llm-drivers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The installed LLM drivers and their settings schemas */
        get: operations["getLlmDrivers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/llm-drivers/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Asks a provider for its model list with the base URL and key given; the key is not stored
         * @description A list the provider refuses or that cannot be had is a 200 with `ok: false` and a code; the person then types the model by hand.
         */
        post: operations["postLlmDriversModels"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/llm-configs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your configurations, then the global ones */
        get: operations["getLlmConfigs"];
        put?: never;
        /** Creates a configuration; only administrators create global ones or the global default */
        post: operations["postLlmConfigs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/llm-configs/global": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The global configurations */
        get: operations["getLlmConfigsGlobal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/llm-configs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your configurations, or a global one */
        get: operations["getLlmConfigsById"];
        /** Changes the fields sent; settings are merged into the stored ones */
        put: operations["putLlmConfigsById"];
        post?: never;
        /** Deletes a configuration; agents using it fall back to the next choice */
        delete: operations["deleteLlmConfigsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/llm-configs/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends one small request through the configuration (no retries, at most 30 s) and reports the answer and latency, or the error with its code
         * @description A refused or failed request is a 200 with `ok: false` and the LLM error code (`AUTH_ERROR`, `NETWORK_ERROR`, `LLM_TIMEOUT`, `BAD_REQUEST` for unusable settings …); the status codes below are about the request itself.
         */
        post: operations["postLlmConfigsByIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/llm-configs/{id}/set-default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes a global configuration the global default, replacing the previous one */
        post: operations["postLlmConfigsByIdSetDefault"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-preferences/llm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The configuration your agents use when they name none (null: the global default) */
        get: operations["getUserPreferencesLlm"];
        /** Prefers one of your configurations or a global one; null removes the preference */
        put: operations["putUserPreferencesLlm"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your tasks, most recently updated first; `since` returns only those updated after it */
        get: operations["getTasks"];
        put?: never;
        /** Gives one of your agents, or one shared with a team of yours, a task; it is yours, and queued (or, in sync mode, run) at once */
        post: operations["postTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One task with its history (after `since_sequence`, when given), every tool call and token totals */
        get: operations["getTasksById"];
        put?: never;
        post?: never;
        /** Deletes a task with its history, tool calls and sub-tasks; refused while any of them runs */
        delete: operations["deleteTasksById"];
        options?: never;
        head?: never;
        /** Renames the conversation or switches its model (its next turn answers with it); the owner's other tabs see it at once */
        patch: operations["patchTasksById"];
        trace?: never;
    };
    "/api/v1/audit/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The decision record in chain order, filtered; as a page of JSON, or exported as JSON Lines or CSV */
        get: operations["getAuditDecisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit/retention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The decision record's retention period and the ranges the retention job archived */
        get: operations["getAuditRetention"];
        /** Sets the retention period in days (null keeps every row); the retention job archives whole months older than it */
        put: operations["putAuditRetention"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decides on calls awaiting approval: each approved (optionally with edited arguments) or rejected with a reason; undecided ones stay pending */
        post: operations["postTasksByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rejects every call awaiting approval with one reason, which the model reads */
        post: operations["postTasksByIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}/continue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Re-prompts a finished, failed, cancelled, aborted or running task; `additional_steps` replaces its step budget */
        post: operations["postTasksByIdContinue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}/abort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stops the task: its model request and running tools are cancelled (idempotent on ABORTED) */
        post: operations["postTasksByIdAbort"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}/abort-sub-agent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Aborts a sub-agent task and every ancestor still waiting for sub-agents above it */
        post: operations["postTasksByIdAbortSubAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}/extend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Allows a task paused in AWAITING_BUDGET more of the limit that stopped it — `steps` (its step limit), or `tokens` or `cost` (USD; a budget in that unit) that the task itself may spend past that budget; it runs on from where it stopped */
        post: operations["postTasksByIdExtend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Runs a failed task again from its history with a fresh step budget */
        post: operations["postTasksByIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}/retry-chain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancels a scheduled automatic retry: the failed task becomes CANCELLED */
        delete: operations["deleteTasksByIdRetryChain"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}/tick": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Client execution mode: runs one model turn of a queued task (and its tool calls) under a lease; the task is queued again unless it settled */
        post: operations["postTasksByIdTick"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}/branch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Edits a user message of a settled conversation as a new conversation: the history before it is copied, the edited message is queued; the source stays as it was */
        post: operations["postTasksByIdBranch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asks again: a new conversation branched at the settled conversation's last user message, with that message's own text */
        post: operations["postTasksByIdRegenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads the conversation as a Markdown transcript or as JSON (an attachment named after its title) */
        get: operations["getTasksByIdExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}/reconcile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Says what became of a call that may have run when its worker stopped (NEEDS_RECONCILIATION): it ran, with its result, or it did not, and runs now; the task runs on once every held call is answered */
        post: operations["postTasksByIdReconcile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The approval state of each call the task waits on: who may decide, votes against the quorum, deadline and escalation */
        get: operations["getTasksByIdApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Calls awaiting your decision on your tasks, sub-agent tasks included, oldest first, with how to decide each */
        get: operations["getApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/approvals/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves or rejects several calls of your inbox with one decision and one reason; each call is decided once, through its task, and answered on its own */
        post: operations["postApprovalsDecisions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/approval-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Approval rules and grants, in the order they are tried: global ones first, then by position */
        get: operations["getApprovalRules"];
        put?: never;
        /** Creates a rule, checked first: its agent, tool, operation and condition must exist and make sense */
        post: operations["postApprovalRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/approval-rules/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a rule would have done to the last calls people decided, before it is saved (e.g. “would have allowed 41 calls you approved, and 2 you rejected”) */
        post: operations["postApprovalRulesReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/approval-rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One rule with every version it had */
        get: operations["getApprovalRulesById"];
        /** Replaces a rule’s definition as its next version; earlier versions stay on record */
        put: operations["putApprovalRulesById"];
        post?: never;
        /** Revokes a rule or grant: it decides nothing from now on, and stays on record */
        delete: operations["deleteApprovalRulesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/approval-links/inspect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Shows what an approval e-mail's link would decide (agent, action, arguments); decides nothing */
        post: operations["postApprovalLinksInspect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/approval-links/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Applies an approval e-mail's link once: approves its call, or rejects it with the optional reason; recorded with channel `email` */
        post: operations["postApprovalLinksDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your agents, then those shared with your teams, newest first, each with its activity and whether it can reach a model; archived, pinned and favorite narrow the list */
        get: operations["getAgents"];
        put?: never;
        /** Create an agent; llm_driver_config_id must be your own configuration or a global one */
        post: operations["postAgents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your agents, or one shared with a team of yours, with its enabled tools */
        get: operations["getAgentsById"];
        put?: never;
        post?: never;
        /** Delete one of your agents with its tools, settings and tasks; refused while one of its tasks runs */
        delete: operations["deleteAgentsById"];
        options?: never;
        head?: never;
        /** Change the given fields of one of your agents, or of one shared with you for configuration */
        patch: operations["patchAgentsById"];
        trace?: never;
    };
    "/api/v1/agents/{id}/tools/{toolId}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enable a tool for the agent: 201 when newly enabled, 200 when it already was; lists required settings still missing */
        post: operations["postAgentsByIdToolsByToolIdEnable"];
        /** Disable a tool for the agent (its operation flags and settings are kept) */
        delete: operations["deleteAgentsByIdToolsByToolIdEnable"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/tools/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every registered tool as the agent has it: enabled or not, and missing required settings */
        get: operations["getAgentsByIdToolsStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/tools/{toolId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One tool as the agent has it */
        get: operations["getAgentsByIdToolsByToolIdStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/approval-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who decides the agent's approvals, how many approvers each operation needs, and its deadlines */
        get: operations["getAgentsByIdApprovalPolicy"];
        /** Sets who decides the agent's approvals, the quorum per operation and the deadlines; calls already waiting follow the new policy */
        put: operations["putAgentsByIdApprovalPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/approver-candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The active accounts that can be named approvers of the agent */
        get: operations["getAgentsByIdApproverCandidates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The teams the agent is shared with, and for what (its owner and administrators) */
        get: operations["getAgentsByIdShares"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/shares/{teamId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Share the agent with a team of yours for use, or for use and configuration; its members' tasks on it are theirs */
        put: operations["putAgentsByIdSharesByTeamId"];
        post?: never;
        /** Stop sharing the agent with a team (its owner, the team's managers, administrators) */
        delete: operations["deleteAgentsByIdSharesByTeamId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The teams you belong to (administrators: every team), by name, with your role in each */
        get: operations["getTeams"];
        put?: never;
        /** Create a team (administrators); add its members next */
        post: operations["postTeams"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One team with its members and the agents shared with it */
        get: operations["getTeamsById"];
        put?: never;
        post?: never;
        /** Delete a team (administrators): its shares end; agents and tasks stay with their owners */
        delete: operations["deleteTeamsById"];
        options?: never;
        head?: never;
        /** Rename a team or change its description (its managers and administrators) */
        patch: operations["patchTeamsById"];
        trace?: never;
    };
    "/api/v1/teams/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add the person with this e-mail address to the team with a role, or give a member that role (managers and administrators) */
        post: operations["postTeamsByIdMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{id}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member (managers and administrators), or leave a team yourself */
        delete: operations["deleteTeamsByIdMembersByUserId"];
        options?: never;
        head?: never;
        /** Change a member's role (managers and administrators) */
        patch: operations["patchTeamsByIdMembersByUserId"];
        trace?: never;
    };
    "/api/v1/agents/{id}/tools/operations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every operation of the agent's enabled tools, with stored and effective flags */
        get: operations["getAgentsByIdToolsOperations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/tools/{toolId}/operations/{operation}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One operation of a tool for the agent; an operation the tool does not declare is 404 */
        get: operations["getAgentsByIdToolsByToolIdOperationsByOperation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the flags of one operation: true or false override the declared default, null resets to it */
        patch: operations["patchAgentsByIdToolsByToolIdOperationsByOperation"];
        trace?: never;
    };
    "/api/v1/agents/{id}/tools/{toolId}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Effective settings with the layer each value comes from (default, global, user, agent); with layer=agent only what the agent overrides */
        get: operations["getAgentsByIdToolsByToolIdSettings"];
        /** Merge into the agent's settings: null or '' removes a key, *** keeps a stored password; answers the effective settings */
        put: operations["putAgentsByIdToolsByToolIdSettings"];
        post?: never;
        /** Remove the agent's own settings of the tool, so every key inherits again */
        delete: operations["deleteAgentsByIdToolsByToolIdSettings"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/tools/{toolId}/description": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tool's description as the agent's model receives it, with its [Effective Configuration] block (secrets never shown) */
        get: operations["getAgentsByIdToolsByToolIdDescription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent-templates/schema.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent template format as a JSON Schema (2020-12) document, without the {data} envelope */
        get: operations["getAgentTemplatesSchemaJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every catalogue template (core first, then plugins), validated for you */
        get: operations["getAgentTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One catalogue template as its file holds it, with its validation for you */
        get: operations["getAgentTemplatesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent-templates/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check {template} or {template_id} against this server; always 200, with errors and warnings */
        post: operations["postAgentTemplatesValidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent-templates/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a new agent of yours from {template} or {template_id}, all in one transaction; 422 with the validation report when invalid */
        post: operations["postAgentTemplatesImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your agents as a template: fields, tools, operation flags and its own settings; secrets are never exported, info names them */
        get: operations["getAgentsByIdExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/prompt-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's prompt templates, by name */
        get: operations["getAgentsByIdPromptTemplates"];
        put?: never;
        /** Create a prompt template; every placeholder must be built in, declared, or have an inline default */
        post: operations["postAgentsByIdPromptTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/prompt-templates/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Render an unsaved template, as an editor shows it while you type */
        post: operations["postAgentsByIdPromptTemplatesPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/prompt-templates/{templateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One prompt template */
        get: operations["getAgentsByIdPromptTemplatesByTemplateId"];
        put?: never;
        post?: never;
        /** Delete a prompt template; 409 INVALID_STATE while a schedule uses it */
        delete: operations["deleteAgentsByIdPromptTemplatesByTemplateId"];
        options?: never;
        head?: never;
        /** Change a prompt template (the fields given) */
        patch: operations["patchAgentsByIdPromptTemplatesByTemplateId"];
        trace?: never;
    };
    "/api/v1/agents/{id}/prompt-templates/{templateId}/render": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The prompt a template gives with these values, built-in dates and times read in the time zone */
        post: operations["postAgentsByIdPromptTemplatesByTemplateIdRender"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's schedules, with what each does next */
        get: operations["getAgentsByIdSchedules"];
        put?: never;
        /** Create a schedule: a prompt or a prompt template, and a cron expression or a one-shot time in a time zone */
        post: operations["postAgentsByIdSchedules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/schedules/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A timing in words and its next due times, for a form to show while you type */
        post: operations["postAgentsByIdSchedulesPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/schedules/{scheduleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One schedule */
        get: operations["getAgentsByIdSchedulesByScheduleId"];
        put?: never;
        post?: never;
        /** Delete a schedule and its occurrences (the tasks it started stay) */
        delete: operations["deleteAgentsByIdSchedulesByScheduleId"];
        options?: never;
        head?: never;
        /** Change a schedule; is_active pauses or resumes it (a resumed schedule runs at its next due time) */
        patch: operations["patchAgentsByIdSchedulesByScheduleId"];
        trace?: never;
    };
    "/api/v1/agents/{id}/schedules/{scheduleId}/run-now": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start the schedule’s task now, paused or not; the next scheduled occurrence stays as it was */
        post: operations["postAgentsByIdSchedulesByScheduleIdRunNow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/schedules/{scheduleId}/occurrences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The schedule's occurrences, newest first, each with the task it started and its outcome */
        get: operations["getAgentsByIdSchedulesByScheduleIdOccurrences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/schedules/today": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your scheduled runs of today in a time zone, across your agents: done, pending and still to come */
        get: operations["getSchedulesToday"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's inbound webhooks, each with its last delivery */
        get: operations["getAgentsByIdWebhooks"];
        put?: never;
        /** Create an inbound webhook; the answer shows its URL and signing secret, once */
        post: operations["postAgentsByIdWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a webhook and its deliveries; its URL stops working */
        delete: operations["deleteAgentsByIdWebhooksByWebhookId"];
        options?: never;
        head?: never;
        /** Change a webhook; turning signature checks on shows the new secret once */
        patch: operations["patchAgentsByIdWebhooksByWebhookId"];
        trace?: never;
    };
    "/api/v1/agents/{id}/webhooks/{webhookId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new signing secret, shown once; the replaced one stays valid for the grace period */
        post: operations["postAgentsByIdWebhooksByWebhookIdRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/webhooks/{webhookId}/rotate-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new secret URL, shown once; the old one stops working at once */
        post: operations["postAgentsByIdWebhooksByWebhookIdRotateUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A webhook's deliveries, newest first: verified or not, the task started, or why refused */
        get: operations["getAgentsByIdWebhooksByWebhookIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/rehearsals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's rehearsals, newest first: all of them for its owner, your own for a teammate */
        get: operations["getAgentsByIdRehearsals"];
        put?: never;
        /** Rehearse the agent: one prompt, its last tasks' prompts or a saved set run with side effects simulated; its tasks are queued at once */
        post: operations["postAgentsByIdRehearsals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rehearsals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A rehearsal with its report: per prompt the conversation, each call and whether it ran or was simulated, usage, the answer, and the past task beside it */
        get: operations["getRehearsalsById"];
        put?: never;
        post?: never;
        /** Delete a rehearsal with its tasks; refused while one of them runs */
        delete: operations["deleteRehearsalsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rehearsals/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop a rehearsal: its running tasks are aborted and those still queued are dropped */
        post: operations["postRehearsalsByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agents/{id}/rehearsal-prompt-sets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's saved rehearsal prompt sets, by name */
        get: operations["getAgentsByIdRehearsalPromptSets"];
        put?: never;
        /** Save a set of prompts to rehearse the agent with; names are unique per agent */
        post: operations["postAgentsByIdRehearsalPromptSets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rehearsal-prompt-sets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a prompt set; rehearsals made from it stay, without the link */
        delete: operations["deleteRehearsalPromptSetsById"];
        options?: never;
        head?: never;
        /** Rename a prompt set or replace its prompts; rehearsals made from it keep theirs */
        patch: operations["patchRehearsalPromptSetsById"];
        trace?: never;
    };
    "/api/v1/tools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every registered tool you may use (other users' MCP servers' tools left out): identity, parameter schema, settings schema and operations with their defaults and parameter schemas */
        get: operations["getTools"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/{toolId}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the global settings of a tool (administrators only) */
        get: operations["getToolsByToolIdSettings"];
        /** Merge into the global settings of a tool (administrators only): null or '' removes a key, *** keeps a stored password */
        put: operations["putToolsByToolIdSettings"];
        post?: never;
        /** Remove the global settings of a tool (administrators only), so every key inherits again */
        delete: operations["deleteToolsByToolIdSettings"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/{toolId}/user-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read your own settings of a tool, for all your agents */
        get: operations["getToolsByToolIdUserSettings"];
        /** Merge into your own settings of a tool, for all your agents: null or '' removes a key, *** keeps a stored password */
        put: operations["putToolsByToolIdUserSettings"];
        post?: never;
        /** Remove your own settings of a tool, for all your agents, so every key inherits again */
        delete: operations["deleteToolsByToolIdUserSettings"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mcp-servers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your MCP servers and the global ones, each with its tools */
        get: operations["getMcpServers"];
        put?: never;
        /** Registers a server and lists its tools; an unreachable server is saved with `last_error` */
        post: operations["postMcpServers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mcp-servers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your MCP servers, or a global one, with its tools */
        get: operations["getMcpServersById"];
        /** Changes the fields sent, reconnects and lists the tools again */
        put: operations["putMcpServersById"];
        post?: never;
        /** Removes a server; its tools disappear from every agent */
        delete: operations["deleteMcpServersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mcp-servers/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Connects, lists the tools again and registers them; a failure is a 200 with `ok: false` */
        post: operations["postMcpServersByIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mcp-servers/{id}/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts connecting your account to an OAuth server: the authorization URL to open
         * @description Discovers the authorization server, registers Spora as a client when needed and builds the authorization URL (PKCE). After the person approves, the authorization server sends them to `GET /mcp-servers/oauth/callback`. With working stored tokens the answer is `connected: true` and no URL.
         */
        post: operations["postMcpServersByIdConnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mcp-servers/{id}/connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Forgets your tokens for an OAuth server; its tools ask you to connect again */
        delete: operations["deleteMcpServersByIdConnection"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mcp-servers/oauth/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Completes connecting your account with the code the authorization server sent back
         * @description The authorization server sends the person to `/settings/mcp-servers/connected?code=…&state=…`; that page posts both here. The code is exchanged for tokens (PKCE), which are stored encrypted for you; the server's tools are listed again with them. A state that is not a connection of yours under way is 404.
         */
        post: operations["postMcpServersOauthCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The skills available to agents, by name, and the skill folders refused with the reasons */
        get: operations["getSkills"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/skills/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One skill: its front matter, the SKILL.md body and its files */
        get: operations["getSkillsByName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your notifications, newest first, with how many are unread */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        /** Deletes all your notifications; says how many there were */
        delete: operations["deleteNotifications"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks one notification read */
        post: operations["postNotificationsByIdRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks every unread notification read; says how many were */
        post: operations["postNotificationsReadAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes one notification */
        delete: operations["deleteNotificationsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notification-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every kind of notification, and whether it reaches you in the app and by e-mail */
        get: operations["getNotificationPreferences"];
        /** Changes the channels of the kinds named; a channel left out keeps its value */
        put: operations["putNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/email/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The SMTP settings (null until saved); the password is never shown */
        get: operations["getEmailSettings"];
        /** Saves the SMTP settings; the password is stored encrypted, and kept when left out */
        put: operations["putEmailSettings"];
        post?: never;
        /** Removes the SMTP settings: nothing more is queued, and queued mail waits */
        delete: operations["deleteEmailSettings"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/email/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a test message now, to `to` or your own address, and says how the SMTP server answered */
        post: operations["postEmailTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/email/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest messages (never their text), with how many wait and how many failed for good */
        get: operations["getEmailOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/email/outbox/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queues a message that failed for good again, with fresh attempts */
        post: operations["postEmailOutboxByIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your live updates (text/event-stream), replayed from Last-Event-ID */
        get: operations["getEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plugins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Plugins and the App: loaded or refused (with the reason), tools, events and migrations */
        get: operations["getPlugins"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plugin-packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plugins folder as it is on disk (what was installed from a registry, from where) and what a restart would change */
        get: operations["getPluginPackages"];
        put?: never;
        /** Installs a plugin from the npm registry into the plugins folder; it loads when the server restarts */
        post: operations["postPluginPackages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plugin-packages/{slug}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Installs another version (the latest by default) of a plugin installed from the registry; it loads when the server restarts */
        post: operations["postPluginPackagesBySlugUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plugin-packages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a plugin installed from the registry (its tables stay); it unloads when the server restarts */
        delete: operations["deletePluginPackagesBySlug"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/server/restart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restarts the server to load plugin changes: it stops gracefully once this answer is sent and starts again */
        post: operations["postServerRestart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The panels that the App and the plugins add to the web UI, with their browser module URLs */
        get: operations["getApps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/scheduled-jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The extensions' scheduled jobs: schedule, next due time, whether one runs now, the last run */
        get: operations["getScheduledJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/model-prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The price table, by model name (USD per million tokens) */
        get: operations["getModelPrices"];
        put?: never;
        /** Adds a price for a model */
        post: operations["postModelPrices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/model-prices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a price; turns recorded before keep the cost they had */
        put: operations["putModelPricesById"];
        post?: never;
        /** Removes a price: the model's later turns are of unknown price */
        delete: operations["deleteModelPricesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/llm-configs/{id}/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A configuration's own prices (null: its turns are priced by the price table) */
        get: operations["getLlmConfigsByIdPrices"];
        /** Sets a configuration's own prices, which win over the price table; null removes them */
        put: operations["putLlmConfigsByIdPrices"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tokens and cost (USD) per day of a time zone, grouped by agent, model or user; JSON or CSV */
        get: operations["getUsage"];
        put?: never;
        post?: never;
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
        /** The budgets you may see, with what each spent in its current period */
        get: operations["getBudgets"];
        put?: never;
        /** Sets a budget; a cost budget over models without a price says so in `warnings` */
        post: operations["postBudgets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/budgets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One budget */
        get: operations["getBudgetsById"];
        put?: never;
        post?: never;
        /** Deletes a budget; tasks waiting on it run on at once */
        delete: operations["deleteBudgetsById"];
        options?: never;
        head?: never;
        /** Changes a budget’s limit, period or time zone; tasks waiting on it that are now under it run on at once */
        patch: operations["patchBudgetsById"];
        trace?: never;
    };
    "/api/v1/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your files, newest first */
        get: operations["getFiles"];
        put?: never;
        /** Upload a file: multipart/form-data, one part named "file", at most SPORA_MAX_FILE_MB */
        post: operations["postFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your files, or a file of a task you may see */
        get: operations["getFilesById"];
        put?: never;
        post?: never;
        /** Delete one of your files; its content goes once no other file has the same */
        delete: operations["deleteFilesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download one of your files, or a file of a task you may see */
        get: operations["getFilesByIdContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hooks/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deliver an event to an agent's webhook: starts a task (signed and idempotent as the hook says) */
        post: operations["postHooksByToken"];
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
        Agent: {
            id: number;
            name: string;
            description: string | null;
            system_prompt: string | null;
            notes: string | null;
            llm_driver_config_id: number | null;
            max_steps: number;
            is_active: boolean;
            allow_followup: boolean;
            /** @description Reaching the step limit pauses a task (AWAITING_BUDGET) until someone allows more steps; false fails it with MAX_STEPS_REACHED, for unattended runs */
            pause_at_step_limit: boolean;
            /** @description A call with effects that may have run when its worker died is held and the task waits (NEEDS_RECONCILIATION) until someone says whether it ran; false closes it as interrupted and tells the model it may have run, for unattended runs. Calls that only read run again either way */
            reconcile_uncertain_calls: boolean;
            retry_after_minutes: number;
            max_retries: number;
            is_pinned: boolean;
            is_archived: boolean;
            is_favorite: boolean;
            tools: components["schemas"]["ToolReference"][];
            activity: components["schemas"]["AgentActivity"];
            llm: components["schemas"]["LlmReadiness"];
            /** @description How the agent reaches you when someone else owns it and shares it with a team of yours; null for your own agents. Your tasks on it are yours; its tools and model are its owner's */
            shared: {
                /** @description use: you see the agent and run it; configure: you also change its prompt, model, tools and settings */
                access: "use" | "configure";
                owner: {
                    user_id: number;
                    name: string;
                };
            } | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        AgentActivity: {
            /** @description Top-level tasks queued, running or waiting for sub-agents */
            running: number;
            /** @description Tasks awaiting a decision on tool calls, sub-agent tasks included */
            pending_approval: number;
            /** @description Top-level tasks that failed */
            failed: number;
            /** @description Top-level tasks aborted and not continued */
            aborted: number;
            last_activity_at: string | null;
        };
        /** @description A `agent_changed` event, kept for replay */
        AgentChangedEvent: {
            /** @enum {string} */
            event: "agent_changed";
            /** @description Resume after it with Last-Event-ID */
            id: number;
            data: {
                agent_id: number;
                change: "created" | "updated" | "deleted";
            };
        };
        AgentPatch: {
            name?: string;
            description?: string | null;
            system_prompt?: string | null;
            notes?: string | null;
            llm_driver_config_id?: number | null;
            max_steps?: number;
            allow_followup?: boolean;
            pause_at_step_limit?: boolean;
            reconcile_uncertain_calls?: boolean;
            retry_after_minutes?: number;
            max_retries?: number;
            is_pinned?: boolean;
            is_archived?: boolean;
            is_favorite?: boolean;
        };
        AgentShare: {
            team_id: number;
            team_name: string;
            /** @description use: see the agent and run it; configure: also change its prompt, model, tools and settings */
            access: "use" | "configure";
            /** Format: date-time */
            created_at: string;
        };
        AgentTemplate: {
            id: string;
            source: string;
            filename: string;
            /** @description The template as its file holds it. */
            template: unknown;
            valid: boolean;
            errors: components["schemas"]["TemplateIssue"][];
            warnings: components["schemas"]["TemplateIssue"][];
        };
        AgentTemplateFile: {
            $schema?: string;
            /** @description <source>/<slug> or <slug>: lowercase letters, digits, - and _, each part at most 64. */
            id: string;
            /** @description The name of the agent the template creates. */
            name: string;
            /** @description Semantic version: 1.0.0. */
            version: string;
            description?: string;
            /** @description The agent the template creates. */
            agent: {
                description?: string;
                system_prompt?: string;
                notes?: string;
                /** @description Model turns per task (default 10). */
                max_steps?: number;
                /** @description Default true. */
                allow_followup?: boolean;
                /** @description Pause a task at its step limit for a person (default true), or fail it. */
                pause_at_step_limit?: boolean;
                /** @description A call that may have run when its worker died waits for a person to say what became of it (default true), or the model is told it may have run. */
                reconcile_uncertain_calls?: boolean;
                /** @description Minutes before a failed task is retried; 0 (the default) never retries. */
                retry_after_minutes?: number;
                /** @description Automatic retries of a failed task (default 0). */
                max_retries?: number;
            };
            tools?: {
                /** @description The tool: its class id (core/CalculatorTool), a core tool name (calculator) or a plugin tool name (acme:vault). */
                tool_class: string;
                /** @description false keeps the tool off but still applies its operation flags and settings. */
                enabled: boolean;
                operations?: {
                    name: string;
                    /** @description Omitted: the operation keeps its declared default. */
                    enabled?: boolean;
                    /** @description true: every call waits for a person; false: calls run at once. Omitted: the declared default. */
                    requires_approval?: boolean;
                }[];
                /** @description The agent's own tool settings; password settings are never part of a template. */
                settings?: {
                    [key: string]: string | boolean | (string | number)[];
                };
            }[];
            required_plugins?: string[];
            /** @description How catalogues present the template. */
            metadata?: {
                /**
                 * @description Default general.
                 * @enum {unknown}
                 */
                category?: "general" | "productivity" | "research" | "communication" | "media" | "data" | "automation";
                /** @description An icon key of the bundled palette (kebab-case). */
                icon?: string;
            };
        };
        AgentTemplateRequest: {
            /** @description A template; see GET /agent-templates/schema.json. */
            template: {
                [key: string]: unknown;
            };
        } | {
            /** @description A catalogue id: core/assistant. */
            template_id: string;
        };
        AgentTemplateSummary: {
            id: string;
            name: string;
            description: string | null;
            version: string | null;
            source: string;
            filename: string;
            category: string;
            icon: string | null;
            tools_count: number;
            required_plugins: string[];
            valid: boolean;
            has_warnings: boolean;
        };
        AgentTool: {
            tool_class: string;
            tool_name: string;
            display_name: string;
            icon: string | null;
            is_enabled: boolean;
            missing_required: string[];
            can_enable: boolean;
        };
        AgentToolOperation: {
            tool_class: string;
            tool_name: string;
            operation: string;
            description: string;
            enabled: boolean | null;
            requires_approval: boolean | null;
            effective_enabled: boolean;
            effective_requires_approval: boolean;
        };
        AgentToolOperationPatch: {
            enabled?: boolean | null;
            requires_approval?: boolean | null;
        };
        AnsweringModel: {
            llm_driver_config_id: number;
            name: string;
            model: string | null;
        };
        ApiToken: {
            id: number;
            name: string;
            token_prefix: string;
            /** @description `read`: GET only; `tasks`: also start, continue, decide and abort tasks, upload files; `agents`: also create and change agents, their tools, settings, schedules and templates; `admin`: everything the user may do */
            scope: "read" | "tasks" | "agents" | "admin";
            /** @description The only agents (and their tasks) the token may touch; null: all of them */
            agent_ids: number[] | null;
            last_used_at: string | null;
            expires_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        ApprovalDeadline: {
            seconds: number;
            /** @description `escalate`: notify the escalation approvers (administrators when none is named), who may then decide too; `reject`: reject the call, telling the model `deadline_reason` */
            action: "escalate" | "reject";
        };
        ApprovalDecisionRequest: {
            /** @enum {string} */
            method: "POST";
            path: string;
            body: {
                decisions: {
                    provider_call_id: string;
                    decision: "approve" | "reject";
                }[];
            };
        };
        ApprovalLink: {
            /** @description What the link decides */
            decision: "approve" | "reject";
            /** Format: date-time */
            expires_at: string;
            call: {
                id: number;
                provider_call_id: string;
                tool_name: string;
                operation: string | null;
                human_description: string | null;
                /** @description The arguments the model proposed, which the e-mail showed */
                arguments: {
                    [key: string]: unknown;
                };
                /** Format: date-time */
                waiting_since: string;
            };
            task: {
                id: number;
                user_prompt: string;
            };
            agent: {
                id: number;
                name: string;
            };
        };
        ApprovalLinkDecision: {
            /** @description What the link decides */
            decision: "approve" | "reject";
            task_id: number;
            call_id: number;
            /** Format: date-time */
            decided_at: string;
        };
        ApprovalRule: {
            id: number;
            /** @description Raised by every update; calls name the version that decided them */
            version: number;
            /** @description `user`: tried on its owner’s agents; `global`: on every agent, before any user’s rules */
            scope: "user" | "global";
            owner_user_id: number | null;
            /** @description `grant`: made with “remember” on an approval */
            kind: "rule" | "grant";
            agent_id: number | null;
            agent_name: string | null;
            task_id: number | null;
            tool_name: string | null;
            operation: string | null;
            condition: string | null;
            /** @description `allow`: runs without asking; `deny`: refused, the model reads `reason`; `ask`: a person decides */
            outcome: "allow" | "deny" | "ask";
            reason: string | null;
            description: string | null;
            /** @description Order among its owner’s rules, lowest first */
            position: number;
            created_by: number | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            revoked_at: string | null;
            revoked_by: number | null;
        };
        ApprovalRuleReplay: {
            /** @description Calls decided by a person that the replay looked at, newest first */
            considered: number;
            matched: number;
            /** @description Would have run without asking; a person approved them */
            allowed_approved: number;
            /** @description Would have run without asking; a person rejected them */
            allowed_rejected: number;
            /** @description Would have been refused; a person approved them */
            denied_approved: number;
            denied_rejected: number;
            asked: number;
            /** @description Calls the condition could not be evaluated on */
            errors: number;
            /** @description Matching calls first; at most 50 */
            calls: {
                call_id: number;
                task_id: number;
                agent_id: number;
                agent_name: string | null;
                tool_name: string;
                operation: string | null;
                decided: "approve" | "edit" | "reject";
                /** Format: date-time */
                decided_at: string;
                would: ("allow" | "deny" | "ask") | null;
                error: string | null;
            }[];
        };
        ApprovalRuleVersion: {
            version: number;
            /** @description The rule as this version said it */
            definition: {
                [key: string]: unknown;
            };
            created_by: number | null;
            /** Format: date-time */
            created_at: string;
        };
        /** @description A `approvals_changed` event, kept for replay */
        ApprovalsChangedEvent: {
            /** @enum {string} */
            event: "approvals_changed";
            /** @description Resume after it with Last-Event-ID */
            id: number;
            data: {
                task_id: number;
                agent_id: number;
            };
        };
        ApprovalState: {
            /** @description How many distinct people must approve the same arguments */
            quorum: number;
            /** @description Approvals so far, short of the quorum, oldest first */
            votes: {
                user_id: number;
                name: string;
                /** @description Approved with edited arguments */
                edited: boolean;
                /** Format: date-time */
                voted_at: string;
                /** @description SHA-256 of the arguments approved; votes count together only when these match */
                arguments_digest: string;
            }[];
            /** @description Named people who may decide it now */
            deciders: {
                user_id: number;
                name: string;
                as: "owner" | "approver" | "team_approver" | "escalation";
            }[];
            /** @description Administrators may decide it too */
            administrators_decide: boolean;
            deadline: {
                /** Format: date-time */
                at: string;
                action: "escalate" | "reject";
            } | null;
            escalated_at: string | null;
        };
        ApproverPerson: {
            user_id: number;
            name: string;
        };
        ApproverPolicy: {
            agent_id: number;
            /** @description The agent’s owner may decide (the default) */
            owner_decides: boolean;
            /** @description Every administrator may decide */
            administrators_decide: boolean;
            /** @description People who may decide from the start; each an active account */
            approver_user_ids: number[];
            /** @description People who may decide once a deadline escalated, and who are notified then; each an active account */
            escalation_user_ids: number[];
            /** @description For every operation without its own */
            deadline: components["schemas"]["ApprovalDeadline"] | null;
            /** @description What the model reads when a deadline rejects its call; a default sentence when null */
            deadline_reason: string | null;
            operations: {
                tool_class: string;
                operation: string;
                /** @description How many distinct people must approve the same arguments */
                quorum: number;
                /** @description Replaces the agent's deadline for this operation */
                deadline: components["schemas"]["ApprovalDeadline"] | null;
            }[];
            /** @description The people of `approver_user_ids`, named */
            approvers: components["schemas"]["ApproverPerson"][];
            /** @description The people of `escalation_user_ids`, named */
            escalation_approvers: components["schemas"]["ApproverPerson"][];
        };
        ApproverPolicyInput: {
            /** @description The agent’s owner may decide (the default) */
            owner_decides: boolean;
            /** @description Every administrator may decide */
            administrators_decide: boolean;
            /** @description People who may decide from the start; each an active account */
            approver_user_ids: number[];
            /** @description People who may decide once a deadline escalated, and who are notified then; each an active account */
            escalation_user_ids: number[];
            /** @description For every operation without its own */
            deadline: components["schemas"]["ApprovalDeadline"] | null;
            /** @description What the model reads when a deadline rejects its call; a default sentence when null */
            deadline_reason: string | null;
            operations: {
                tool_class: string;
                operation: string;
                /** @description How many distinct people must approve the same arguments */
                quorum: number;
                /** @description Replaces the agent's deadline for this operation */
                deadline: components["schemas"]["ApprovalDeadline"] | null;
            }[];
        };
        AutoRetry: {
            /** @description `scheduled`: queued again at `retry_at` unless DELETE /tasks/{id}/retry-chain cancels it; `exhausted`: the agent’s retries are used up; `not_configured`: the agent retries nothing; `not_retryable`: this failure is not retried automatically; `none`: not failed */
            state: "scheduled" | "exhausted" | "not_configured" | "not_retryable" | "none";
            /** @description Automatic retries made for this task so far */
            attempts: number;
            max_retries: number;
            retry_after_minutes: number;
            retry_at: string | null;
        };
        AwaitedCredential: {
            /** @enum {string} */
            kind: "llm_configuration";
            id: number;
            name: string;
            reason: "missing" | "rejected";
            /** @description The provider's answer: 401 or 403 */
            status?: number;
        } | {
            /** @enum {string} */
            kind: "tool_setting";
            tool_class: string;
            setting: string;
            agent_id: number;
            reason: "missing" | "rejected";
        };
        BranchedFrom: {
            task_id: number;
            sequence: number;
        };
        Budget: {
            id: number;
            /** @description `global` (every task), `user` (tasks of `user_id`), `agent` (tasks of `agent_id`), `task` (one task, `task_id`; or each task of `agent_id` by default) */
            scope: "global" | "user" | "agent" | "task";
            user_id: number | null;
            agent_id: number | null;
            task_id: number | null;
            unit: "tokens" | "cost";
            currency: "USD" | null;
            /** @description Tokens, or `currency` for cost */
            limit: number;
            period: ("day" | "month") | null;
            time_zone: string | null;
            spent: number | null;
            /** @description Whether you may change or delete it */
            editable: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        BudgetReached: {
            id: number;
            scope: "global" | "user" | "agent" | "task";
            unit: "tokens" | "cost";
            currency: "USD" | null;
            limit: number;
            /** @description What its scope had spent when the task stopped */
            spent: number;
            period: ("day" | "month") | null;
            time_zone: string | null;
            agent_id: number | null;
            user_id: number | null;
        };
        BudgetWarning: {
            /** @enum {string} */
            code: "PRICE_UNKNOWN";
            message: string;
            models: string[];
        };
        BulkApprovalDecisionRequest: {
            calls: {
                task_id: number;
                provider_call_id: string;
            }[];
            decision: "approve" | "reject";
            /** @description For `reject`: what the model is told, for every call */
            reason?: string;
        };
        BulkApprovalDecisionResult: {
            task_id: number;
            provider_call_id: string;
            /** @enum {string} */
            outcome: "decided";
            /** @description The call's task's status once decided */
            task_status: string;
        } | {
            task_id: number;
            provider_call_id: string;
            /** @enum {string} */
            outcome: "refused";
            /** @description `NOT_FOUND`: not a call your inbox shows; `FORBIDDEN`: you may no longer decide it (its agent’s approvers changed); `INVALID_STATE`: no longer awaiting a decision (someone decided it), or your approval already counts toward its quorum; `VALIDATION_ERROR`: listed twice, or the decision is not valid for it */
            error: {
                code: "NOT_FOUND" | "FORBIDDEN" | "INVALID_STATE" | "VALIDATION_ERROR";
                message: string;
            };
        };
        ConfigurationPrices: {
            /** @description USD per million uncached input tokens */
            input_per_million: number;
            /** @description USD per million output tokens (reasoning included) */
            output_per_million: number;
            cached_input_per_million: number | null;
            cache_creation_per_million: number | null;
            /** @enum {string} */
            currency: "USD";
        };
        ConversationBranch: {
            task_id: number;
            title: string;
            /** Format: date-time */
            created_at: string;
        };
        ConversationExport: {
            task: {
                id: number;
                agent_id: number;
                parent_task_id: number | null;
                status: components["schemas"]["TaskStatus"];
                llm_driver_config_id: number | null;
                /** @description The conversation's title: the one its owner gave it (PATCH /tasks/{id}), else the first words of its first prompt */
                title: string;
                /** @description The conversation this one was branched from by editing or regenerating a message, and the sequence of that user message there; null otherwise */
                branched_from: components["schemas"]["BranchedFrom"] | null;
                rehearsal_id: number | null;
                user_prompt: string;
                final_response: string | null;
                step_count: number;
                max_steps: number;
                error_code: string | null;
                error_message: string | null;
                failure_reason: string | null;
                retry_of_task_id: number | null;
                retry_count: number;
                retry_after: string | null;
                /** @description The step budget ran out; continue with `additional_steps` to give it a new one */
                max_steps_reached: boolean;
                /** @description When the task was stopped; null once it runs again */
                aborted_at: string | null;
                /** @description Where a handover sent the work: the task now carrying it; null unless handed over */
                handover: {
                    target_task_id: number;
                    target_agent_id: number;
                    target_agent_name: string;
                } | null;
                stopped_with_parent_task_id: number | null;
                /** @description In AWAITING_CONNECTION: the model key or tool setting that was missing or refused (saving it resumes the task); null while it waits for an MCP account, and in any other status */
                awaited_credential: components["schemas"]["AwaitedCredential"] | null;
                /** @description In AWAITING_BUDGET: the budget the task stopped at, with its limit and what was spent; null when it stopped at its step limit, and in any other status */
                budget_reached: components["schemas"]["BudgetReached"] | null;
                /** @description What the caller may do to the task now, as the loop's state machine allows it from the task's status (`continue` from RUNNING interrupts the run first) */
                allowed_actions: components["schemas"]["TaskAction"][];
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                /** @description The configuration that answers the conversation's next turn: its own, else the agent's, else the owner's preferred one, else the global default; null when none resolves */
                answering_model: components["schemas"]["AnsweringModel"] | null;
                /** @description Its tool calls that were rejected (REJECTED) */
                rejected_call_count: number;
                /** @description Its tool calls that failed: FAILED, or ended without a successful result (refused, interrupted); rejected calls are not counted */
                failed_call_count: number;
                agent_name: string;
            };
            messages: {
                sequence: number;
                role: string;
                content: string | null;
                /** Format: date-time */
                created_at: string;
                /** @description The calls an assistant message asked for, with their decisions and results */
                tool_calls: components["schemas"]["ExportedToolCall"][];
                tool_call_id: string | null;
                /** @description Files sent with a message or returned by a call (their content is not exported) */
                attachments: components["schemas"]["MessageAttachment"][];
            }[];
        };
        DecisionRecordArchive: {
            id: number;
            first_sequence: number;
            last_sequence: number;
            row_count: number;
            /** @description The row_hash of the last archived row: the prev_hash the first remaining row names */
            last_row_hash: string;
            /** Format: date-time */
            decided_before: string;
            /** Format: date-time */
            first_decided_at: string;
            /** Format: date-time */
            last_decided_at: string;
            export_file: string | null;
            export_sha256: string | null;
            retention_days: number;
            retention_set_by: number | null;
            /** Format: date-time */
            archived_at: string;
        };
        DecisionRecordEntry: {
            id: number;
            /** @description The row’s place in the hash chain, from 1 without gaps */
            sequence: number;
            task_id: number;
            tool_call_id: number;
            agent_id: number;
            /** @description The task’s owner */
            user_id: number;
            operation: string | null;
            decision: "approve" | "edit" | "reject";
            /** @description `vote`: an approval that left the call short of its quorum (the call still waits); `deadline`: rejected because no approver decided in time */
            via: "per_call" | "bulk" | "vote" | "deadline";
            channel: ("ui" | "api" | "email" | "rule") | null;
            decided_by: number | null;
            decided_by_rule: string | null;
            reason: string | null;
            proposed_digest: string;
            run_digest: string | null;
            /** Format: date-time */
            decided_at: string;
            prev_hash: string;
            row_hash: string;
        };
        DecisionRecordRetention: {
            retention_days: number | null;
            set_by: number | null;
            set_at: string | null;
            /** @description Whether archived rows are copied as JSON Lines first (SPORA_DECISION_ARCHIVE_DIR) */
            export_directory_set: boolean;
            archives: components["schemas"]["DecisionRecordArchive"][];
        };
        EmailOutboxEntry: {
            id: number;
            template: string;
            to_address: string;
            subject: string;
            status: "pending" | "sent" | "failed";
            attempts: number;
            next_attempt_at: string | null;
            last_error: string | null;
            message_id: string | null;
            sent_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        EmailSettings: {
            host: string;
            port: number;
            /** @description `tls`: TLS from the start (port 465); `starttls`: upgrade required (587); `none`: plain (local relays only) */
            security: "tls" | "starttls" | "none";
            username: string | null;
            /** @description A password is stored; it is never shown */
            has_password: boolean;
            from_address: string;
            from_name: string | null;
        };
        ErrorResponse: {
            error: {
                code: string;
                message: string;
                details?: unknown;
            };
        };
        ExportedToolCall: {
            provider_call_id: string;
            tool_name: string;
            status: string;
            /** @description The arguments it ran with (a person’s edit, when they made one), else the proposed ones */
            arguments: unknown;
            decision: {
                outcome: "approved" | "rejected";
                reason: string | null;
            } | null;
            result: {
                success: boolean | null;
                content: string | null;
            } | null;
        };
        File: {
            id: number;
            /** @description The name it was uploaded with, without folders or control characters */
            name: string;
            /** @description Sniffed from the content, not taken from the name */
            media_type: string;
            size_bytes: number;
            /** @description SHA-256 of the content, lower-case hex */
            sha256: string;
            /** Format: date-time */
            created_at: string;
            /** @description Where the content is downloaded */
            content_url: string;
        };
        FileUpload: {
            /**
             * Format: binary
             * @description The file
             */
            file?: string;
        };
        HeldCall: {
            /** @description The `call_id` to answer with POST /tasks/{id}/reconcile */
            tool_call_id: number;
            agent: {
                id: number;
                name: string;
            };
            task: {
                id: number;
                /** @description The task's prompt, cut to 200 characters */
                prompt_excerpt: string;
            };
            tool_name: string;
            tool_display_name: string;
            operation: string | null;
            human_description: string | null;
            /** @description The arguments it ran with */
            arguments: unknown;
            /** Format: date-time */
            held_since: string;
        };
        HistoryRow: {
            sequence: number;
            role: string;
            content: string | null;
            tool_calls: {
                id: string;
                name: string;
                arguments: unknown;
            }[];
            content_blocks: {
                type: string;
                text: string;
            }[];
            attachments: components["schemas"]["MessageAttachment"][];
            tool_call_id: string | null;
            tool_name: string | null;
            input_tokens: number | null;
            output_tokens: number | null;
            /** Format: date-time */
            created_at: string;
        };
        ListedUser: {
            id: number;
            email: string;
            display_name: string | null;
            role: "admin" | "member";
            is_admin: boolean;
            status: "active" | "suspended";
            email_verified: boolean;
            last_login_at: string | null;
            /** @description The language they read the UI in; null follows their browser's */
            language: ("en" | "de") | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            two_factor_enabled: boolean;
        };
        LiveEvent: components["schemas"]["TaskStatusEvent"] | components["schemas"]["TaskHistoryEvent"] | components["schemas"]["ToolCallsEvent"] | components["schemas"]["PendingApprovalEvent"] | components["schemas"]["TaskDeletedEvent"] | components["schemas"]["NotificationEvent"] | components["schemas"]["NotificationReadEvent"] | components["schemas"]["NotificationDeletedEvent"] | components["schemas"]["ApprovalsChangedEvent"] | components["schemas"]["AgentChangedEvent"] | components["schemas"]["TextDeltaEvent"] | components["schemas"]["ResetEvent"];
        LlmConfig: {
            id: number;
            name: string;
            driver_class: string;
            driver_name: string | null;
            driver_display_name: string | null;
            settings: {
                [key: string]: unknown;
            };
            context_window: number | null;
            max_tokens_output: number | null;
            is_default: boolean;
            is_global: boolean;
            user_id: number | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        LlmConfigPatch: {
            name?: string;
            settings?: {
                [key: string]: unknown;
            };
            context_window?: number | null;
            max_tokens_output?: number | null;
        };
        LlmConnectionTest: {
            /** @enum {boolean} */
            ok: true;
            latency_ms: number;
            answer: string;
            model: string | null;
            input_tokens: number;
            output_tokens: number;
        } | {
            /** @enum {boolean} */
            ok: false;
            latency_ms: number;
            error: {
                /** @description An LLM error code: AUTH_ERROR, NETWORK_ERROR, LLM_TIMEOUT … */
                code: string;
                message: string;
                status: number | null;
                retryable: boolean;
            };
        };
        LlmDriver: {
            name: string;
            display_name: string;
            driver_class: string;
            settings_schema: components["schemas"]["LlmDriverSetting"][];
        };
        LlmDriverSetting: {
            key: string;
            label: string;
            type: string;
            description: string | null;
            default: unknown;
            required: boolean;
            options: {
                value: string;
                label: string;
            }[];
            validation: string | null;
        };
        LlmReadiness: {
            status: "ready" | "unusable" | "not_configured";
            /** @description The tier the configuration came from: the agent's own, the owner's preference, the global default */
            source: "agent" | "user_preference" | "global_default" | null;
            configuration: {
                id: number;
                name: string;
                driver_class: string;
                driver_display_name: string | null;
            } | null;
            problem: {
                code: "NOT_CONFIGURED" | "DRIVER_NOT_INSTALLED" | "SETTINGS_MISSING" | "SETTINGS_UNREADABLE";
                message: string;
                missing_settings: string[];
            } | null;
        };
        McpConnect: {
            /** @description true: your stored tokens work; nothing to open */
            connected: boolean;
            authorization_url: string | null;
        };
        McpServer: {
            id: number;
            slug: string;
            name: string;
            /** @enum {unknown} */
            scope: "user" | "global";
            /** @enum {unknown} */
            transport: "stdio" | "http";
            command: string | null;
            args: string[];
            url: string | null;
            /**
             * @description `oauth`: each user connects their own account
             * @enum {unknown}
             */
            auth: "none" | "oauth";
            /** @description An OAuth server: whether you have connected your account */
            connected: boolean;
            icon: string | null;
            /** @description Variable names; values are `***` */
            env: {
                [key: string]: "***";
            };
            /** @description Header names; values are `***` */
            headers: {
                [key: string]: "***";
            };
            has_bearer_token: boolean;
            /** @description The `plugin_slug` of its tools: `mcp-<slug>` */
            plugin_slug: string;
            tools: components["schemas"]["McpServerTool"][];
            tools_refreshed_at: string | null;
            last_error: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        McpServerPatch: {
            /** @description Lower case, digits and "-"; names the tools `mcp-<slug>:…` */
            slug?: string;
            name?: string;
            /**
             * @description `stdio` (administrators only): a command Spora starts
             * @enum {unknown}
             */
            transport?: "stdio" | "http";
            /**
             * @description `global` (administrators only): every user sees it
             * @enum {unknown}
             */
            scope?: "user" | "global";
            command?: string | null;
            args?: string[];
            url?: string | null;
            /**
             * @description `oauth` (HTTP servers): each user connects their own account; default `none`
             * @enum {unknown}
             */
            auth?: "none" | "oauth";
            icon?: string | null;
            env?: {
                [key: string]: string;
            };
            headers?: {
                [key: string]: string;
            };
            bearer_token?: string | null;
        };
        McpServerTest: {
            ok: boolean;
            error: string | null;
            tool_count: number;
            /** @description Tool classes whose input schema changed; their auto-approval was revoked */
            changed_schemas: string[];
        };
        McpServerTool: {
            tool_class: string;
            /** @description The model-facing name, `mcp-<server>:<tool>` */
            tool_name: string;
            display_name: string;
            description: string;
            icon: string | null;
            /** @description The tool's JSON Schema as the server lists it */
            input_schema: {
                [key: string]: unknown;
            };
        };
        MessageAttachment: {
            id: number;
            name: string;
            media_type: string;
            size_bytes: number;
        };
        ModelPrice: {
            id: number;
            /** @description Matched exactly (case-insensitive), else as the model a dated snapshot (-YYYY-MM-DD, -YYYYMMDD) or -latest alias names */
            model: string;
            /** @description USD per million uncached input tokens */
            input_per_million: number;
            /** @description USD per million output tokens (reasoning included) */
            output_per_million: number;
            cached_input_per_million: number | null;
            cache_creation_per_million: number | null;
            /** @enum {string} */
            currency: "USD";
            /** @description `default`: as Spora ships it; `custom`: set by an administrator */
            source: "default" | "custom";
            updated_by: number | null;
            /** Format: date-time */
            updated_at: string;
        };
        NewAgent: {
            name: string;
            description?: string | null;
            system_prompt?: string | null;
            notes?: string | null;
            llm_driver_config_id?: number | null;
            max_steps?: number;
            allow_followup?: boolean;
            pause_at_step_limit?: boolean;
            reconcile_uncertain_calls?: boolean;
            retry_after_minutes?: number;
            max_retries?: number;
            is_pinned?: boolean;
            is_archived?: boolean;
            is_favorite?: boolean;
        };
        NewLlmConfig: {
            name: string;
            /** @description The driver: its class (`core/OpenAiCompatibleDriver`) or its name (`openai_compatible`), as GET /llm-drivers lists them; stored as the class */
            driver_class: string;
            settings?: {
                [key: string]: unknown;
            };
            is_global?: boolean;
            is_default?: boolean;
            context_window?: number | null;
            max_tokens_output?: number | null;
        };
        NewMcpServer: {
            /** @description Lower case, digits and "-"; names the tools `mcp-<slug>:…` */
            slug: string;
            name: string;
            /**
             * @description `stdio` (administrators only): a command Spora starts
             * @enum {unknown}
             */
            transport: "stdio" | "http";
            /**
             * @description `global` (administrators only): every user sees it
             * @enum {unknown}
             */
            scope?: "user" | "global";
            command?: string | null;
            args?: string[];
            url?: string | null;
            /**
             * @description `oauth` (HTTP servers): each user connects their own account; default `none`
             * @enum {unknown}
             */
            auth?: "none" | "oauth";
            icon?: string | null;
            env?: {
                [key: string]: string;
            };
            headers?: {
                [key: string]: string;
            };
            bearer_token?: string | null;
        };
        NewPromptTemplate: {
            name: string;
            description?: string | null;
            /** @description The prompt, with {{variable}} and {{variable:default}} placeholders */
            body: string;
            variables?: components["schemas"]["PromptTemplateVariable"][];
            max_steps?: number | null;
        };
        NewRehearsal: {
            source: components["schemas"]["RehearsalSourceInput"];
            proposal?: components["schemas"]["RehearsalProposal"];
            scripted_results?: components["schemas"]["RehearsalScriptedResult"][];
        };
        NewRehearsalPromptSet: {
            name: string;
            prompts: string[];
        };
        NewSchedule: {
            name: string;
            prompt_template_id?: number | null;
            template_values?: {
                [key: string]: string;
            } | null;
            raw_prompt?: string | null;
            cron_expression?: string | null;
            run_at?: string | null;
            /** @description IANA time zone, such as Europe/Berlin; UTC by default */
            timezone?: string;
            max_steps_override?: number | null;
            is_active?: boolean;
        };
        NewWebhook: {
            name: string;
            /** @description Require an HMAC signature; a secret is created (and shown once) when it turns on */
            verify_signature?: boolean;
            signature_header?: string;
            /** @enum {unknown} */
            signature_algorithm?: "sha256" | "sha1" | "sha512";
            /** @enum {unknown} */
            signature_encoding?: "hex" | "base64";
            /** @description Text before the digest, such as sha256= */
            signature_prefix?: string;
            timestamp_header?: string | null;
            tolerance_seconds?: number;
            /**
             * @description `template`: payload fields fill the prompt template; `text`: the whole payload follows `prompt_text`
             * @enum {unknown}
             */
            payload_mode?: "template" | "text";
            prompt_template_id?: number | null;
            variable_paths?: {
                [key: string]: string;
            };
            prompt_text?: string | null;
            idempotency_header?: string;
            callback_url?: string | null;
            rate_limit_per_minute?: number;
            enabled?: boolean;
        };
        Notification: {
            id: number;
            type: string;
            title: string;
            body: string | null;
            task_id: number | null;
            data: {
                [key: string]: unknown;
            };
            read_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /** @description A `notification_deleted` event, kept for replay */
        NotificationDeletedEvent: {
            /** @enum {string} */
            event: "notification_deleted";
            /** @description Resume after it with Last-Event-ID */
            id: number;
            data: {
                notification_ids: number[];
            };
        };
        /** @description A `notification` event, kept for replay */
        NotificationEvent: {
            /** @enum {string} */
            event: "notification";
            /** @description Resume after it with Last-Event-ID */
            id: number;
            data: {
                notification: components["schemas"]["Notification"];
            };
        };
        NotificationPreference: {
            /** @enum {unknown} */
            kind: "task_completed" | "task_failed" | "pending_approval" | "approval_escalated" | "budget_reached" | "credential_needed" | "reconciliation_needed" | "task_retry_scheduled" | "task_orphaned" | "mcp_connect" | "scheduled_run_finished" | "rehearsal_finished";
            label: string;
            description: string;
            /** @description Stored, shown by the bell and sent to live clients */
            in_app: boolean;
            /** @description Sent to your e-mail address (when e-mail is set up) */
            email: boolean;
        };
        /** @description A `notification_read` event, kept for replay */
        NotificationReadEvent: {
            /** @enum {string} */
            event: "notification_read";
            /** @description Resume after it with Last-Event-ID */
            id: number;
            data: {
                notification_ids: number[];
                /** Format: date-time */
                read_at: string;
            };
        };
        Pagination: {
            page: number;
            per_page: number;
            total: number;
            last_page: number;
        };
        PasswordSignInPolicy: {
            /** @description `break_glass`: only the break-glass administrator may sign in with a password */
            password_sign_in: "everyone" | "break_glass";
            break_glass_user_id: number | null;
        };
        PausedTask: {
            task: {
                id: number;
                /** @description The task's prompt, cut to 200 characters */
                prompt_excerpt: string;
            };
            agent: {
                id: number;
                name: string;
            };
            status: "AWAITING_BUDGET" | "AWAITING_CONNECTION";
            /** @description `step_limit` or `budget`: allow it more (POST /tasks/{id}/extend) or raise the budget; `credential`: save a working model key or tool setting; `account`: connect your account to the MCP server */
            reason: "step_limit" | "budget" | "credential" | "account";
            /** Format: date-time */
            paused_since: string;
        };
        PendingApproval: {
            tool_call_id: number;
            provider_call_id: string;
            agent: {
                id: number;
                name: string;
            };
            task: {
                id: number;
                /** @description The task's prompt, cut to 200 characters */
                prompt_excerpt: string;
                parent_task_id: number | null;
            };
            tool_name: string;
            tool_display_name: string;
            operation: string | null;
            human_description: string | null;
            /** @description The arguments the model proposed */
            arguments: unknown;
            parameter_schema: {
                [key: string]: unknown;
            } | null;
            /** Format: date-time */
            waiting_since: string;
            approval: components["schemas"]["ApprovalState"];
            /** @description Requests that approve or reject this call alone; approving with `arguments` in the decision edits it */
            decide_via: {
                approve: components["schemas"]["ApprovalDecisionRequest"];
                reject: components["schemas"]["ApprovalDecisionRequest"];
            };
        };
        /** @description A `pending_approval` event, kept for replay */
        PendingApprovalEvent: {
            /** @enum {string} */
            event: "pending_approval";
            /** @description Resume after it with Last-Event-ID */
            id: number;
            data: {
                task_id: number;
                pending_calls: components["schemas"]["PendingCall"][];
            };
        };
        PendingCall: {
            /** @description Decide with it in POST /tasks/{id}/approve */
            provider_call_id: string;
            tool_name: string;
            arguments: {
                [key: string]: unknown;
            };
        };
        PendingPluginChange: {
            slug: string;
            /** @enum {unknown} */
            change: "install" | "update" | "remove";
            from_version: string | null;
            to_version: string | null;
        };
        Plugin: {
            slug: string | null;
            name: string | null;
            version: string | null;
            description: string;
            icon: string | null;
            /** @enum {unknown} */
            source: "app" | "directory" | "package";
            path: string | null;
            package: string | null;
            /** @enum {unknown} */
            status: "loaded" | "refused";
            refusal: {
                code: string;
                message: string;
            } | null;
            problems: {
                code: string;
                message: string;
            }[];
            tools: string[];
            drivers: string[];
            jobs: {
                name: string;
                schedule: string;
                timezone: string;
            }[];
            apps: string[];
            services: string[];
            events: ("container_building" | "routes_registering" | "booting")[];
            migrations: {
                schema_version: number;
                /** @enum {unknown} */
                status: "none" | "up_to_date" | "pending" | "failed";
                applied: string[];
                pending: string[];
            };
        };
        PluginPackage: {
            slug: string;
            name: string | null;
            version: string | null;
            path: string;
            required_plugins: string[];
            from_registry: boolean;
            package: string | null;
            registry: string | null;
            installed_at: string | null;
        };
        PluginRestart: {
            required: boolean;
            available: boolean;
            pending: components["schemas"]["PendingPluginChange"][];
        };
        PromptTemplate: {
            id: number;
            agent_id: number;
            name: string;
            description: string | null;
            body: string;
            variables: components["schemas"]["PromptTemplateVariable"][];
            max_steps: number | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        PromptTemplatePatch: {
            name?: string;
            description?: string | null;
            /** @description The prompt, with {{variable}} and {{variable:default}} placeholders */
            body?: string;
            variables?: components["schemas"]["PromptTemplateVariable"][];
            max_steps?: number | null;
        };
        PromptTemplateVariable: {
            /** @description Letters, digits and _, not starting with a digit */
            name: string;
            description: string | null;
            default: string | null;
        };
        ProviderModel: {
            id: string;
            name: string | null;
        };
        ProviderModelList: {
            /** @enum {boolean} */
            ok: true;
            models: components["schemas"]["ProviderModel"][];
        } | {
            /** @enum {boolean} */
            ok: false;
            error: {
                /** @description MODEL_LIST_UNSUPPORTED, AUTH_ERROR, PROVIDER_ERROR, MODEL_LIST_UNREADABLE, ADDRESS_NOT_ALLOWED, URL_NOT_ALLOWED, FETCH_TIMEOUT, FETCH_FAILED, RESPONSE_TOO_LARGE, TOO_MANY_REDIRECTS */
                code: string;
                message: string;
                status: number | null;
            };
        };
        ProviderModelListRequest: {
            /** @description An installed driver: `core/OpenAiCompatibleDriver` … */
            driver_class: string;
            base_url?: string | null;
            api_key?: string | null;
        };
        PublicConfig: {
            allow_registration: boolean;
            /** @description No administrator exists yet: create one with the setup code (POST /setup) */
            setup_needed: boolean;
            /** @description `client`: the server runs no worker; the signed-in browser drives each queued task it shows with POST /tasks/{id}/tick */
            runtime_mode: "server" | "client";
            version: string;
        };
        Rehearsal: {
            id: number;
            agent_id: number;
            /** @description Who rehearsed */
            user_id: number;
            status: components["schemas"]["RehearsalStatus"];
            source: components["schemas"]["RehearsalSource"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            proposal: components["schemas"]["RehearsalProposal"];
            scripted_results: components["schemas"]["RehearsalScriptedResult"][];
            totals: {
                input_tokens: number;
                output_tokens: number;
                cost: number | null;
                calls_ran: number;
                calls_simulated: number;
                calls_needing_approval: number;
            };
            runs: components["schemas"]["RehearsalRun"][];
        };
        RehearsalCall: {
            id: number;
            task_id: number;
            agent_id: number;
            agent_name: string;
            tool_name: string;
            tool_class: string | null;
            operation: string | null;
            /** @description Tool call arguments */
            arguments: {
                [key: string]: unknown;
            };
            /** @enum {unknown} */
            execution: "ran" | "simulated" | "refused";
            simulated_from: ("recorded" | "scripted" | "invented") | null;
            simulated_from_call_id: number | null;
            /**
             * @description The approval the call would have needed: none, a person asked, a saved rule that allowed or denied it, or one of the proposed rules that allowed, denied or asked a person
             * @enum {unknown}
             */
            approval: "not_needed" | "asked" | "rule_allowed" | "rule_denied" | "proposed_allowed" | "proposed_denied" | "proposed_asked";
            rule_id: number | null;
            result: {
                success: boolean | null;
                content: string | null;
            };
        };
        RehearsalDifferences: {
            answer_changed: boolean;
            calls_only_in_rehearsal: {
                tool_name: string;
                operation: string | null;
            }[];
            calls_only_in_past: {
                tool_name: string;
                operation: string | null;
            }[];
            arguments_changed: {
                tool_name: string;
                operation: string | null;
                /** @description Tool call arguments */
                past: {
                    [key: string]: unknown;
                };
                /** @description Tool call arguments */
                rehearsal: {
                    [key: string]: unknown;
                };
            }[];
        };
        RehearsalPastRun: {
            task_id: number;
            prompt: string;
            status: string;
            final_response: string | null;
            calls: components["schemas"]["RehearsalCall"][];
            differences: components["schemas"]["RehearsalDifferences"];
        };
        RehearsalPromptSet: {
            id: number;
            agent_id: number;
            created_by_user_id: number | null;
            name: string;
            prompts: string[];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        RehearsalPromptSetPatch: {
            name?: string;
            prompts?: string[];
        };
        /** @description The configuration rehearsed instead of the agent's own; `{}`: the agent as it is */
        RehearsalProposal: {
            system_prompt?: string;
            llm_configuration_id?: number;
            tools?: components["schemas"]["RehearsalProposedTool"][];
            approval_rules?: components["schemas"]["RehearsalProposedRule"][];
        };
        /** @description An approval rule tried in the rehearsal ahead of the rules that apply today; never saved, and it decides nothing outside the rehearsal */
        RehearsalProposedRule: {
            tool_name?: string | null;
            operation?: string | null;
            condition?: string | null;
            /** @enum {unknown} */
            outcome: "allow" | "deny" | "ask";
            reason?: string | null;
        };
        RehearsalProposedTool: {
            tool_class: string;
            enabled: boolean;
            /** @description Per operation: on or off */
            operations?: {
                [key: string]: boolean;
            };
        };
        RehearsalRun: {
            task_id: number;
            prompt: string;
            /** @description The task's status */
            status: string;
            final_response: string | null;
            error_message: string | null;
            usage: components["schemas"]["RehearsalUsage"];
            conversation: {
                /** @enum {unknown} */
                role: "user" | "assistant" | "tool";
                content: string | null;
                tool_call_id?: string;
            }[];
            /** @description Calls of the task and of the sub-agent and handover tasks it led to */
            calls: components["schemas"]["RehearsalCall"][];
            compared_with: components["schemas"]["RehearsalPastRun"] | null;
        };
        /** @description A result for a simulated call; with `arguments`, only for a call with equal arguments */
        RehearsalScriptedResult: {
            tool_class: string;
            operation: string;
            /** @description Tool call arguments */
            arguments?: {
                [key: string]: unknown;
            };
            result: {
                success: boolean;
                content: string;
            };
        };
        RehearsalSource: {
            /** @enum {unknown} */
            kind: "prompt" | "past_tasks" | "prompt_set";
            count?: number;
            prompt_set_id?: number;
            prompt_set_name?: string;
        };
        RehearsalSourceInput: {
            /** @enum {string} */
            kind: "prompt";
            prompt: string;
        } | {
            /** @enum {string} */
            kind: "past_tasks";
            count: number;
        } | {
            /** @enum {string} */
            kind: "prompt_set";
            prompt_set_id: number;
        };
        /** @enum {unknown} */
        RehearsalStatus: "running" | "completed" | "failed" | "cancelled";
        RehearsalSummary: {
            id: number;
            agent_id: number;
            /** @description Who rehearsed */
            user_id: number;
            status: components["schemas"]["RehearsalStatus"];
            source: components["schemas"]["RehearsalSource"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            run_count: number;
        };
        RehearsalUsage: {
            input_tokens: number;
            output_tokens: number;
            cost: number | null;
        };
        RelatedTask: {
            id: number;
            agent_id: number;
            agent_name: string;
            status: components["schemas"]["TaskStatus"];
            user_prompt: string;
            /** @description `handover`: the work moved on for good; `sub_agent`: a child whose result the source awaits */
            relation: "sub_agent" | "handover";
            /** @description What the caller may do to this task now */
            allowed_actions: components["schemas"]["TaskAction"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        RenderedPrompt: {
            prompt: string;
        };
        /** @description The requested event is gone or unknown: reload, then carry on */
        ResetEvent: {
            /** @enum {string} */
            event: "reset";
            /** @description Resume after it with Last-Event-ID */
            id: number;
            data: {
                reason: "expired" | "unknown";
                /** @description The newest event; the stream carries on after it */
                last_event_id: number;
            };
        };
        RevealedWebhook: {
            webhook: components["schemas"]["Webhook"];
            url: string | null;
            secret: string | null;
        };
        Schedule: {
            id: number;
            agent_id: number;
            name: string;
            /** @enum {unknown} */
            kind: "recurring" | "once";
            prompt_template_id: number | null;
            prompt_template_name: string | null;
            template_values: {
                [key: string]: string;
            };
            raw_prompt: string | null;
            cron_expression: string | null;
            run_at: string | null;
            timezone: string;
            description: string;
            max_steps_override: number | null;
            is_active: boolean;
            next_run_at: string | null;
            next_runs: string[];
            last_run_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ScheduledJob: {
            plugin_slug: string;
            name: string;
            schedule: string;
            timezone: string;
            declared: boolean;
            running: boolean;
            next_due_at: string;
            last_started_at: string | null;
            last_finished_at: string | null;
            last_status: ("succeeded" | "failed" | "interrupted") | null;
            last_error: string | null;
        };
        ScheduledTodayEntry: {
            schedule_id: number;
            schedule_name: string;
            agent_id: number;
            agent_name: string;
            /** Format: date-time */
            due_at: string;
            occurrence: components["schemas"]["ScheduleOccurrence"] | null;
        };
        ScheduleOccurrence: {
            id: number;
            schedule_id: number;
            /** @enum {unknown} */
            trigger: "schedule" | "manual";
            /** Format: date-time */
            due_at: string;
            /** @enum {unknown} */
            status: "PENDING" | "CLAIMED" | "STARTED" | "SKIPPED" | "FAILED";
            /** @description pending, starting, skipped, failed_to_start, task_deleted, or the started task’s status lower-cased (queued, running, completed, failed, …) */
            outcome: string;
            task_id: number | null;
            task_status: string | null;
            claimed_at: string | null;
            started_at: string | null;
            error_code: string | null;
            error_message: string | null;
        };
        SchedulePatch: {
            name?: string;
            prompt_template_id?: number | null;
            template_values?: {
                [key: string]: string;
            } | null;
            raw_prompt?: string | null;
            cron_expression?: string | null;
            run_at?: string | null;
            /** @description IANA time zone, such as Europe/Berlin; UTC by default */
            timezone?: string;
            max_steps_override?: number | null;
            is_active?: boolean;
        };
        SecurityEvent: {
            id: number;
            /** Format: date-time */
            occurred_at: string;
            /** @description What happened, noun first: `sign_in.failed`, `api_token.created`, … */
            kind: "sign_in.succeeded" | "sign_in.failed" | "sign_in.two_factor_failed" | "sign_in.single_sign_on_failed" | "two_factor.enabled" | "two_factor.disabled" | "two_factor.recovery_codes_regenerated" | "two_factor.recovery_code_used" | "two_factor.reset_by_admin" | "password.changed" | "password.reset" | "api_token.created" | "api_token.revoked" | "api_token.used" | "plugin.installed" | "plugin.updated" | "plugin.removed" | "user.registered" | "user.created_by_admin" | "user.role_changed" | "user.suspended" | "user.reactivated" | "user.deleted" | "settings.changed" | "security_policy.changed" | "team.created" | "team.deleted" | "team.member_added" | "team.member_role_changed" | "team.member_removed" | "agent.shared" | "agent.unshared";
            actor_user_id: number | null;
            subject_user_id: number | null;
            actor_email: string | null;
            subject_email: string | null;
            address: string | null;
            user_agent: string | null;
            /** @description What the kind records besides */
            detail: {
                [key: string]: unknown;
            };
        };
        Skill: {
            name: string;
            description: string;
            source: string;
            license: string | null;
            compatibility: string | null;
            metadata: {
                [key: string]: string;
            };
            allowed_tools: string[];
            body: string;
            files: {
                path: string;
                bytes: number;
            }[];
            warnings: components["schemas"]["SkillProblem"][];
        };
        SkillProblem: {
            code: string;
            message: string;
        };
        SkillRejection: {
            source: string;
            folder: string | null;
            problems: components["schemas"]["SkillProblem"][];
        };
        SkillSummary: {
            name?: string;
            description?: string;
            source?: string;
            license?: string | null;
            files_count?: number;
            warnings?: components["schemas"]["SkillProblem"][];
        };
        SsoProvider: {
            id: number;
            slug: string;
            display_name: string;
            issuer_url: string;
            client_id: string;
            /** @description A client secret is stored; it is never shown */
            has_client_secret: boolean;
            scopes: string;
            email_claim: string;
            groups_claim: string | null;
            admin_groups: string[];
            /** @description The groups claim decides membership of the teams named like its groups */
            sync_teams: boolean;
            allow_account_creation: boolean;
            enabled: boolean;
            /** @description Register this redirect URI at the provider */
            callback_url: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        SsoProviderButton: {
            slug: string;
            display_name: string;
        };
        Task: {
            id: number;
            agent_id: number;
            parent_task_id: number | null;
            status: components["schemas"]["TaskStatus"];
            llm_driver_config_id: number | null;
            /** @description The conversation's title: the one its owner gave it (PATCH /tasks/{id}), else the first words of its first prompt */
            title: string;
            /** @description The conversation this one was branched from by editing or regenerating a message, and the sequence of that user message there; null otherwise */
            branched_from: components["schemas"]["BranchedFrom"] | null;
            rehearsal_id: number | null;
            user_prompt: string;
            final_response: string | null;
            step_count: number;
            max_steps: number;
            error_code: string | null;
            error_message: string | null;
            failure_reason: string | null;
            retry_of_task_id: number | null;
            retry_count: number;
            retry_after: string | null;
            /** @description The step budget ran out; continue with `additional_steps` to give it a new one */
            max_steps_reached: boolean;
            /** @description When the task was stopped; null once it runs again */
            aborted_at: string | null;
            /** @description Where a handover sent the work: the task now carrying it; null unless handed over */
            handover: {
                target_task_id: number;
                target_agent_id: number;
                target_agent_name: string;
            } | null;
            stopped_with_parent_task_id: number | null;
            /** @description In AWAITING_CONNECTION: the model key or tool setting that was missing or refused (saving it resumes the task); null while it waits for an MCP account, and in any other status */
            awaited_credential: components["schemas"]["AwaitedCredential"] | null;
            /** @description In AWAITING_BUDGET: the budget the task stopped at, with its limit and what was spent; null when it stopped at its step limit, and in any other status */
            budget_reached: components["schemas"]["BudgetReached"] | null;
            /** @description What the caller may do to the task now, as the loop's state machine allows it from the task's status (`continue` from RUNNING interrupts the run first) */
            allowed_actions: components["schemas"]["TaskAction"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description The configuration that answers the conversation's next turn: its own, else the agent's, else the owner's preferred one, else the global default; null when none resolves */
            answering_model: components["schemas"]["AnsweringModel"] | null;
            /** @description Its tool calls that were rejected (REJECTED) */
            rejected_call_count: number;
            /** @description Its tool calls that failed: FAILED, or ended without a successful result (refused, interrupted); rejected calls are not counted */
            failed_call_count: number;
            history: components["schemas"]["HistoryRow"][];
            tool_calls: components["schemas"]["ToolCall"][];
            totals: components["schemas"]["TaskTotals"];
            /** @description The task this one was handed over from or started by as a sub-agent */
            source_task: components["schemas"]["RelatedTask"] | null;
            /** @description The tasks this one handed over to or started as sub-agents, oldest first */
            sub_tasks: components["schemas"]["RelatedTask"][];
            /** @description Token usage of each model turn, in history order (after `since_sequence`, like `history`) */
            turns: components["schemas"]["TurnUsage"][];
            auto_retry: components["schemas"]["AutoRetry"];
            /** @description The conversations branched from this one (edits and regenerations), oldest first */
            branches: components["schemas"]["ConversationBranch"][];
            /**
             * @description Present when the caller is not the task's owner but may decide its calls (docs/approvers.md): they read it and decide, nothing more
             * @enum {string}
             */
            viewer?: "approver";
        };
        /** @enum {unknown} */
        TaskAction: "approve" | "reject" | "extend" | "reconcile" | "abort" | "continue" | "retry";
        /** @description A `task_deleted` event, kept for replay */
        TaskDeletedEvent: {
            /** @enum {string} */
            event: "task_deleted";
            /** @description Resume after it with Last-Event-ID */
            id: number;
            data: {
                task_id: number;
                /** @description The task first, then its sub-tasks */
                deleted_task_ids: number[];
            };
        };
        /** @description A `task_history` event, kept for replay */
        TaskHistoryEvent: {
            /** @enum {string} */
            event: "task_history";
            /** @description Resume after it with Last-Event-ID */
            id: number;
            data: {
                task_id: number;
                rows: components["schemas"]["HistoryRow"][];
            };
        };
        TaskState: {
            id: number;
            agent_id: number;
            parent_task_id: number | null;
            status: components["schemas"]["TaskStatus"];
            llm_driver_config_id: number | null;
            /** @description The conversation's title; in a status event only when its title or model changed (PATCH /tasks/{id}) */
            title?: string;
            /** @description The conversation this one was branched from by editing or regenerating a message, and the sequence of that user message there; null otherwise */
            branched_from: components["schemas"]["BranchedFrom"] | null;
            rehearsal_id: number | null;
            user_prompt: string;
            final_response: string | null;
            step_count: number;
            max_steps: number;
            error_code: string | null;
            error_message: string | null;
            failure_reason: string | null;
            retry_of_task_id: number | null;
            retry_count: number;
            retry_after: string | null;
            /** @description The step budget ran out; continue with `additional_steps` to give it a new one */
            max_steps_reached: boolean;
            /** @description When the task was stopped; null once it runs again */
            aborted_at: string | null;
            /** @description Where a handover sent the work: the task now carrying it; null unless handed over */
            handover: {
                target_task_id: number;
                target_agent_id: number;
                target_agent_name: string;
            } | null;
            stopped_with_parent_task_id: number | null;
            /** @description In AWAITING_CONNECTION: the model key or tool setting that was missing or refused (saving it resumes the task); null while it waits for an MCP account, and in any other status */
            awaited_credential: components["schemas"]["AwaitedCredential"] | null;
            /** @description In AWAITING_BUDGET: the budget the task stopped at, with its limit and what was spent; null when it stopped at its step limit, and in any other status */
            budget_reached: components["schemas"]["BudgetReached"] | null;
            /** @description What the caller may do to the task now, as the loop's state machine allows it from the task's status (`continue` from RUNNING interrupts the run first) */
            allowed_actions: components["schemas"]["TaskAction"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @enum {unknown} */
        TaskStatus: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "AWAITING_BUDGET" | "NEEDS_RECONCILIATION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
        /** @description A `task_status` event, kept for replay */
        TaskStatusEvent: {
            /** @enum {string} */
            event: "task_status";
            /** @description Resume after it with Last-Event-ID */
            id: number;
            data: {
                task_id: number;
                task: components["schemas"]["TaskState"];
            };
        };
        TaskSummary: {
            id: number;
            agent_id: number;
            parent_task_id: number | null;
            status: components["schemas"]["TaskStatus"];
            llm_driver_config_id: number | null;
            /** @description The conversation's title: the one its owner gave it (PATCH /tasks/{id}), else the first words of its first prompt */
            title: string;
            /** @description The conversation this one was branched from by editing or regenerating a message, and the sequence of that user message there; null otherwise */
            branched_from: components["schemas"]["BranchedFrom"] | null;
            rehearsal_id: number | null;
            user_prompt: string;
            final_response: string | null;
            step_count: number;
            max_steps: number;
            error_code: string | null;
            error_message: string | null;
            failure_reason: string | null;
            retry_of_task_id: number | null;
            retry_count: number;
            retry_after: string | null;
            /** @description The step budget ran out; continue with `additional_steps` to give it a new one */
            max_steps_reached: boolean;
            /** @description When the task was stopped; null once it runs again */
            aborted_at: string | null;
            /** @description Where a handover sent the work: the task now carrying it; null unless handed over */
            handover: {
                target_task_id: number;
                target_agent_id: number;
                target_agent_name: string;
            } | null;
            stopped_with_parent_task_id: number | null;
            /** @description In AWAITING_CONNECTION: the model key or tool setting that was missing or refused (saving it resumes the task); null while it waits for an MCP account, and in any other status */
            awaited_credential: components["schemas"]["AwaitedCredential"] | null;
            /** @description In AWAITING_BUDGET: the budget the task stopped at, with its limit and what was spent; null when it stopped at its step limit, and in any other status */
            budget_reached: components["schemas"]["BudgetReached"] | null;
            /** @description What the caller may do to the task now, as the loop's state machine allows it from the task's status (`continue` from RUNNING interrupts the run first) */
            allowed_actions: components["schemas"]["TaskAction"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description The configuration that answers the conversation's next turn: its own, else the agent's, else the owner's preferred one, else the global default; null when none resolves */
            answering_model: components["schemas"]["AnsweringModel"] | null;
            /** @description Its tool calls that were rejected (REJECTED) */
            rejected_call_count: number;
            /** @description Its tool calls that failed: FAILED, or ended without a successful result (refused, interrupted); rejected calls are not counted */
            failed_call_count: number;
        };
        TaskTotals: {
            input_tokens: number;
            output_tokens: number;
            reasoning_tokens: number;
            cached_tokens: number;
            cache_creation_tokens: number;
            cost: number | null;
            /** @enum {string} */
            currency: "USD";
            priced_turns: number;
            /** @description Turns whose model had no known price: left out of `cost`, never counted as zero */
            unpriced_turns: number;
        };
        Team: {
            id: number;
            name: string;
            description: string | null;
            /** @description Your role in the team; null for an administrator who is not a member */
            my_role: ("member" | "approver" | "manager") | null;
            member_count: number;
            shared_agent_count: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        TeamAgent: {
            agent_id: number;
            agent_name: string;
            owner_user_id: number;
            owner_email: string;
            /** @description use: see the agent and run it; configure: also change its prompt, model, tools and settings */
            access: "use" | "configure";
        };
        TeamMember: {
            user_id: number;
            email: string;
            display_name: string | null;
            /** @description member: uses the agents shared with the team; approver: also decides their approvals; manager: also adds, removes and changes members */
            role: "member" | "approver" | "manager";
            /** Format: date-time */
            created_at: string;
        };
        TemplateIssue: {
            code: string;
            /** @enum {unknown} */
            severity: "error" | "warning" | "info";
            message: string;
            path?: string;
        };
        TemplateValidation: {
            valid: boolean;
            errors: components["schemas"]["TemplateIssue"][];
            warnings: components["schemas"]["TemplateIssue"][];
        };
        /** @description The model's next piece of text; not kept */
        TextDeltaEvent: {
            /** @enum {string} */
            event: "text_delta";
            data: {
                task_id: number;
                text: string;
            };
        };
        TimingPreview: {
            /** @description The timing in words, with its time zone */
            description: string;
            /** @description The coming due times, UTC */
            next_runs: string[];
        };
        TimingPreviewRequest: {
            cron_expression?: string | null;
            run_at?: string | null;
            /** @description IANA time zone, such as Europe/Berlin; UTC by default */
            timezone?: string;
            /** @default 5 */
            count: number;
        };
        Tool: {
            tool_class: string;
            tool_name: string;
            display_name: string;
            category: string;
            icon: string | null;
            description: string;
            plugin_slug: string | null;
            settings_schema: components["schemas"]["ToolSettingDeclaration"][];
            /** @description JSON Schema of the tool's arguments with every operation allowed (the discriminator, when there is one, selects the operation); properties in declaration order */
            parameter_schema: {
                [key: string]: unknown;
            };
            operations: components["schemas"]["ToolOperationDeclaration"][];
        };
        ToolCall: {
            id: number;
            provider_call_id: string;
            tool_name: string;
            tool_class: string | null;
            operation: string | null;
            operation_description: string | null;
            status: string;
            requires_approval: boolean;
            proposed_arguments: unknown;
            approved_arguments: unknown;
            human_description: string | null;
            result_success: boolean | null;
            result_content: string | null;
            result_data: unknown;
            reject_reason: string | null;
            decision: {
                outcome: "approved" | "rejected";
                user_id: number | null;
                /** Format: date-time */
                decided_at: string;
                reason: string | null;
                /** @description Approved with arguments a person changed */
                arguments_edited: boolean;
                /** @description `per_call`: decided with POST /tasks/{id}/approve; `bulk`: POST /tasks/{id}/reject, which rejected every pending call; `deadline`: rejected because no approver decided before the deadline */
                via: "per_call" | "bulk" | "deadline";
                channel: ("ui" | "api" | "email" | "rule") | null;
            } | null;
            execution_started_at: string | null;
            executed_at: string | null;
            interruption: ("not_started" | "may_have_run") | null;
            reconciliation: {
                outcome: "ran" | "not_run";
                user_id: number | null;
                /** Format: date-time */
                reconciled_at: string;
            } | null;
            rule: {
                id: number;
                version: number;
            } | null;
            simulated_from: ("recorded" | "scripted" | "invented") | null;
            simulated_from_call_id: number | null;
            rehearsal_approval: ("asked" | "rule_allowed" | "rule_denied" | "proposed_allowed" | "proposed_denied" | "proposed_asked") | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            tool_display_name: string;
            tool_icon: string | null;
            /** @description JSON Schema of the call's arguments, narrowed to its operation, properties in the tool's declaration order; null when the tool is no longer installed */
            parameter_schema: {
                [key: string]: unknown;
            } | null;
            ran_description: string | null;
        };
        /** @description A `tool_calls` event, kept for replay */
        ToolCallsEvent: {
            /** @enum {string} */
            event: "tool_calls";
            /** @description Resume after it with Last-Event-ID */
            id: number;
            data: {
                task_id: number;
                tool_calls: components["schemas"]["ToolCallState"][];
            };
        };
        ToolCallState: {
            id: number;
            provider_call_id: string;
            tool_name: string;
            tool_class: string | null;
            operation: string | null;
            operation_description: string | null;
            status: string;
            requires_approval: boolean;
            proposed_arguments: unknown;
            approved_arguments: unknown;
            human_description: string | null;
            result_success: boolean | null;
            result_content: string | null;
            result_data: unknown;
            reject_reason: string | null;
            decision: {
                outcome: "approved" | "rejected";
                user_id: number | null;
                /** Format: date-time */
                decided_at: string;
                reason: string | null;
                /** @description Approved with arguments a person changed */
                arguments_edited: boolean;
                /** @description `per_call`: decided with POST /tasks/{id}/approve; `bulk`: POST /tasks/{id}/reject, which rejected every pending call; `deadline`: rejected because no approver decided before the deadline */
                via: "per_call" | "bulk" | "deadline";
                channel: ("ui" | "api" | "email" | "rule") | null;
            } | null;
            execution_started_at: string | null;
            executed_at: string | null;
            interruption: ("not_started" | "may_have_run") | null;
            reconciliation: {
                outcome: "ran" | "not_run";
                user_id: number | null;
                /** Format: date-time */
                reconciled_at: string;
            } | null;
            rule: {
                id: number;
                version: number;
            } | null;
            simulated_from: ("recorded" | "scripted" | "invented") | null;
            simulated_from_call_id: number | null;
            rehearsal_approval: ("asked" | "rule_allowed" | "rule_denied" | "proposed_allowed" | "proposed_denied" | "proposed_asked") | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ToolOperationDeclaration: {
            name: string;
            description: string;
            enabled_by_default: boolean;
            requires_approval_by_default: boolean;
            /** @description The operation only reads: it changes nothing outside its result, so a call the worker was running when it stopped is simply run again */
            read_only: boolean;
            /** @description JSON Schema of a call of this operation: the tool's schema narrowed to it, the discriminator (when the tool has one) required and naming this operation */
            parameter_schema: {
                [key: string]: unknown;
            };
        };
        ToolReference: {
            tool_class: string;
            tool_name: string;
            icon: string | null;
        };
        ToolSettingDeclaration: {
            key: string;
            label: string;
            /** @enum {unknown} */
            type: "text" | "password" | "select" | "toggle" | "textarea" | "multi-select";
            description: string | null;
            default: unknown;
            required: boolean;
            options: {
                value: string;
                label: string;
            }[];
            validation: string | null;
            expose_to_llm: boolean;
            data_source: string | null;
        };
        TurnUsage: {
            /** @description The assistant history row the turn produced; in a rehearsal also the tool row of a simulated result whose invention the model was paid for */
            history_sequence: number;
            input_tokens: number;
            output_tokens: number;
            reasoning_tokens: number;
            /** @description Input tokens read from the prompt cache */
            cached_tokens: number;
            cache_creation_tokens: number;
            provider: string;
            model: string | null;
            cost: number | null;
            price_source: ("configuration" | "price_table") | null;
            priced_as: string | null;
            /** Format: date-time */
            created_at: string;
        };
        UiApp: {
            plugin_slug: string;
            name: string;
            display_name: string;
            description: string;
            icon: string | null;
            entry_url: string;
            frame_url: string;
        };
        UsagePoint: {
            /** Format: date */
            date: string;
            turns: number;
            input_tokens: number;
            output_tokens: number;
            cached_tokens: number;
            cache_creation_tokens: number;
            reasoning_tokens: number;
            cost: number | null;
            priced_turns: number;
            /** @description Turns of a model with no known price: not in `cost` */
            unpriced_turns: number;
        };
        UsageReport: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            time_zone: string;
            /** @enum {string} */
            bucket: "day";
            group_by: "agent" | "model" | "user" | "none";
            /** @enum {string} */
            currency: "USD";
            days: string[];
            /** @description Largest cost first; real work only */
            series: components["schemas"]["UsageSeries"][];
            totals: components["schemas"]["UsageTotals"];
            /** @description What rehearsals spent in the range, with the same filters: apart from `series` and `totals`, which count real work only */
            rehearsal: {
                turns: number;
                input_tokens: number;
                output_tokens: number;
                cached_tokens: number;
                cache_creation_tokens: number;
                reasoning_tokens: number;
                cost: number | null;
                priced_turns: number;
                /** @description Turns of a model with no known price: not in `cost` */
                unpriced_turns: number;
            };
        };
        UsageSeries: {
            /** @description The agent's or user's id, or the model's name; `all` when not grouped */
            key: string;
            label: string;
            totals: components["schemas"]["UsageTotals"];
            /** @description One per day of the range */
            points: components["schemas"]["UsagePoint"][];
        };
        UsageTotals: {
            turns: number;
            input_tokens: number;
            output_tokens: number;
            cached_tokens: number;
            cache_creation_tokens: number;
            reasoning_tokens: number;
            cost: number | null;
            priced_turns: number;
            /** @description Turns of a model with no known price: not in `cost` */
            unpriced_turns: number;
        };
        User: {
            id: number;
            email: string;
            display_name: string | null;
            role: "admin" | "member";
            is_admin: boolean;
            status: "active" | "suspended";
            email_verified: boolean;
            last_login_at: string | null;
            /** @description The language they read the UI in; null follows their browser's */
            language: ("en" | "de") | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        Webhook: {
            id: number;
            agent_id: number;
            name: string;
            /** @description The URL token's first characters */
            token_hint: string;
            enabled: boolean;
            verify_signature: boolean;
            signature_header: string;
            /** @enum {unknown} */
            signature_algorithm: "sha256" | "sha1" | "sha512";
            /** @enum {unknown} */
            signature_encoding: "hex" | "base64";
            signature_prefix: string;
            timestamp_header: string | null;
            tolerance_seconds: number;
            previous_secret_expires_at: string | null;
            /**
             * @description `template`: payload fields fill the prompt template; `text`: the whole payload follows `prompt_text`
             * @enum {unknown}
             */
            payload_mode: "template" | "text";
            prompt_template_id: number | null;
            variable_paths: {
                [key: string]: string;
            };
            prompt_text: string | null;
            idempotency_header: string;
            callback_url: string | null;
            rate_limit_per_minute: number;
            last_delivery: components["schemas"]["WebhookDelivery"] | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        WebhookDelivery: {
            id: number;
            webhook_id: number;
            /** Format: date-time */
            received_at: string;
            verified: boolean;
            /** @enum {unknown} */
            outcome: "task_started" | "duplicate" | "refused";
            refusal_code: string | null;
            refusal_message: string | null;
            task_id: number | null;
            idempotency_key: string | null;
            callback_url: string | null;
            callback_status: ("pending" | "delivered" | "failed") | null;
            callback_attempts: number;
            callback_error: string | null;
        };
        WebhookDeliveryAccepted: {
            task_id: number;
            task_url: string;
            delivery_id: number;
            /** @description The idempotency key was seen: this is the task the first delivery started */
            duplicate: boolean;
            status: string;
            final_response: string | null;
        };
        WebhookPatch: {
            name?: string;
            /** @description Require an HMAC signature; a secret is created (and shown once) when it turns on */
            verify_signature?: boolean;
            signature_header?: string;
            /** @enum {unknown} */
            signature_algorithm?: "sha256" | "sha1" | "sha512";
            /** @enum {unknown} */
            signature_encoding?: "hex" | "base64";
            /** @description Text before the digest, such as sha256= */
            signature_prefix?: string;
            timestamp_header?: string | null;
            tolerance_seconds?: number;
            /**
             * @description `template`: payload fields fill the prompt template; `text`: the whole payload follows `prompt_text`
             * @enum {unknown}
             */
            payload_mode?: "template" | "text";
            prompt_template_id?: number | null;
            variable_paths?: {
                [key: string]: string;
            };
            prompt_text?: string | null;
            idempotency_header?: string;
            callback_url?: string | null;
            rate_limit_per_minute?: number;
            enabled?: boolean;
        };
        WebhookSecretRotation: {
            /** @description How long the replaced secret stays valid (default one day) */
            grace_seconds?: number;
        };
    };
    responses: {
        /** @description Bad Request: `INVALID_JSON`, `BAD_REQUEST`, `TWO_FACTOR_CODE_INVALID`, `OIDC_STATE_INVALID`, `OIDC_CODE_REJECTED`, `OIDC_ID_TOKEN_INVALID` (see docs/errors.md) */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Unprocessable Entity: `VALIDATION_ERROR`, `WEBHOOK_PAYLOAD_INVALID`, `PLUGIN_MANIFEST_INVALID`, `PLUGIN_REQUIRES_MISSING`, `RULE_CONDITION_INVALID`, `RULE_UNKNOWN_ARGUMENT`, `RULE_UNKNOWN_TOOL`, `RULE_UNKNOWN_OPERATION`, `RULE_UNKNOWN_AGENT`, `RULE_UNKNOWN_TASK`, `USAGE_RANGE_INVALID`, `TIME_ZONE_UNKNOWN`, `BUDGET_INVALID`, `BUDGET_SCOPE_UNKNOWN`, `BUDGET_UNIT_UNKNOWN`, `BUDGET_PERIOD_UNKNOWN`, `BUDGET_CURRENCY_UNKNOWN`, `BUDGET_UNIT_MISMATCH`, `CONVERSATION_MODEL_UNUSABLE`, `REHEARSAL_TOOL_UNKNOWN`, `REHEARSAL_OPERATION_UNKNOWN`, `REHEARSAL_MODEL_UNUSABLE`, `BRANCH_SEQUENCE_INVALID`, `FILE_EMPTY`, `FILE_NAME_INVALID`, `FILE_MISSING`, `ATTACHMENTS_TOO_MANY`, `MODEL_IMAGE_INPUT_UNSUPPORTED`, `EXTRACTION_UNSUPPORTED_TYPE`, `EXTRACTION_TOO_MANY_PAGES`, `EXTRACTION_TOO_LARGE`, `EXTRACTION_FAILED`, `EXTRACTION_ENCRYPTED` (see docs/errors.md) */
        UnprocessableEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Unauthorized: `UNAUTHENTICATED`, `SESSION_EXPIRED`, `TOKEN_EXPIRED`, `METRICS_TOKEN_INVALID`, `INVALID_CREDENTIALS`, `TWO_FACTOR_CHALLENGE_INVALID`, `WEBHOOK_SIGNATURE_INVALID`, `WEBHOOK_TIMESTAMP_STALE` (see docs/errors.md) */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Forbidden: `FORBIDDEN`, `WEBHOOK_DISABLED`, `CSRF_INVALID`, `TWO_FACTOR_REQUIRED`, `TOKEN_SCOPE_INSUFFICIENT`, `TOKEN_AGENT_LIMITED`, `APPROVAL_NOT_ALLOWED`, `REGISTRATION_DISABLED`, `PASSWORD_SIGN_IN_DISABLED`, `OIDC_EMAIL_UNVERIFIED`, `OIDC_ACCOUNT_NOT_ALLOWED`, `SETUP_CODE_INVALID` (see docs/errors.md) */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Internal Server Error: `INTERNAL_SERVER_ERROR` (see docs/errors.md) */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Conflict: `INVALID_STATE`, `WEBHOOK_REPLAYED`, `EMAIL_TAKEN`, `OIDC_SLUG_TAKEN`, `SETUP_NOT_NEEDED`, `PLUGIN_ALREADY_INSTALLED`, `PLUGIN_SLUG_TAKEN`, `PLUGIN_NOT_FROM_REGISTRY`, `PLUGIN_REQUIRED_BY`, `PLUGIN_CHANGE_IN_PROGRESS`, `RESTART_UNAVAILABLE`, `CANNOT_MODIFY_SELF`, `LAST_ADMINISTRATOR`, `BREAK_GLASS_ADMINISTRATOR`, `NO_PAST_TASKS`, `PROMPT_SET_NAME_TAKEN`, `TEAM_NAME_TAKEN`, `MODEL_PRICE_EXISTS`, `TOOL_NAME_AMBIGUOUS`, `SETTINGS_UNREADABLE`, `EMAIL_NOT_CONFIGURED`, `APPROVAL_LINK_USED`, `APPROVAL_NOT_PENDING`, `APPROVAL_ARGUMENTS_CHANGED` (see docs/errors.md) */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Payload Too Large: `PAYLOAD_TOO_LARGE`, `ATTACHMENTS_TOO_LARGE`, `FILE_TOO_LARGE` (see docs/errors.md) */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Unsupported Media Type: `UNSUPPORTED_MEDIA_TYPE` (see docs/errors.md) */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Too Many Requests: `TOO_MANY_REQUESTS` (see docs/errors.md) */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description URI Too Long: `URI_TOO_LONG` (see docs/errors.md) */
        URITooLong: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Not Found: `NOT_FOUND`, `APPROVAL_LINK_INVALID`, `FILE_NOT_FOUND`, `PLUGIN_PACKAGE_NOT_FOUND` (see docs/errors.md) */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Gone: `APPROVAL_LINK_EXPIRED` (see docs/errors.md) */
        Gone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Bad Gateway: `EMAIL_SEND_FAILED`, `OIDC_PROVIDER_UNAVAILABLE`, `PLUGIN_INSTALL_FAILED` (see docs/errors.md) */
        BadGateway: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "degraded";
                        /** @enum {string} */
                        database: "ok" | "unreachable";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["UnprocessableEntity"];
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "degraded";
                        /** @enum {string} */
                        database: "ok" | "unreachable";
                    };
                };
            };
        };
    };
    getSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            needed: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    setup_code: string;
                    email: string;
                    password: string;
                    display_name?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            user: components["schemas"]["User"];
                            csrf_token: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAuthRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    display_name?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            user: components["schemas"]["User"];
                            csrf_token: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            user: components["schemas"]["User"];
                            csrf_token: string;
                        };
                    } | {
                        data: {
                            /** @enum {boolean} */
                            two_factor_required: true;
                            /** @description Send it with a code to `POST /auth/login/two-factor`; it works once, for 5 minutes */
                            challenge: string;
                            /** Format: date-time */
                            expires_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAuthMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            user: components["schemas"]["User"];
                            csrf_token: string | null;
                            two_factor: {
                                enabled: boolean;
                                recovery_codes_left: number;
                                /** @description The server's policy requires two factors of this user, who has none yet: every route but this one, sign-out and enrolment answers TWO_FACTOR_REQUIRED */
                                required: boolean;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    patchAuthPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    new_password: string;
                    /** @description Keep your API tokens working. By default they are revoked: a password change is what people do when they fear someone else got in. */
                    keep_api_tokens?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            changed: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    patchAuthAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    display_name?: string | null;
                    /** @description The UI's language; null follows your browser's */
                    language?: ("en" | "de") | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            user: components["schemas"]["User"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAuthTwoFactorTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            otpauth_uri: string;
                            /** @description The otpauth URI as a PNG image, a `data:image/png;base64,` URL */
                            qr_code: string;
                            /** @description The base32 secret, for typing into an app by hand */
                            secret: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAuthTwoFactorTotpConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The 6-digit code the authenticator app shows */
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Single-use codes, shown this once; only their hashes are kept */
                            recovery_codes: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAuthTwoFactorRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The 6-digit code the authenticator app shows */
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Single-use codes, shown this once; only their hashes are kept */
                            recovery_codes: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteAuthTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            disabled: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAuthLoginTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge: string;
                    /** @description The 6-digit code the authenticator app shows */
                    code: string;
                } | {
                    challenge: string;
                    recovery_code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            user: components["schemas"]["User"];
                            csrf_token: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAuthForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            accepted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAuthResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAuthVerifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            verified: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAuthVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            accepted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAuthSsoProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            providers: components["schemas"]["SsoProviderButton"][];
                            password_sign_in: "everyone" | "break_glass";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAuthSsoBySlugStart: {
        parameters: {
            query?: {
                /** @description A path in the app to land on afterwards; `/` by default */
                return_to?: string;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A redirect (`Location`); errors arrive as `?sso_error=CODE` on `/sign-in` */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAuthSsoBySlugCallback: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                iss?: string;
                session_state?: string;
                scope?: string;
                authuser?: string;
                prompt?: string;
                hd?: string;
                error?: string;
                error_description?: string;
                error_uri?: string;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A redirect (`Location`); errors arrive as `?sso_error=CODE` on `/sign-in` */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAdminSsoProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            providers: components["schemas"]["SsoProvider"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAdminSsoProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug: string;
                    display_name: string;
                    issuer_url: string;
                    client_id: string;
                    client_secret?: string | null;
                    /** @description `openid email profile` by default */
                    scopes?: string;
                    /** @description `email` by default */
                    email_claim?: string;
                    groups_claim?: string | null;
                    /** @description Members of these groups become administrators, others members (needs `groups_claim`) */
                    admin_groups?: string[];
                    /** @description On each sign-in, make the person a member of every team named like one of their groups, and remove them from the teams it added them to that their groups no longer name (needs `groups_claim`) */
                    sync_teams?: boolean;
                    allow_account_creation?: boolean;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            provider: components["schemas"]["SsoProvider"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putAdminSsoProvidersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug: string;
                    display_name: string;
                    issuer_url: string;
                    client_id: string;
                    client_secret?: string | null;
                    /** @description `openid email profile` by default */
                    scopes?: string;
                    /** @description `email` by default */
                    email_claim?: string;
                    groups_claim?: string | null;
                    /** @description Members of these groups become administrators, others members (needs `groups_claim`) */
                    admin_groups?: string[];
                    /** @description On each sign-in, make the person a member of every team named like one of their groups, and remove them from the teams it added them to that their groups no longer name (needs `groups_claim`) */
                    sync_teams?: boolean;
                    allow_account_creation?: boolean;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            provider: components["schemas"]["SsoProvider"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteAdminSsoProvidersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAdminPasswordSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            policy: components["schemas"]["PasswordSignInPolicy"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putAdminPasswordSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordSignInPolicy"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            policy: components["schemas"]["PasswordSignInPolicy"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAuthTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            api_tokens: components["schemas"]["ApiToken"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAuthTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    expires_at?: string | null;
                    /** @description `read`: GET only; `tasks`: also start, continue, decide and abort tasks, upload files; `agents`: also create and change agents, their tools, settings, schedules and templates; `admin`: everything the user may do */
                    scope?: "read" | "tasks" | "agents" | "admin";
                    agent_ids?: number[] | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            api_token: components["schemas"]["ApiToken"];
                            token: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteAuthTokensById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getUsers: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            users: components["schemas"]["ListedUser"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    display_name?: string | null;
                    role?: "admin" | "member";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            user: components["schemas"]["User"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            user: components["schemas"]["User"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    patchUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    display_name?: string | null;
                    role?: "admin" | "member";
                    status?: "active" | "suspended";
                    email_verified?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            user: components["schemas"]["User"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteUsersByIdTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            reset: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAdminSecurityLog: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                /** @description One kind (`sign_in.failed`), or every kind that starts with a prefix ending in a dot (`sign_in.`) */
                kind?: string;
                user_id?: number;
                address?: string;
                /** @description At or after */
                from?: string;
                /** @description Before */
                to?: string;
                /** @description `jsonl` and `csv` export every matching event, ignoring the page */
                format?: "json" | "jsonl" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events (`format=json`), or every matching one as JSON Lines or CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            events: components["schemas"]["SecurityEvent"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                    "application/x-ndjson": string;
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAdminSecurityPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Who must sign in with two factors; a covered user without one may only enrol (TWO_FACTOR_REQUIRED elsewhere) */
                            two_factor_required: "off" | "administrators" | "everyone";
                            /** @description How long the security log keeps an event, in days */
                            security_log_retention_days: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putAdminSecurityPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Who must sign in with two factors; a covered user without one may only enrol (TWO_FACTOR_REQUIRED elsewhere) */
                    two_factor_required?: "off" | "administrators" | "everyone";
                    /** @description How long the security log keeps an event, in days */
                    security_log_retention_days?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Who must sign in with two factors; a covered user without one may only enrol (TWO_FACTOR_REQUIRED elsewhere) */
                            two_factor_required: "off" | "administrators" | "everyone";
                            /** @description How long the security log keeps an event, in days */
                            security_log_retention_days: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicConfig"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getLlmDrivers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            drivers: components["schemas"]["LlmDriver"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postLlmDriversModels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderModelListRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            result: components["schemas"]["ProviderModelList"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getLlmConfigs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            configs: components["schemas"]["LlmConfig"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postLlmConfigs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewLlmConfig"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            config: components["schemas"]["LlmConfig"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getLlmConfigsGlobal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            configs: components["schemas"]["LlmConfig"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getLlmConfigsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            config: components["schemas"]["LlmConfig"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putLlmConfigsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LlmConfigPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            config: components["schemas"]["LlmConfig"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteLlmConfigsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postLlmConfigsByIdTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            result: components["schemas"]["LlmConnectionTest"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postLlmConfigsByIdSetDefault: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            config: components["schemas"]["LlmConfig"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getUserPreferencesLlm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            config: components["schemas"]["LlmConfig"] | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putUserPreferencesLlm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    config_id: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            config: components["schemas"]["LlmConfig"] | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getTasks: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                agent_id?: number;
                status?: components["schemas"]["TaskStatus"];
                since?: string;
                /** @description true: only tasks a person started; false: only sub-agent tasks */
                top_level?: boolean;
                /** @description Only conversations whose title, prompt or any user or assistant message contains this text (case-insensitive; `%` and `_` match themselves) */
                q?: string;
                /** @description Tasks of rehearsals (side effects simulated): left out by default, `include` lists them too, `only` lists them alone */
                rehearsal?: "exclude" | "include" | "only";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            tasks: components["schemas"]["TaskSummary"][];
                            pagination: components["schemas"]["Pagination"];
                            /** Format: date-time */
                            server_time: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agent_id: number;
                    prompt: string;
                    max_steps?: number;
                    parent_task_id?: number | null;
                    /** @description This task's own budget for its whole life; replaces its agent's default in that unit */
                    budget?: {
                        /** @description `tokens` or `cost` */
                        unit: string;
                        /** @description Above 0; tokens are a whole number */
                        limit: number;
                        /** @description For cost: `USD` */
                        currency?: string;
                    };
                    /** @description Your files (`POST /files`) sent with the message, at most SPORA_MAX_MESSAGE_FILES (10) of SPORA_MAX_MESSAGE_MB (50) together; images need a model that takes images, documents must be readable */
                    attachments?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            task: components["schemas"]["Task"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getTasksById: {
        parameters: {
            query?: {
                since_sequence?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            task: components["schemas"]["Task"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteTasksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    patchTasksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Trimmed, 1 to 200 characters; null goes back to the title derived from the first prompt */
                    title?: string | null;
                    /** @description The model configuration the conversation's next turns answer with: one of the owner's or a global one; null goes back to the agent's choice */
                    llm_driver_config_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            task: components["schemas"]["Task"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAuditDecisions: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                agent_id?: number;
                task_id?: number;
                outcome?: "approve" | "edit" | "reject";
                /** @description Decided at or after */
                from?: string;
                /** @description Decided before */
                to?: string;
                /** @description `jsonl` and `csv` export every matching decision, ignoring the page */
                format?: "json" | "jsonl" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of decisions (`format=json`), or every matching one as JSON Lines or CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            decisions: components["schemas"]["DecisionRecordEntry"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                    "application/x-ndjson": string;
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAuditRetention: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DecisionRecordRetention"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putAuditRetention: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    retention_days: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DecisionRecordRetention"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postTasksByIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    decisions: {
                        provider_call_id: string;
                        decision: "approve" | "reject";
                        arguments?: {
                            [key: string]: unknown;
                        };
                        reason?: string;
                        /** @description For `approve`, by the agent’s owner: also allow this operation from now on without asking — for this agent (`agent`) or the rest of this task (`task`), optionally only when the arguments match a CEL `condition`. Creates a grant (`GET /approval-rules?kind=grant`) in the same transaction */
                        remember?: {
                            scope: "agent" | "task";
                            condition?: string;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            task: components["schemas"]["Task"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postTasksByIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            task: components["schemas"]["Task"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postTasksByIdContinue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    prompt: string;
                    additional_steps?: number;
                    /** @description Your files (`POST /files`) sent with the message, at most SPORA_MAX_MESSAGE_FILES (10) of SPORA_MAX_MESSAGE_MB (50) together; images need a model that takes images, documents must be readable */
                    attachments?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            task: components["schemas"]["Task"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postTasksByIdAbort: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            task: components["schemas"]["Task"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postTasksByIdAbortSubAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            task: components["schemas"]["Task"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postTasksByIdExtend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description How many more steps */
                    steps?: number;
                    /** @description How many more tokens (a whole number above 0) */
                    tokens?: number;
                    /** @description How many more US dollars (above 0) */
                    cost?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            task: components["schemas"]["Task"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postTasksByIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            task: components["schemas"]["Task"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteTasksByIdRetryChain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            task: components["schemas"]["Task"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postTasksByIdTick: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            task: components["schemas"]["Task"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postTasksByIdBranch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The sequence of the user message that is edited */
                    sequence: number;
                    prompt: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            task: components["schemas"]["Task"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postTasksByIdRegenerate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            task: components["schemas"]["Task"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getTasksByIdExport: {
        parameters: {
            query?: {
                format?: "markdown" | "json";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation: `text/markdown` (`format=markdown`) or `application/json` (`format=json`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown": string;
                    "application/json": components["schemas"]["ConversationExport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postTasksByIdReconcile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description What became of one held call */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The held call’s `id` (its status is UNCERTAIN) */
                    call_id: number;
                    /** @enum {string} */
                    outcome: "ran";
                    /** @description What the call returned; the model reads it as the call’s result, given by you */
                    result: string;
                } | {
                    /** @description The held call’s `id` (its status is UNCERTAIN) */
                    call_id: number;
                    /** @enum {string} */
                    outcome: "not_run";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            task: components["schemas"]["Task"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getTasksByIdApprovals: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            calls: {
                                tool_call_id: number;
                                provider_call_id: string;
                                approval: components["schemas"]["ApprovalState"];
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getApprovals: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                agent_id?: number;
                /** @description The tool name */
                tool?: string;
                /** @description Only calls waiting longer than this many seconds */
                older_than?: number;
                /** @description Only calls waiting less than this many seconds */
                newer_than?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            approvals: components["schemas"]["PendingApproval"][];
                            pagination: components["schemas"]["Pagination"];
                            /** @description Calls held after their worker died while they ran (tasks in NEEDS_RECONCILIATION) that you may answer for with POST /tasks/{id}/reconcile, oldest first, at most 100; not filtered or paged */
                            held_calls: components["schemas"]["HeldCall"][];
                            /** @description Tasks of your agents paused at their step limit, a budget, a missing or refused credential, or an MCP account to connect, oldest first, at most 100; not filtered or paged */
                            paused_tasks: components["schemas"]["PausedTask"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postApprovalsDecisions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkApprovalDecisionRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            results: components["schemas"]["BulkApprovalDecisionResult"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getApprovalRules: {
        parameters: {
            query?: {
                /** @description `mine`: your rules; `global`; `all` (default): yours and the global ones, and for administrators everyone’s */
                scope?: "mine" | "global" | "all";
                agent_id?: number;
                kind?: "rule" | "grant";
                include_revoked?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            approval_rules: components["schemas"]["ApprovalRule"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postApprovalRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Only this agent; null: every agent in scope */
                    agent_id?: number | null;
                    /** @description Only this task (a grant for the rest of it); needs `agent_id` */
                    task_id?: number | null;
                    tool_name?: string | null;
                    operation?: string | null;
                    condition?: string | null;
                    /** @description `allow`: runs without asking; `deny`: refused, the model reads `reason`; `ask`: a person decides */
                    outcome: "allow" | "deny" | "ask";
                    reason?: string | null;
                    description?: string | null;
                    /** @description `user` (default): for your agents; `global`: for every agent, administrators only */
                    scope?: "user" | "global";
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            approval_rule: components["schemas"]["ApprovalRule"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postApprovalRulesReplay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Only this agent; null: every agent in scope */
                    agent_id?: number | null;
                    /** @description Only this task (a grant for the rest of it); needs `agent_id` */
                    task_id?: number | null;
                    tool_name?: string | null;
                    operation?: string | null;
                    condition?: string | null;
                    /** @description `allow`: runs without asking; `deny`: refused, the model reads `reason`; `ask`: a person decides */
                    outcome: "allow" | "deny" | "ask";
                    reason?: string | null;
                    description?: string | null;
                    /** @description `user` (default): for your agents; `global`: for every agent, administrators only */
                    scope?: "user" | "global";
                    /** @description How many recent decided calls; default 500 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            replay: components["schemas"]["ApprovalRuleReplay"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getApprovalRulesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            approval_rule: components["schemas"]["ApprovalRule"];
                            versions: components["schemas"]["ApprovalRuleVersion"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putApprovalRulesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Only this agent; null: every agent in scope */
                    agent_id?: number | null;
                    /** @description Only this task (a grant for the rest of it); needs `agent_id` */
                    task_id?: number | null;
                    tool_name?: string | null;
                    operation?: string | null;
                    condition?: string | null;
                    /** @description `allow`: runs without asking; `deny`: refused, the model reads `reason`; `ask`: a person decides */
                    outcome: "allow" | "deny" | "ask";
                    reason?: string | null;
                    description?: string | null;
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            approval_rule: components["schemas"]["ApprovalRule"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteApprovalRulesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postApprovalLinksInspect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApprovalLink"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postApprovalLinksDecide: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApprovalLinkDecision"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAgents: {
        parameters: {
            query?: {
                archived?: boolean;
                pinned?: boolean;
                favorite?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            agents: components["schemas"]["Agent"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAgents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewAgent"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            agent: components["schemas"]["Agent"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAgentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            agent: components["schemas"]["Agent"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteAgentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    patchAgentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            agent: components["schemas"]["Agent"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAgentsByIdToolsByToolIdEnable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                /** @description The tool's model-facing name (`calculator`, `slug:name`), or a plugin tool's bare name when only one plugin tool has it (else 409 TOOL_NAME_AMBIGUOUS) */
                toolId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            tool: components["schemas"]["ToolReference"];
                            missing_required: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            tool: components["schemas"]["ToolReference"];
                            missing_required: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteAgentsByIdToolsByToolIdEnable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                /** @description The tool's model-facing name (`calculator`, `slug:name`), or a plugin tool's bare name when only one plugin tool has it (else 409 TOOL_NAME_AMBIGUOUS) */
                toolId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAgentsByIdToolsStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            statuses: components["schemas"]["AgentTool"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAgentsByIdToolsByToolIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                /** @description The tool's model-facing name (`calculator`, `slug:name`), or a plugin tool's bare name when only one plugin tool has it (else 409 TOOL_NAME_AMBIGUOUS) */
                toolId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            status: components["schemas"]["AgentTool"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAgentsByIdApprovalPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            policy: components["schemas"]["ApproverPolicy"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putAgentsByIdApprovalPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApproverPolicyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            policy: components["schemas"]["ApproverPolicy"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAgentsByIdApproverCandidates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            people: components["schemas"]["ApproverPerson"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAgentsByIdShares: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            shares: components["schemas"]["AgentShare"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putAgentsByIdSharesByTeamId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description use: see the agent and run it; configure: also change its prompt, model, tools and settings */
                    access: "use" | "configure";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            shares: components["schemas"]["AgentShare"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteAgentsByIdSharesByTeamId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getTeams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            teams: components["schemas"]["Team"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postTeams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            team: components["schemas"]["Team"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getTeamsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            team: components["schemas"]["Team"];
                            members: components["schemas"]["TeamMember"][];
                            agents: components["schemas"]["TeamAgent"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteTeamsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    patchTeamsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            team: components["schemas"]["Team"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postTeamsByIdMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @description member: uses the agents shared with the team; approver: also decides their approvals; manager: also adds, removes and changes members */
                    role: "member" | "approver" | "manager";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            member: components["schemas"]["TeamMember"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteTeamsByIdMembersByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    patchTeamsByIdMembersByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description member: uses the agents shared with the team; approver: also decides their approvals; manager: also adds, removes and changes members */
                    role: "member" | "approver" | "manager";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            member: components["schemas"]["TeamMember"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAgentsByIdToolsOperations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            operations: components["schemas"]["AgentToolOperation"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAgentsByIdToolsByToolIdOperationsByOperation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                /** @description The tool's model-facing name (`calculator`, `slug:name`), or a plugin tool's bare name when only one plugin tool has it (else 409 TOOL_NAME_AMBIGUOUS) */
                toolId: string;
                operation: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            operation: components["schemas"]["AgentToolOperation"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    patchAgentsByIdToolsByToolIdOperationsByOperation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                /** @description The tool's model-facing name (`calculator`, `slug:name`), or a plugin tool's bare name when only one plugin tool has it (else 409 TOOL_NAME_AMBIGUOUS) */
                toolId: string;
                operation: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentToolOperationPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            operation: components["schemas"]["AgentToolOperation"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAgentsByIdToolsByToolIdSettings: {
        parameters: {
            query?: {
                layer?: "agent";
            };
            header?: never;
            path: {
                id: number;
                /** @description The tool's model-facing name (`calculator`, `slug:name`), or a plugin tool's bare name when only one plugin tool has it (else 409 TOOL_NAME_AMBIGUOUS) */
                toolId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            settings: {
                                [key: string]: {
                                    value: unknown;
                                    /** @enum {unknown} */
                                    source: "default" | "global" | "user" | "agent";
                                };
                            } | {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putAgentsByIdToolsByToolIdSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                /** @description The tool's model-facing name (`calculator`, `slug:name`), or a plugin tool's bare name when only one plugin tool has it (else 409 TOOL_NAME_AMBIGUOUS) */
                toolId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    settings: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            settings: {
                                [key: string]: {
                                    value: unknown;
                                    /** @enum {unknown} */
                                    source: "default" | "global" | "user" | "agent";
                                };
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteAgentsByIdToolsByToolIdSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                /** @description The tool's model-facing name (`calculator`, `slug:name`), or a plugin tool's bare name when only one plugin tool has it (else 409 TOOL_NAME_AMBIGUOUS) */
                toolId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAgentsByIdToolsByToolIdDescription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                /** @description The tool's model-facing name (`calculator`, `slug:name`), or a plugin tool's bare name when only one plugin tool has it (else 409 TOOL_NAME_AMBIGUOUS) */
                toolId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            description: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAgentTemplatesSchemaJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAgentTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            templates: components["schemas"]["AgentTemplateSummary"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAgentTemplatesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Percent-encode the slash: core%2Fassistant. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            template: components["schemas"]["AgentTemplate"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAgentTemplatesValidate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentTemplateRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TemplateValidation"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAgentTemplatesImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentTemplateRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            agent: components["schemas"]["Agent"];
                            warnings: components["schemas"]["TemplateIssue"][];
                            tools_enabled: {
                                tool_class: string;
                                tool_name: string;
                                operations_applied: string[];
                                settings_applied: string[];
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAgentsByIdExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            template: components["schemas"]["AgentTemplateFile"];
                            info: components["schemas"]["TemplateIssue"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAgentsByIdPromptTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            templates: components["schemas"]["PromptTemplate"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAgentsByIdPromptTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPromptTemplate"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            template: components["schemas"]["PromptTemplate"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAgentsByIdPromptTemplatesPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The prompt, with {{variable}} and {{variable:default}} placeholders */
                    body: string;
                    variables?: components["schemas"]["PromptTemplateVariable"][];
                    values?: {
                        [key: string]: string;
                    };
                    /** @description IANA time zone; UTC when omitted */
                    timezone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RenderedPrompt"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAgentsByIdPromptTemplatesByTemplateId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                templateId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            template: components["schemas"]["PromptTemplate"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteAgentsByIdPromptTemplatesByTemplateId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                templateId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    patchAgentsByIdPromptTemplatesByTemplateId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                templateId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromptTemplatePatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            template: components["schemas"]["PromptTemplate"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAgentsByIdPromptTemplatesByTemplateIdRender: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                templateId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    values?: {
                        [key: string]: string;
                    };
                    /** @description IANA time zone; UTC when omitted */
                    timezone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RenderedPrompt"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAgentsByIdSchedules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            schedules: components["schemas"]["Schedule"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAgentsByIdSchedules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewSchedule"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            schedule: components["schemas"]["Schedule"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAgentsByIdSchedulesPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TimingPreviewRequest"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TimingPreview"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAgentsByIdSchedulesByScheduleId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                scheduleId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            schedule: components["schemas"]["Schedule"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteAgentsByIdSchedulesByScheduleId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                scheduleId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    patchAgentsByIdSchedulesByScheduleId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                scheduleId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchedulePatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            schedule: components["schemas"]["Schedule"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAgentsByIdSchedulesByScheduleIdRunNow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                scheduleId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            occurrence: components["schemas"]["ScheduleOccurrence"];
                            schedule: components["schemas"]["Schedule"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAgentsByIdSchedulesByScheduleIdOccurrences: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                id: number;
                scheduleId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            occurrences: components["schemas"]["ScheduleOccurrence"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getSchedulesToday: {
        parameters: {
            query?: {
                timezone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            runs: components["schemas"]["ScheduledTodayEntry"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAgentsByIdWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            webhooks: components["schemas"]["Webhook"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAgentsByIdWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewWebhook"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RevealedWebhook"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteAgentsByIdWebhooksByWebhookId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                webhookId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    patchAgentsByIdWebhooksByWebhookId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                webhookId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RevealedWebhook"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAgentsByIdWebhooksByWebhookIdRotateSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                webhookId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookSecretRotation"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RevealedWebhook"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAgentsByIdWebhooksByWebhookIdRotateUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                webhookId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RevealedWebhook"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAgentsByIdWebhooksByWebhookIdDeliveries: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                id: number;
                webhookId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deliveries: components["schemas"]["WebhookDelivery"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAgentsByIdRehearsals: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["RehearsalSummary"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAgentsByIdRehearsals: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewRehearsal"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Rehearsal"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getRehearsalsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Rehearsal"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteRehearsalsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postRehearsalsByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Rehearsal"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAgentsByIdRehearsalPromptSets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["RehearsalPromptSet"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postAgentsByIdRehearsalPromptSets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewRehearsalPromptSet"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RehearsalPromptSet"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteRehearsalPromptSetsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    patchRehearsalPromptSetsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RehearsalPromptSetPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RehearsalPromptSet"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getTools: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            tools: components["schemas"]["Tool"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getToolsByToolIdSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tool's model-facing name (`calculator`, `slug:name`), or a plugin tool's bare name when only one plugin tool has it (else 409 TOOL_NAME_AMBIGUOUS) */
                toolId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            settings: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putToolsByToolIdSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tool's model-facing name (`calculator`, `slug:name`), or a plugin tool's bare name when only one plugin tool has it (else 409 TOOL_NAME_AMBIGUOUS) */
                toolId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    settings: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            settings: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteToolsByToolIdSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tool's model-facing name (`calculator`, `slug:name`), or a plugin tool's bare name when only one plugin tool has it (else 409 TOOL_NAME_AMBIGUOUS) */
                toolId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getToolsByToolIdUserSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tool's model-facing name (`calculator`, `slug:name`), or a plugin tool's bare name when only one plugin tool has it (else 409 TOOL_NAME_AMBIGUOUS) */
                toolId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            settings: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putToolsByToolIdUserSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tool's model-facing name (`calculator`, `slug:name`), or a plugin tool's bare name when only one plugin tool has it (else 409 TOOL_NAME_AMBIGUOUS) */
                toolId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    settings: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            settings: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteToolsByToolIdUserSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tool's model-facing name (`calculator`, `slug:name`), or a plugin tool's bare name when only one plugin tool has it (else 409 TOOL_NAME_AMBIGUOUS) */
                toolId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getMcpServers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            servers: components["schemas"]["McpServer"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postMcpServers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewMcpServer"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            server: components["schemas"]["McpServer"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getMcpServersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            server: components["schemas"]["McpServer"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putMcpServersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["McpServerPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            server: components["schemas"]["McpServer"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteMcpServersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postMcpServersByIdTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            result: components["schemas"]["McpServerTest"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postMcpServersByIdConnect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            connection: components["schemas"]["McpConnect"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteMcpServersByIdConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postMcpServersOauthCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    state: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            server: components["schemas"]["McpServer"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getSkills: {
        parameters: {
            query?: {
                /** @description Comma-separated fields to return for each skill, e.g. "name,description"; all when omitted. Fields: name, description, source, license, files_count, warnings. */
                select?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            skills: components["schemas"]["SkillSummary"][];
                            rejected: components["schemas"]["SkillRejection"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getSkillsByName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The skill name; case is ignored. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            skill: components["schemas"]["Skill"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getNotifications: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                unread_only?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            notifications: components["schemas"]["Notification"][];
                            pagination: components["schemas"]["Pagination"];
                            /** @description Your unread notifications, whatever the filter and page: the bell’s badge */
                            unread_count: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deleted: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postNotificationsByIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            notification: components["schemas"]["Notification"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postNotificationsReadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            marked: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteNotificationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            preferences: components["schemas"]["NotificationPreference"][];
                            /** @description Whether an administrator has set up e-mail */
                            email_available: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    preferences: {
                        /** @enum {unknown} */
                        kind: "task_completed" | "task_failed" | "pending_approval" | "approval_escalated" | "budget_reached" | "credential_needed" | "reconciliation_needed" | "task_retry_scheduled" | "task_orphaned" | "mcp_connect" | "scheduled_run_finished" | "rehearsal_finished";
                        in_app?: boolean;
                        email?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            preferences: components["schemas"]["NotificationPreference"][];
                            /** @description Whether an administrator has set up e-mail */
                            email_available: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getEmailSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            settings: components["schemas"]["EmailSettings"] | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putEmailSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    host: string;
                    port: number;
                    /** @description `tls`: TLS from the start (port 465); `starttls`: upgrade required (587); `none`: plain (local relays only) */
                    security: "tls" | "starttls" | "none";
                    username?: string | null;
                    password?: string | null;
                    from_address: string;
                    from_name?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            settings: components["schemas"]["EmailSettings"] | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteEmailSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postEmailTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    to?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            to: string;
                            message_id: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
        };
    };
    getEmailOutbox: {
        parameters: {
            query?: {
                status?: "pending" | "sent" | "failed";
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            messages: components["schemas"]["EmailOutboxEntry"][];
                            pending_count: number;
                            failed_count: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postEmailOutboxByIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            queued: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getEvents: {
        parameters: {
            query?: {
                last_event_id?: number;
            };
            header?: {
                "last-event-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-sent events: `id: <sequence>`, `event: <type>`, `data: <json>` per event (each a `LiveEvent`); comment lines as heartbeats. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["LiveEvent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getPlugins: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            plugins: components["schemas"]["Plugin"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getPluginPackages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            plugins: components["schemas"]["PluginPackage"][];
                            restart: components["schemas"]["PluginRestart"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postPluginPackages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The npm package name (`spora-plugin-notes`, `@acme/spora-notes`). */
                    package: string;
                    /** @description A version, a range or a dist-tag (`1.2.0`, `^1.2`, `latest`); `latest` when omitted. */
                    version?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            plugin: components["schemas"]["PluginPackage"];
                            restart: components["schemas"]["PluginRestart"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
        };
    };
    postPluginPackagesBySlugUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A version, a range or a dist-tag (`1.2.0`, `^1.2`, `latest`); `latest` when omitted. */
                    version?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            plugin: components["schemas"]["PluginPackage"];
                            restart: components["schemas"]["PluginRestart"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
        };
    };
    deletePluginPackagesBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            plugin: components["schemas"]["PluginPackage"];
                            restart: components["schemas"]["PluginRestart"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postServerRestart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            restarting: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getApps: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            apps: components["schemas"]["UiApp"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getScheduledJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            jobs: components["schemas"]["ScheduledJob"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getModelPrices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            prices: components["schemas"]["ModelPrice"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postModelPrices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    model: string;
                    /** @description USD per million uncached input tokens */
                    input_per_million: number;
                    /** @description USD per million output tokens (reasoning included) */
                    output_per_million: number;
                    cached_input_per_million: number | null;
                    cache_creation_per_million: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            price: components["schemas"]["ModelPrice"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putModelPricesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    model: string;
                    /** @description USD per million uncached input tokens */
                    input_per_million: number;
                    /** @description USD per million output tokens (reasoning included) */
                    output_per_million: number;
                    cached_input_per_million: number | null;
                    cache_creation_per_million: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            price: components["schemas"]["ModelPrice"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteModelPricesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getLlmConfigsByIdPrices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            prices: components["schemas"]["ConfigurationPrices"] | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    putLlmConfigsByIdPrices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    prices: {
                        /** @description USD per million uncached input tokens */
                        input_per_million: number;
                        /** @description USD per million output tokens (reasoning included) */
                        output_per_million: number;
                        cached_input_per_million: number | null;
                        cache_creation_per_million: number | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            prices: components["schemas"]["ConfigurationPrices"] | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getUsage: {
        parameters: {
            query: {
                /** @description First day, YYYY-MM-DD, in `time_zone` */
                from: string;
                /** @description Last day, YYYY-MM-DD, included; at most 366 days after from */
                to: string;
                /** @description IANA time zone the days are in */
                time_zone?: string;
                group_by?: "agent" | "model" | "user" | "none";
                bucket?: "day";
                agent_id?: number;
                user_id?: number;
                /** @description `csv`: one line per group and day with usage */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report (`format=json`) or its CSV export */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UsageReport"];
                    };
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getBudgets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            budgets: components["schemas"]["Budget"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postBudgets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description `global` (administrators), `user`, `agent` or `task` (an agent’s default per-task budget) */
                    scope: string;
                    /** @description `tokens` or `cost` */
                    unit: string;
                    /** @description Above 0; tokens are a whole number */
                    limit: number;
                    /** @description For cost: `USD` (the default and only one) */
                    currency?: string;
                    /** @description `day` or `month`; not for `task` budgets */
                    period?: string;
                    /** @description IANA time zone, default UTC */
                    time_zone?: string;
                    user_id?: number;
                    agent_id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            budget: components["schemas"]["Budget"];
                            /** @description Said when a budget is set: a cost budget covering models without a known price */
                            warnings: components["schemas"]["BudgetWarning"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getBudgetsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            budget: components["schemas"]["Budget"];
                            /** @description Said when a budget is set: a cost budget covering models without a known price */
                            warnings: components["schemas"]["BudgetWarning"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteBudgetsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    patchBudgetsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Above 0; tokens are a whole number */
                    limit?: number;
                    /** @description `day` or `month`; not for `task` budgets */
                    period?: string;
                    /** @description IANA time zone, default UTC */
                    time_zone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            budget: components["schemas"]["Budget"];
                            /** @description Said when a budget is set: a cost budget covering models without a known price */
                            warnings: components["schemas"]["BudgetWarning"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getFiles: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            files: components["schemas"]["File"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FileUpload"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            file: components["schemas"]["File"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getFilesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            file: components["schemas"]["File"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    deleteFilesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getFilesByIdContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content: its own type for raster images, PDFs and passive text or media; `application/octet-stream` for anything a browser could run */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["URITooLong"];
            422: components["responses"]["UnprocessableEntity"];
            500: components["responses"]["InternalServerError"];
        };
    };
    postHooksByToken: {
        parameters: {
            query?: {
                /** @description Seconds to wait for the final answer (at most 60) */
                wait?: number;
            };
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        /** @description Any payload (JSON for template mode); the signature covers its raw bytes */
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDeliveryAccepted"];
                    };
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDeliveryAccepted"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["URITooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
}
