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
        /** Sign in; sets the session cookie and returns the CSRF token for unsafe requests */
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
        /** The signed-in user, and the CSRF token of this session (null with an API token) */
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
        /** Changes your display name (role, status and verification are for administrators) */
        patch: operations["patchAuthAccount"];
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
        /** Gives one of your agents a task; it is queued (or, in sync mode, run) at once */
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
    "/api/v1/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your agents, newest first, each with its activity and whether it can reach a model; archived, pinned and favorite narrow the list */
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
        /** One of your agents, with its enabled tools */
        get: operations["getAgentsById"];
        put?: never;
        post?: never;
        /** Delete one of your agents with its tools, settings and tasks; refused while one of its tasks runs */
        delete: operations["deleteAgentsById"];
        options?: never;
        head?: never;
        /** Change the given fields of one of your agents */
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            user: {
                                id: number;
                                email: string;
                                display_name: string | null;
                                role: "admin" | "member";
                                is_admin: boolean;
                                status: "active" | "suspended";
                                email_verified: boolean;
                                last_login_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                            csrf_token: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            user: {
                                id: number;
                                email: string;
                                display_name: string | null;
                                role: "admin" | "member";
                                is_admin: boolean;
                                status: "active" | "suspended";
                                email_verified: boolean;
                                last_login_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                            csrf_token: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            user: {
                                id: number;
                                email: string;
                                display_name: string | null;
                                role: "admin" | "member";
                                is_admin: boolean;
                                status: "active" | "suspended";
                                email_verified: boolean;
                                last_login_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                            csrf_token: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            user: {
                                id: number;
                                email: string;
                                display_name: string | null;
                                role: "admin" | "member";
                                is_admin: boolean;
                                status: "active" | "suspended";
                                email_verified: boolean;
                                last_login_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                            csrf_token: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            user: {
                                id: number;
                                email: string;
                                display_name: string | null;
                                role: "admin" | "member";
                                is_admin: boolean;
                                status: "active" | "suspended";
                                email_verified: boolean;
                                last_login_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            api_tokens: {
                                id: number;
                                name: string;
                                token_prefix: string;
                                last_used_at: string | null;
                                expires_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            api_token: {
                                id: number;
                                name: string;
                                token_prefix: string;
                                last_used_at: string | null;
                                expires_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                            };
                            token: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            users: {
                                id: number;
                                email: string;
                                display_name: string | null;
                                role: "admin" | "member";
                                is_admin: boolean;
                                status: "active" | "suspended";
                                email_verified: boolean;
                                last_login_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            pagination: {
                                page: number;
                                per_page: number;
                                total: number;
                                last_page: number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            user: {
                                id: number;
                                email: string;
                                display_name: string | null;
                                role: "admin" | "member";
                                is_admin: boolean;
                                status: "active" | "suspended";
                                email_verified: boolean;
                                last_login_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            user: {
                                id: number;
                                email: string;
                                display_name: string | null;
                                role: "admin" | "member";
                                is_admin: boolean;
                                status: "active" | "suspended";
                                email_verified: boolean;
                                last_login_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            user: {
                                id: number;
                                email: string;
                                display_name: string | null;
                                role: "admin" | "member";
                                is_admin: boolean;
                                status: "active" | "suspended";
                                email_verified: boolean;
                                last_login_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                        data: {
                            allow_registration: boolean;
                            /** @description No administrator exists yet: create one with the setup code (POST /setup) */
                            setup_needed: boolean;
                            /** @description `client`: the server runs no worker; the signed-in browser drives each queued task it shows with POST /tasks/{id}/tick */
                            runtime_mode: "server" | "client";
                            version: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            drivers: {
                                name: string;
                                display_name: string;
                                driver_class: string;
                                settings_schema: {
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
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            configs: {
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
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                "application/json": {
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
                            config: {
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
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            configs: {
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
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            config: {
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
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                "application/json": {
                    name?: string;
                    settings?: {
                        [key: string]: unknown;
                    };
                    context_window?: number | null;
                    max_tokens_output?: number | null;
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
                            config: {
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
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            result: {
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
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            config: {
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
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            config: {
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
                            } | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            config: {
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
                            } | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
    getTasks: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                agent_id?: number;
                status?: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
                since?: string;
                /** @description true: only tasks a person started; false: only sub-agent tasks */
                top_level?: boolean;
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
                            tasks: {
                                id: number;
                                agent_id: number;
                                parent_task_id: number | null;
                                /** @enum {unknown} */
                                status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
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
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            pagination: {
                                page: number;
                                per_page: number;
                                total: number;
                                last_page: number;
                            };
                            /** Format: date-time */
                            server_time: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            task: {
                                id: number;
                                agent_id: number;
                                parent_task_id: number | null;
                                /** @enum {unknown} */
                                status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
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
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                history: {
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
                                    tool_call_id: string | null;
                                    tool_name: string | null;
                                    input_tokens: number | null;
                                    output_tokens: number | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                tool_calls: {
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
                                        /** @description `per_call`: decided with POST /tasks/{id}/approve; `bulk`: POST /tasks/{id}/reject, which rejected every pending call */
                                        via: "per_call" | "bulk";
                                    } | null;
                                    execution_started_at: string | null;
                                    executed_at: string | null;
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
                                }[];
                                totals: {
                                    input_tokens: number;
                                    output_tokens: number;
                                    reasoning_tokens: number;
                                    cached_tokens: number;
                                    cache_creation_tokens: number;
                                };
                                /** @description The task this one was handed over from or started by as a sub-agent */
                                source_task: {
                                    id: number;
                                    agent_id: number;
                                    agent_name: string;
                                    /** @enum {unknown} */
                                    status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
                                    user_prompt: string;
                                    /** @description `handover`: the work moved on for good; `sub_agent`: a child whose result the source awaits */
                                    relation: "sub_agent" | "handover";
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                } | null;
                                /** @description The tasks this one handed over to or started as sub-agents, oldest first */
                                sub_tasks: {
                                    id: number;
                                    agent_id: number;
                                    agent_name: string;
                                    /** @enum {unknown} */
                                    status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
                                    user_prompt: string;
                                    /** @description `handover`: the work moved on for good; `sub_agent`: a child whose result the source awaits */
                                    relation: "sub_agent" | "handover";
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                }[];
                                /** @description Token usage of each model turn, in history order (after `since_sequence`, like `history`) */
                                turns: {
                                    /** @description The assistant history row the turn produced */
                                    history_sequence: number;
                                    input_tokens: number;
                                    output_tokens: number;
                                    reasoning_tokens: number;
                                    /** @description Input tokens read from the prompt cache */
                                    cached_tokens: number;
                                    cache_creation_tokens: number;
                                    provider: string;
                                    model: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                auto_retry: {
                                    /** @description `scheduled`: queued again at `retry_at` unless DELETE /tasks/{id}/retry-chain cancels it; `exhausted`: the agent’s retries are used up; `not_configured`: the agent retries nothing; `not_retryable`: this failure is not retried automatically; `none`: not failed */
                                    state: "scheduled" | "exhausted" | "not_configured" | "not_retryable" | "none";
                                    /** @description Automatic retries made for this task so far */
                                    attempts: number;
                                    max_retries: number;
                                    retry_after_minutes: number;
                                    retry_at: string | null;
                                };
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            task: {
                                id: number;
                                agent_id: number;
                                parent_task_id: number | null;
                                /** @enum {unknown} */
                                status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
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
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                history: {
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
                                    tool_call_id: string | null;
                                    tool_name: string | null;
                                    input_tokens: number | null;
                                    output_tokens: number | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                tool_calls: {
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
                                        /** @description `per_call`: decided with POST /tasks/{id}/approve; `bulk`: POST /tasks/{id}/reject, which rejected every pending call */
                                        via: "per_call" | "bulk";
                                    } | null;
                                    execution_started_at: string | null;
                                    executed_at: string | null;
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
                                }[];
                                totals: {
                                    input_tokens: number;
                                    output_tokens: number;
                                    reasoning_tokens: number;
                                    cached_tokens: number;
                                    cache_creation_tokens: number;
                                };
                                /** @description The task this one was handed over from or started by as a sub-agent */
                                source_task: {
                                    id: number;
                                    agent_id: number;
                                    agent_name: string;
                                    /** @enum {unknown} */
                                    status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
                                    user_prompt: string;
                                    /** @description `handover`: the work moved on for good; `sub_agent`: a child whose result the source awaits */
                                    relation: "sub_agent" | "handover";
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                } | null;
                                /** @description The tasks this one handed over to or started as sub-agents, oldest first */
                                sub_tasks: {
                                    id: number;
                                    agent_id: number;
                                    agent_name: string;
                                    /** @enum {unknown} */
                                    status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
                                    user_prompt: string;
                                    /** @description `handover`: the work moved on for good; `sub_agent`: a child whose result the source awaits */
                                    relation: "sub_agent" | "handover";
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                }[];
                                /** @description Token usage of each model turn, in history order (after `since_sequence`, like `history`) */
                                turns: {
                                    /** @description The assistant history row the turn produced */
                                    history_sequence: number;
                                    input_tokens: number;
                                    output_tokens: number;
                                    reasoning_tokens: number;
                                    /** @description Input tokens read from the prompt cache */
                                    cached_tokens: number;
                                    cache_creation_tokens: number;
                                    provider: string;
                                    model: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                auto_retry: {
                                    /** @description `scheduled`: queued again at `retry_at` unless DELETE /tasks/{id}/retry-chain cancels it; `exhausted`: the agent’s retries are used up; `not_configured`: the agent retries nothing; `not_retryable`: this failure is not retried automatically; `none`: not failed */
                                    state: "scheduled" | "exhausted" | "not_configured" | "not_retryable" | "none";
                                    /** @description Automatic retries made for this task so far */
                                    attempts: number;
                                    max_retries: number;
                                    retry_after_minutes: number;
                                    retry_at: string | null;
                                };
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            task: {
                                id: number;
                                agent_id: number;
                                parent_task_id: number | null;
                                /** @enum {unknown} */
                                status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
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
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                history: {
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
                                    tool_call_id: string | null;
                                    tool_name: string | null;
                                    input_tokens: number | null;
                                    output_tokens: number | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                tool_calls: {
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
                                        /** @description `per_call`: decided with POST /tasks/{id}/approve; `bulk`: POST /tasks/{id}/reject, which rejected every pending call */
                                        via: "per_call" | "bulk";
                                    } | null;
                                    execution_started_at: string | null;
                                    executed_at: string | null;
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
                                }[];
                                totals: {
                                    input_tokens: number;
                                    output_tokens: number;
                                    reasoning_tokens: number;
                                    cached_tokens: number;
                                    cache_creation_tokens: number;
                                };
                                /** @description The task this one was handed over from or started by as a sub-agent */
                                source_task: {
                                    id: number;
                                    agent_id: number;
                                    agent_name: string;
                                    /** @enum {unknown} */
                                    status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
                                    user_prompt: string;
                                    /** @description `handover`: the work moved on for good; `sub_agent`: a child whose result the source awaits */
                                    relation: "sub_agent" | "handover";
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                } | null;
                                /** @description The tasks this one handed over to or started as sub-agents, oldest first */
                                sub_tasks: {
                                    id: number;
                                    agent_id: number;
                                    agent_name: string;
                                    /** @enum {unknown} */
                                    status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
                                    user_prompt: string;
                                    /** @description `handover`: the work moved on for good; `sub_agent`: a child whose result the source awaits */
                                    relation: "sub_agent" | "handover";
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                }[];
                                /** @description Token usage of each model turn, in history order (after `since_sequence`, like `history`) */
                                turns: {
                                    /** @description The assistant history row the turn produced */
                                    history_sequence: number;
                                    input_tokens: number;
                                    output_tokens: number;
                                    reasoning_tokens: number;
                                    /** @description Input tokens read from the prompt cache */
                                    cached_tokens: number;
                                    cache_creation_tokens: number;
                                    provider: string;
                                    model: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                auto_retry: {
                                    /** @description `scheduled`: queued again at `retry_at` unless DELETE /tasks/{id}/retry-chain cancels it; `exhausted`: the agent’s retries are used up; `not_configured`: the agent retries nothing; `not_retryable`: this failure is not retried automatically; `none`: not failed */
                                    state: "scheduled" | "exhausted" | "not_configured" | "not_retryable" | "none";
                                    /** @description Automatic retries made for this task so far */
                                    attempts: number;
                                    max_retries: number;
                                    retry_after_minutes: number;
                                    retry_at: string | null;
                                };
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            task: {
                                id: number;
                                agent_id: number;
                                parent_task_id: number | null;
                                /** @enum {unknown} */
                                status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
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
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                history: {
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
                                    tool_call_id: string | null;
                                    tool_name: string | null;
                                    input_tokens: number | null;
                                    output_tokens: number | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                tool_calls: {
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
                                        /** @description `per_call`: decided with POST /tasks/{id}/approve; `bulk`: POST /tasks/{id}/reject, which rejected every pending call */
                                        via: "per_call" | "bulk";
                                    } | null;
                                    execution_started_at: string | null;
                                    executed_at: string | null;
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
                                }[];
                                totals: {
                                    input_tokens: number;
                                    output_tokens: number;
                                    reasoning_tokens: number;
                                    cached_tokens: number;
                                    cache_creation_tokens: number;
                                };
                                /** @description The task this one was handed over from or started by as a sub-agent */
                                source_task: {
                                    id: number;
                                    agent_id: number;
                                    agent_name: string;
                                    /** @enum {unknown} */
                                    status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
                                    user_prompt: string;
                                    /** @description `handover`: the work moved on for good; `sub_agent`: a child whose result the source awaits */
                                    relation: "sub_agent" | "handover";
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                } | null;
                                /** @description The tasks this one handed over to or started as sub-agents, oldest first */
                                sub_tasks: {
                                    id: number;
                                    agent_id: number;
                                    agent_name: string;
                                    /** @enum {unknown} */
                                    status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
                                    user_prompt: string;
                                    /** @description `handover`: the work moved on for good; `sub_agent`: a child whose result the source awaits */
                                    relation: "sub_agent" | "handover";
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                }[];
                                /** @description Token usage of each model turn, in history order (after `since_sequence`, like `history`) */
                                turns: {
                                    /** @description The assistant history row the turn produced */
                                    history_sequence: number;
                                    input_tokens: number;
                                    output_tokens: number;
                                    reasoning_tokens: number;
                                    /** @description Input tokens read from the prompt cache */
                                    cached_tokens: number;
                                    cache_creation_tokens: number;
                                    provider: string;
                                    model: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                auto_retry: {
                                    /** @description `scheduled`: queued again at `retry_at` unless DELETE /tasks/{id}/retry-chain cancels it; `exhausted`: the agent’s retries are used up; `not_configured`: the agent retries nothing; `not_retryable`: this failure is not retried automatically; `none`: not failed */
                                    state: "scheduled" | "exhausted" | "not_configured" | "not_retryable" | "none";
                                    /** @description Automatic retries made for this task so far */
                                    attempts: number;
                                    max_retries: number;
                                    retry_after_minutes: number;
                                    retry_at: string | null;
                                };
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            task: {
                                id: number;
                                agent_id: number;
                                parent_task_id: number | null;
                                /** @enum {unknown} */
                                status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
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
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                history: {
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
                                    tool_call_id: string | null;
                                    tool_name: string | null;
                                    input_tokens: number | null;
                                    output_tokens: number | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                tool_calls: {
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
                                        /** @description `per_call`: decided with POST /tasks/{id}/approve; `bulk`: POST /tasks/{id}/reject, which rejected every pending call */
                                        via: "per_call" | "bulk";
                                    } | null;
                                    execution_started_at: string | null;
                                    executed_at: string | null;
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
                                }[];
                                totals: {
                                    input_tokens: number;
                                    output_tokens: number;
                                    reasoning_tokens: number;
                                    cached_tokens: number;
                                    cache_creation_tokens: number;
                                };
                                /** @description The task this one was handed over from or started by as a sub-agent */
                                source_task: {
                                    id: number;
                                    agent_id: number;
                                    agent_name: string;
                                    /** @enum {unknown} */
                                    status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
                                    user_prompt: string;
                                    /** @description `handover`: the work moved on for good; `sub_agent`: a child whose result the source awaits */
                                    relation: "sub_agent" | "handover";
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                } | null;
                                /** @description The tasks this one handed over to or started as sub-agents, oldest first */
                                sub_tasks: {
                                    id: number;
                                    agent_id: number;
                                    agent_name: string;
                                    /** @enum {unknown} */
                                    status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
                                    user_prompt: string;
                                    /** @description `handover`: the work moved on for good; `sub_agent`: a child whose result the source awaits */
                                    relation: "sub_agent" | "handover";
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                }[];
                                /** @description Token usage of each model turn, in history order (after `since_sequence`, like `history`) */
                                turns: {
                                    /** @description The assistant history row the turn produced */
                                    history_sequence: number;
                                    input_tokens: number;
                                    output_tokens: number;
                                    reasoning_tokens: number;
                                    /** @description Input tokens read from the prompt cache */
                                    cached_tokens: number;
                                    cache_creation_tokens: number;
                                    provider: string;
                                    model: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                auto_retry: {
                                    /** @description `scheduled`: queued again at `retry_at` unless DELETE /tasks/{id}/retry-chain cancels it; `exhausted`: the agent’s retries are used up; `not_configured`: the agent retries nothing; `not_retryable`: this failure is not retried automatically; `none`: not failed */
                                    state: "scheduled" | "exhausted" | "not_configured" | "not_retryable" | "none";
                                    /** @description Automatic retries made for this task so far */
                                    attempts: number;
                                    max_retries: number;
                                    retry_after_minutes: number;
                                    retry_at: string | null;
                                };
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            task: {
                                id: number;
                                agent_id: number;
                                parent_task_id: number | null;
                                /** @enum {unknown} */
                                status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
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
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                history: {
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
                                    tool_call_id: string | null;
                                    tool_name: string | null;
                                    input_tokens: number | null;
                                    output_tokens: number | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                tool_calls: {
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
                                        /** @description `per_call`: decided with POST /tasks/{id}/approve; `bulk`: POST /tasks/{id}/reject, which rejected every pending call */
                                        via: "per_call" | "bulk";
                                    } | null;
                                    execution_started_at: string | null;
                                    executed_at: string | null;
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
                                }[];
                                totals: {
                                    input_tokens: number;
                                    output_tokens: number;
                                    reasoning_tokens: number;
                                    cached_tokens: number;
                                    cache_creation_tokens: number;
                                };
                                /** @description The task this one was handed over from or started by as a sub-agent */
                                source_task: {
                                    id: number;
                                    agent_id: number;
                                    agent_name: string;
                                    /** @enum {unknown} */
                                    status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
                                    user_prompt: string;
                                    /** @description `handover`: the work moved on for good; `sub_agent`: a child whose result the source awaits */
                                    relation: "sub_agent" | "handover";
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                } | null;
                                /** @description The tasks this one handed over to or started as sub-agents, oldest first */
                                sub_tasks: {
                                    id: number;
                                    agent_id: number;
                                    agent_name: string;
                                    /** @enum {unknown} */
                                    status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
                                    user_prompt: string;
                                    /** @description `handover`: the work moved on for good; `sub_agent`: a child whose result the source awaits */
                                    relation: "sub_agent" | "handover";
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                }[];
                                /** @description Token usage of each model turn, in history order (after `since_sequence`, like `history`) */
                                turns: {
                                    /** @description The assistant history row the turn produced */
                                    history_sequence: number;
                                    input_tokens: number;
                                    output_tokens: number;
                                    reasoning_tokens: number;
                                    /** @description Input tokens read from the prompt cache */
                                    cached_tokens: number;
                                    cache_creation_tokens: number;
                                    provider: string;
                                    model: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                auto_retry: {
                                    /** @description `scheduled`: queued again at `retry_at` unless DELETE /tasks/{id}/retry-chain cancels it; `exhausted`: the agent’s retries are used up; `not_configured`: the agent retries nothing; `not_retryable`: this failure is not retried automatically; `none`: not failed */
                                    state: "scheduled" | "exhausted" | "not_configured" | "not_retryable" | "none";
                                    /** @description Automatic retries made for this task so far */
                                    attempts: number;
                                    max_retries: number;
                                    retry_after_minutes: number;
                                    retry_at: string | null;
                                };
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            task: {
                                id: number;
                                agent_id: number;
                                parent_task_id: number | null;
                                /** @enum {unknown} */
                                status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
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
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                history: {
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
                                    tool_call_id: string | null;
                                    tool_name: string | null;
                                    input_tokens: number | null;
                                    output_tokens: number | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                tool_calls: {
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
                                        /** @description `per_call`: decided with POST /tasks/{id}/approve; `bulk`: POST /tasks/{id}/reject, which rejected every pending call */
                                        via: "per_call" | "bulk";
                                    } | null;
                                    execution_started_at: string | null;
                                    executed_at: string | null;
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
                                }[];
                                totals: {
                                    input_tokens: number;
                                    output_tokens: number;
                                    reasoning_tokens: number;
                                    cached_tokens: number;
                                    cache_creation_tokens: number;
                                };
                                /** @description The task this one was handed over from or started by as a sub-agent */
                                source_task: {
                                    id: number;
                                    agent_id: number;
                                    agent_name: string;
                                    /** @enum {unknown} */
                                    status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
                                    user_prompt: string;
                                    /** @description `handover`: the work moved on for good; `sub_agent`: a child whose result the source awaits */
                                    relation: "sub_agent" | "handover";
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                } | null;
                                /** @description The tasks this one handed over to or started as sub-agents, oldest first */
                                sub_tasks: {
                                    id: number;
                                    agent_id: number;
                                    agent_name: string;
                                    /** @enum {unknown} */
                                    status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
                                    user_prompt: string;
                                    /** @description `handover`: the work moved on for good; `sub_agent`: a child whose result the source awaits */
                                    relation: "sub_agent" | "handover";
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                }[];
                                /** @description Token usage of each model turn, in history order (after `since_sequence`, like `history`) */
                                turns: {
                                    /** @description The assistant history row the turn produced */
                                    history_sequence: number;
                                    input_tokens: number;
                                    output_tokens: number;
                                    reasoning_tokens: number;
                                    /** @description Input tokens read from the prompt cache */
                                    cached_tokens: number;
                                    cache_creation_tokens: number;
                                    provider: string;
                                    model: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                auto_retry: {
                                    /** @description `scheduled`: queued again at `retry_at` unless DELETE /tasks/{id}/retry-chain cancels it; `exhausted`: the agent’s retries are used up; `not_configured`: the agent retries nothing; `not_retryable`: this failure is not retried automatically; `none`: not failed */
                                    state: "scheduled" | "exhausted" | "not_configured" | "not_retryable" | "none";
                                    /** @description Automatic retries made for this task so far */
                                    attempts: number;
                                    max_retries: number;
                                    retry_after_minutes: number;
                                    retry_at: string | null;
                                };
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            task: {
                                id: number;
                                agent_id: number;
                                parent_task_id: number | null;
                                /** @enum {unknown} */
                                status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
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
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                history: {
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
                                    tool_call_id: string | null;
                                    tool_name: string | null;
                                    input_tokens: number | null;
                                    output_tokens: number | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                tool_calls: {
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
                                        /** @description `per_call`: decided with POST /tasks/{id}/approve; `bulk`: POST /tasks/{id}/reject, which rejected every pending call */
                                        via: "per_call" | "bulk";
                                    } | null;
                                    execution_started_at: string | null;
                                    executed_at: string | null;
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
                                }[];
                                totals: {
                                    input_tokens: number;
                                    output_tokens: number;
                                    reasoning_tokens: number;
                                    cached_tokens: number;
                                    cache_creation_tokens: number;
                                };
                                /** @description The task this one was handed over from or started by as a sub-agent */
                                source_task: {
                                    id: number;
                                    agent_id: number;
                                    agent_name: string;
                                    /** @enum {unknown} */
                                    status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
                                    user_prompt: string;
                                    /** @description `handover`: the work moved on for good; `sub_agent`: a child whose result the source awaits */
                                    relation: "sub_agent" | "handover";
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                } | null;
                                /** @description The tasks this one handed over to or started as sub-agents, oldest first */
                                sub_tasks: {
                                    id: number;
                                    agent_id: number;
                                    agent_name: string;
                                    /** @enum {unknown} */
                                    status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
                                    user_prompt: string;
                                    /** @description `handover`: the work moved on for good; `sub_agent`: a child whose result the source awaits */
                                    relation: "sub_agent" | "handover";
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                }[];
                                /** @description Token usage of each model turn, in history order (after `since_sequence`, like `history`) */
                                turns: {
                                    /** @description The assistant history row the turn produced */
                                    history_sequence: number;
                                    input_tokens: number;
                                    output_tokens: number;
                                    reasoning_tokens: number;
                                    /** @description Input tokens read from the prompt cache */
                                    cached_tokens: number;
                                    cache_creation_tokens: number;
                                    provider: string;
                                    model: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                auto_retry: {
                                    /** @description `scheduled`: queued again at `retry_at` unless DELETE /tasks/{id}/retry-chain cancels it; `exhausted`: the agent’s retries are used up; `not_configured`: the agent retries nothing; `not_retryable`: this failure is not retried automatically; `none`: not failed */
                                    state: "scheduled" | "exhausted" | "not_configured" | "not_retryable" | "none";
                                    /** @description Automatic retries made for this task so far */
                                    attempts: number;
                                    max_retries: number;
                                    retry_after_minutes: number;
                                    retry_at: string | null;
                                };
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            task: {
                                id: number;
                                agent_id: number;
                                parent_task_id: number | null;
                                /** @enum {unknown} */
                                status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
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
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                history: {
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
                                    tool_call_id: string | null;
                                    tool_name: string | null;
                                    input_tokens: number | null;
                                    output_tokens: number | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                tool_calls: {
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
                                        /** @description `per_call`: decided with POST /tasks/{id}/approve; `bulk`: POST /tasks/{id}/reject, which rejected every pending call */
                                        via: "per_call" | "bulk";
                                    } | null;
                                    execution_started_at: string | null;
                                    executed_at: string | null;
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
                                }[];
                                totals: {
                                    input_tokens: number;
                                    output_tokens: number;
                                    reasoning_tokens: number;
                                    cached_tokens: number;
                                    cache_creation_tokens: number;
                                };
                                /** @description The task this one was handed over from or started by as a sub-agent */
                                source_task: {
                                    id: number;
                                    agent_id: number;
                                    agent_name: string;
                                    /** @enum {unknown} */
                                    status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
                                    user_prompt: string;
                                    /** @description `handover`: the work moved on for good; `sub_agent`: a child whose result the source awaits */
                                    relation: "sub_agent" | "handover";
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                } | null;
                                /** @description The tasks this one handed over to or started as sub-agents, oldest first */
                                sub_tasks: {
                                    id: number;
                                    agent_id: number;
                                    agent_name: string;
                                    /** @enum {unknown} */
                                    status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
                                    user_prompt: string;
                                    /** @description `handover`: the work moved on for good; `sub_agent`: a child whose result the source awaits */
                                    relation: "sub_agent" | "handover";
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                }[];
                                /** @description Token usage of each model turn, in history order (after `since_sequence`, like `history`) */
                                turns: {
                                    /** @description The assistant history row the turn produced */
                                    history_sequence: number;
                                    input_tokens: number;
                                    output_tokens: number;
                                    reasoning_tokens: number;
                                    /** @description Input tokens read from the prompt cache */
                                    cached_tokens: number;
                                    cache_creation_tokens: number;
                                    provider: string;
                                    model: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                auto_retry: {
                                    /** @description `scheduled`: queued again at `retry_at` unless DELETE /tasks/{id}/retry-chain cancels it; `exhausted`: the agent’s retries are used up; `not_configured`: the agent retries nothing; `not_retryable`: this failure is not retried automatically; `none`: not failed */
                                    state: "scheduled" | "exhausted" | "not_configured" | "not_retryable" | "none";
                                    /** @description Automatic retries made for this task so far */
                                    attempts: number;
                                    max_retries: number;
                                    retry_after_minutes: number;
                                    retry_at: string | null;
                                };
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            task: {
                                id: number;
                                agent_id: number;
                                parent_task_id: number | null;
                                /** @enum {unknown} */
                                status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
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
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                history: {
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
                                    tool_call_id: string | null;
                                    tool_name: string | null;
                                    input_tokens: number | null;
                                    output_tokens: number | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                tool_calls: {
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
                                        /** @description `per_call`: decided with POST /tasks/{id}/approve; `bulk`: POST /tasks/{id}/reject, which rejected every pending call */
                                        via: "per_call" | "bulk";
                                    } | null;
                                    execution_started_at: string | null;
                                    executed_at: string | null;
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
                                }[];
                                totals: {
                                    input_tokens: number;
                                    output_tokens: number;
                                    reasoning_tokens: number;
                                    cached_tokens: number;
                                    cache_creation_tokens: number;
                                };
                                /** @description The task this one was handed over from or started by as a sub-agent */
                                source_task: {
                                    id: number;
                                    agent_id: number;
                                    agent_name: string;
                                    /** @enum {unknown} */
                                    status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
                                    user_prompt: string;
                                    /** @description `handover`: the work moved on for good; `sub_agent`: a child whose result the source awaits */
                                    relation: "sub_agent" | "handover";
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                } | null;
                                /** @description The tasks this one handed over to or started as sub-agents, oldest first */
                                sub_tasks: {
                                    id: number;
                                    agent_id: number;
                                    agent_name: string;
                                    /** @enum {unknown} */
                                    status: "QUEUED" | "RUNNING" | "PENDING_APPROVAL" | "AWAITING_SUB_AGENTS" | "AWAITING_CONNECTION" | "COMPLETED" | "FAILED" | "ABORTED" | "CANCELLED";
                                    user_prompt: string;
                                    /** @description `handover`: the work moved on for good; `sub_agent`: a child whose result the source awaits */
                                    relation: "sub_agent" | "handover";
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                }[];
                                /** @description Token usage of each model turn, in history order (after `since_sequence`, like `history`) */
                                turns: {
                                    /** @description The assistant history row the turn produced */
                                    history_sequence: number;
                                    input_tokens: number;
                                    output_tokens: number;
                                    reasoning_tokens: number;
                                    /** @description Input tokens read from the prompt cache */
                                    cached_tokens: number;
                                    cache_creation_tokens: number;
                                    provider: string;
                                    model: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                auto_retry: {
                                    /** @description `scheduled`: queued again at `retry_at` unless DELETE /tasks/{id}/retry-chain cancels it; `exhausted`: the agent’s retries are used up; `not_configured`: the agent retries nothing; `not_retryable`: this failure is not retried automatically; `none`: not failed */
                                    state: "scheduled" | "exhausted" | "not_configured" | "not_retryable" | "none";
                                    /** @description Automatic retries made for this task so far */
                                    attempts: number;
                                    max_retries: number;
                                    retry_after_minutes: number;
                                    retry_at: string | null;
                                };
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            agents: {
                                id: number;
                                name: string;
                                description: string | null;
                                system_prompt: string | null;
                                notes: string | null;
                                llm_driver_config_id: number | null;
                                max_steps: number;
                                is_active: boolean;
                                allow_followup: boolean;
                                retry_after_minutes: number;
                                max_retries: number;
                                is_pinned: boolean;
                                is_archived: boolean;
                                is_favorite: boolean;
                                tools: {
                                    tool_class: string;
                                    tool_name: string;
                                    icon: string | null;
                                }[];
                                activity: {
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
                                llm: {
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
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                "application/json": {
                    name: string;
                    description?: string | null;
                    system_prompt?: string | null;
                    notes?: string | null;
                    llm_driver_config_id?: number | null;
                    max_steps?: number;
                    allow_followup?: boolean;
                    retry_after_minutes?: number;
                    max_retries?: number;
                    is_pinned?: boolean;
                    is_archived?: boolean;
                    is_favorite?: boolean;
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
                            agent: {
                                id: number;
                                name: string;
                                description: string | null;
                                system_prompt: string | null;
                                notes: string | null;
                                llm_driver_config_id: number | null;
                                max_steps: number;
                                is_active: boolean;
                                allow_followup: boolean;
                                retry_after_minutes: number;
                                max_retries: number;
                                is_pinned: boolean;
                                is_archived: boolean;
                                is_favorite: boolean;
                                tools: {
                                    tool_class: string;
                                    tool_name: string;
                                    icon: string | null;
                                }[];
                                activity: {
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
                                llm: {
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
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            agent: {
                                id: number;
                                name: string;
                                description: string | null;
                                system_prompt: string | null;
                                notes: string | null;
                                llm_driver_config_id: number | null;
                                max_steps: number;
                                is_active: boolean;
                                allow_followup: boolean;
                                retry_after_minutes: number;
                                max_retries: number;
                                is_pinned: boolean;
                                is_archived: boolean;
                                is_favorite: boolean;
                                tools: {
                                    tool_class: string;
                                    tool_name: string;
                                    icon: string | null;
                                }[];
                                activity: {
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
                                llm: {
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
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                "application/json": {
                    name?: string;
                    description?: string | null;
                    system_prompt?: string | null;
                    notes?: string | null;
                    llm_driver_config_id?: number | null;
                    max_steps?: number;
                    allow_followup?: boolean;
                    retry_after_minutes?: number;
                    max_retries?: number;
                    is_pinned?: boolean;
                    is_archived?: boolean;
                    is_favorite?: boolean;
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
                            agent: {
                                id: number;
                                name: string;
                                description: string | null;
                                system_prompt: string | null;
                                notes: string | null;
                                llm_driver_config_id: number | null;
                                max_steps: number;
                                is_active: boolean;
                                allow_followup: boolean;
                                retry_after_minutes: number;
                                max_retries: number;
                                is_pinned: boolean;
                                is_archived: boolean;
                                is_favorite: boolean;
                                tools: {
                                    tool_class: string;
                                    tool_name: string;
                                    icon: string | null;
                                }[];
                                activity: {
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
                                llm: {
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
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            tool: {
                                tool_class: string;
                                tool_name: string;
                                icon: string | null;
                            };
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
                            tool: {
                                tool_class: string;
                                tool_name: string;
                                icon: string | null;
                            };
                            missing_required: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            statuses: {
                                tool_class: string;
                                tool_name: string;
                                display_name: string;
                                icon: string | null;
                                is_enabled: boolean;
                                missing_required: string[];
                                can_enable: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            status: {
                                tool_class: string;
                                tool_name: string;
                                display_name: string;
                                icon: string | null;
                                is_enabled: boolean;
                                missing_required: string[];
                                can_enable: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            operations: {
                                tool_class: string;
                                tool_name: string;
                                operation: string;
                                description: string;
                                enabled: boolean | null;
                                requires_approval: boolean | null;
                                effective_enabled: boolean;
                                effective_requires_approval: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            operation: {
                                tool_class: string;
                                tool_name: string;
                                operation: string;
                                description: string;
                                enabled: boolean | null;
                                requires_approval: boolean | null;
                                effective_enabled: boolean;
                                effective_requires_approval: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                "application/json": {
                    enabled?: boolean | null;
                    requires_approval?: boolean | null;
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
                            operation: {
                                tool_class: string;
                                tool_name: string;
                                operation: string;
                                description: string;
                                enabled: boolean | null;
                                requires_approval: boolean | null;
                                effective_enabled: boolean;
                                effective_requires_approval: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            templates: {
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
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            template: {
                                id: string;
                                source: string;
                                filename: string;
                                /** @description The template as its file holds it. */
                                template: unknown;
                                valid: boolean;
                                errors: {
                                    code: string;
                                    /** @enum {unknown} */
                                    severity: "error" | "warning" | "info";
                                    message: string;
                                    path?: string;
                                }[];
                                warnings: {
                                    code: string;
                                    /** @enum {unknown} */
                                    severity: "error" | "warning" | "info";
                                    message: string;
                                    path?: string;
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                "application/json": {
                    /** @description A template; see GET /agent-templates/schema.json. */
                    template: {
                        [key: string]: unknown;
                    };
                } | {
                    /** @description A catalogue id: core/assistant. */
                    template_id: string;
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
                            valid: boolean;
                            errors: {
                                code: string;
                                /** @enum {unknown} */
                                severity: "error" | "warning" | "info";
                                message: string;
                                path?: string;
                            }[];
                            warnings: {
                                code: string;
                                /** @enum {unknown} */
                                severity: "error" | "warning" | "info";
                                message: string;
                                path?: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                "application/json": {
                    /** @description A template; see GET /agent-templates/schema.json. */
                    template: {
                        [key: string]: unknown;
                    };
                } | {
                    /** @description A catalogue id: core/assistant. */
                    template_id: string;
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
                            agent: {
                                id: number;
                                name: string;
                                description: string | null;
                                system_prompt: string | null;
                                notes: string | null;
                                llm_driver_config_id: number | null;
                                max_steps: number;
                                is_active: boolean;
                                allow_followup: boolean;
                                retry_after_minutes: number;
                                max_retries: number;
                                is_pinned: boolean;
                                is_archived: boolean;
                                is_favorite: boolean;
                                tools: {
                                    tool_class: string;
                                    tool_name: string;
                                    icon: string | null;
                                }[];
                                activity: {
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
                                llm: {
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
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                            warnings: {
                                code: string;
                                /** @enum {unknown} */
                                severity: "error" | "warning" | "info";
                                message: string;
                                path?: string;
                            }[];
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            template: {
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
                            info: {
                                code: string;
                                /** @enum {unknown} */
                                severity: "error" | "warning" | "info";
                                message: string;
                                path?: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            templates: {
                                id: number;
                                agent_id: number;
                                name: string;
                                description: string | null;
                                body: string;
                                variables: {
                                    /** @description Letters, digits and _, not starting with a digit */
                                    name: string;
                                    description: string | null;
                                    default: string | null;
                                }[];
                                max_steps: number | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                "application/json": {
                    name: string;
                    description?: string | null;
                    /** @description The prompt, with {{variable}} and {{variable:default}} placeholders */
                    body: string;
                    variables?: {
                        /** @description Letters, digits and _, not starting with a digit */
                        name: string;
                        description: string | null;
                        default: string | null;
                    }[];
                    max_steps?: number | null;
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
                            template: {
                                id: number;
                                agent_id: number;
                                name: string;
                                description: string | null;
                                body: string;
                                variables: {
                                    /** @description Letters, digits and _, not starting with a digit */
                                    name: string;
                                    description: string | null;
                                    default: string | null;
                                }[];
                                max_steps: number | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                    variables?: {
                        /** @description Letters, digits and _, not starting with a digit */
                        name: string;
                        description: string | null;
                        default: string | null;
                    }[];
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
                        data: {
                            prompt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            template: {
                                id: number;
                                agent_id: number;
                                name: string;
                                description: string | null;
                                body: string;
                                variables: {
                                    /** @description Letters, digits and _, not starting with a digit */
                                    name: string;
                                    description: string | null;
                                    default: string | null;
                                }[];
                                max_steps: number | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                "application/json": {
                    name?: string;
                    description?: string | null;
                    /** @description The prompt, with {{variable}} and {{variable:default}} placeholders */
                    body?: string;
                    variables?: {
                        /** @description Letters, digits and _, not starting with a digit */
                        name: string;
                        description: string | null;
                        default: string | null;
                    }[];
                    max_steps?: number | null;
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
                            template: {
                                id: number;
                                agent_id: number;
                                name: string;
                                description: string | null;
                                body: string;
                                variables: {
                                    /** @description Letters, digits and _, not starting with a digit */
                                    name: string;
                                    description: string | null;
                                    default: string | null;
                                }[];
                                max_steps: number | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                        data: {
                            prompt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            schedules: {
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
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                "application/json": {
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
                            schedule: {
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
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                "application/json": {
                    cron_expression?: string | null;
                    run_at?: string | null;
                    /** @description IANA time zone, such as Europe/Berlin; UTC by default */
                    timezone?: string;
                    /** @default 5 */
                    count?: number;
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
                            /** @description The timing in words, with its time zone */
                            description: string;
                            /** @description The coming due times, UTC */
                            next_runs: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            schedule: {
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
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                "application/json": {
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
                            schedule: {
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
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            occurrence: {
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
                            schedule: {
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
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            occurrences: {
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
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            runs: {
                                schedule_id: number;
                                schedule_name: string;
                                agent_id: number;
                                agent_name: string;
                                /** Format: date-time */
                                due_at: string;
                                occurrence: {
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
                                } | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            tools: {
                                tool_class: string;
                                tool_name: string;
                                display_name: string;
                                category: string;
                                icon: string | null;
                                description: string;
                                plugin_slug: string | null;
                                settings_schema: {
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
                                }[];
                                /** @description JSON Schema of the tool's arguments with every operation allowed (the discriminator, when there is one, selects the operation); properties in declaration order */
                                parameter_schema: {
                                    [key: string]: unknown;
                                };
                                operations: {
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
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            servers: {
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
                                tools: {
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
                                }[];
                                tools_refreshed_at: string | null;
                                last_error: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                "application/json": {
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
                            server: {
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
                                tools: {
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
                                }[];
                                tools_refreshed_at: string | null;
                                last_error: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            server: {
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
                                tools: {
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
                                }[];
                                tools_refreshed_at: string | null;
                                last_error: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                "application/json": {
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
                            server: {
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
                                tools: {
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
                                }[];
                                tools_refreshed_at: string | null;
                                last_error: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            result: {
                                ok: boolean;
                                error: string | null;
                                tool_count: number;
                                /** @description Tool classes whose input schema changed; their auto-approval was revoked */
                                changed_schemas: string[];
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            connection: {
                                /** @description true: your stored tokens work; nothing to open */
                                connected: boolean;
                                authorization_url: string | null;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            server: {
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
                                tools: {
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
                                }[];
                                tools_refreshed_at: string | null;
                                last_error: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            skills: {
                                name?: string;
                                description?: string;
                                source?: string;
                                license?: string | null;
                                files_count?: number;
                                warnings?: {
                                    code: string;
                                    message: string;
                                }[];
                            }[];
                            rejected: {
                                source: string;
                                folder: string | null;
                                problems: {
                                    code: string;
                                    message: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            skill: {
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
                                warnings: {
                                    code: string;
                                    message: string;
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            notifications: {
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
                            }[];
                            pagination: {
                                page: number;
                                per_page: number;
                                total: number;
                                last_page: number;
                            };
                            /** @description Your unread notifications, whatever the filter and page: the bell’s badge */
                            unread_count: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            notification: {
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
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            preferences: {
                                /** @enum {unknown} */
                                kind: "task_completed" | "task_failed" | "pending_approval" | "task_retry_scheduled" | "task_orphaned" | "mcp_connect" | "scheduled_run_finished";
                                label: string;
                                description: string;
                                /** @description Stored, shown by the bell and sent to live clients */
                                in_app: boolean;
                                /** @description Sent to your e-mail address (when e-mail is set up) */
                                email: boolean;
                            }[];
                            /** @description Whether an administrator has set up e-mail */
                            email_available: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                        kind: "task_completed" | "task_failed" | "pending_approval" | "task_retry_scheduled" | "task_orphaned" | "mcp_connect" | "scheduled_run_finished";
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
                            preferences: {
                                /** @enum {unknown} */
                                kind: "task_completed" | "task_failed" | "pending_approval" | "task_retry_scheduled" | "task_orphaned" | "mcp_connect" | "scheduled_run_finished";
                                label: string;
                                description: string;
                                /** @description Stored, shown by the bell and sent to live clients */
                                in_app: boolean;
                                /** @description Sent to your e-mail address (when e-mail is set up) */
                                email: boolean;
                            }[];
                            /** @description Whether an administrator has set up e-mail */
                            email_available: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            settings: {
                                host: string;
                                port: number;
                                /** @description `tls`: TLS from the start (port 465); `starttls`: upgrade required (587); `none`: plain (local relays only) */
                                security: "tls" | "starttls" | "none";
                                username: string | null;
                                /** @description A password is stored; it is never shown */
                                has_password: boolean;
                                from_address: string;
                                from_name: string | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            settings: {
                                host: string;
                                port: number;
                                /** @description `tls`: TLS from the start (port 465); `starttls`: upgrade required (587); `none`: plain (local relays only) */
                                security: "tls" | "starttls" | "none";
                                username: string | null;
                                /** @description A password is stored; it is never shown */
                                has_password: boolean;
                                from_address: string;
                                from_name: string | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            messages: {
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
                            }[];
                            pending_count: number;
                            failed_count: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
            /** @description Server-sent events: `id: <sequence>`, `event: <type>`, `data: <json>` per event; comment lines as heartbeats. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            plugins: {
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
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            apps: {
                                plugin_slug: string;
                                name: string;
                                display_name: string;
                                description: string;
                                icon: string | null;
                                entry_url: string;
                                frame_url: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
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
                            jobs: {
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
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            details?: unknown;
                        };
                    };
                };
            };
        };
    };
}
