/**
 * Generated from openapi.json by openapi-typescript: do not edit.
 * Regenerate with `npm run client:generate` (a unit test fails while this file is stale).
 */

export interface paths {
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * JSON Web Key Set with the RS256 public keys that verify issued access tokens
         * @description Served from a 5-minute cache. During a rotation the previous key is listed too.
         *
         *     **Public**: no API token; any credential is the link or token the request carries.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 500: `INTERNAL_ERROR`
         */
        get: operations["Jwks_jwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team's events, newest first (or oldest first to reconcile)
         * @description An event is visible only to a token with `read` on its entity: `agent.*` needs `ai_agents:read`, `notification.*` `notifications:read`, `webhook.*` `webhooks:read`. A listing shows only the visible types. Events are kept for `EVENTS_RETENTION_DAYS` (30 days by default) after they were written. An event is listed once every transaction that began writing before it has finished, so a cursor never passes an event that commits later: with `order=asc`, page until `hasMore` is false, keep the last `pagination.cursor`, and resume from it later to get exactly the events written since.
         *
         *     **Requires ai_agents:read or notifications:read or webhooks:read**: an API token (`svc_live_…`) holding at least one of these scopes; a token with none is refused with `INSUFFICIENT_SCOPE`.
         *
         *     **Cursor-paged**: `limit` items a page (at most 100; larger values are clamped); pass `pagination.cursor` back as `cursor` while `pagination.hasMore` is true.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["Events_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One event, exactly the envelope its deliveries carry
         * @description An event is visible only to a token with `read` on its entity: `agent.*` needs `ai_agents:read`, `notification.*` `notifications:read`, `webhook.*` `webhooks:read`. An unknown, expired or invisible id is 404. Events are kept for `EVENTS_RETENTION_DAYS` (30 days by default) after they were written.
         *
         *     **Requires ai_agents:read or notifications:read or webhooks:read**: an API token (`svc_live_…`) holding at least one of these scopes; a token with none is refused with `INSUFFICIENT_SCOPE`.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `EVENT_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["Events_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List installed agents of the current team
         * @description **Requires ai_agents:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Offset-paged**: `limit` items a page (at most 100; larger values are clamped) from `offset`; `pagination.hasMore` says whether more follow.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["AgentsCollection_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a custom agent with a first sealed config version
         * @description **Requires ai_agents:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 409: `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["AgentsCollection_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/graph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whole-team agent graph, unpaginated: every node with parents and children
         * @description **Requires ai_agents:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["AgentsCollection_teamGraph"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Model catalog: models and capabilities, provider and platform defaults
         * @description **Requires ai_agents:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["AgentsCollection_models"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/bulk/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk preflight: resolve the selection, count, report blocked agents, mint a confirm token
         * @description **Requires ai_agents:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 409: `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["AgentsBulk_count"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk model switch to a target runtime tuple; partial success as affected plus blocked[]
         * @description **Requires ai_agents:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`, `BULK_CONFIRMATION_REQUIRED`, `BULK_CONFIRM_TOKEN_INVALID`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 409: `BULK_SELECTION_CHANGED`, `BULK_CONFIRMATION_EXPIRED`, `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["AgentsBulk_apply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One installed agent
         * @description **Requires ai_agents:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `AGENT_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["Agent_get"];
        put?: never;
        post?: never;
        /**
         * Uninstall: the agent is gone from every read
         * @description **Requires ai_agents:delete**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`, `AGENT_MANAGE_FORBIDDEN`, `SYSTEM_AGENT_PROTECTED`
         *     - 404: `AGENT_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        delete: operations["Agent_uninstall"];
        options?: never;
        head?: never;
        /**
         * Update the configuration; undeclared fields are refused (unrecognized_keys)
         * @description **Requires ai_agents:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`, `AGENT_MANAGE_FORBIDDEN`
         *     - 404: `AGENT_NOT_FOUND`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        patch: operations["Agent_update"];
        trace?: never;
    };
    "/v1/agents/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive an installed agent (idempotent)
         * @description **Requires ai_agents:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `AGENT_NOT_FOUND`
         *     - 409: `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["Agent_archive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore an archived agent (idempotent)
         * @description **Requires ai_agents:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `AGENT_NOT_FOUND`
         *     - 409: `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["Agent_restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{id}/clone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clone into a new custom agent: config, skills and the latest sealed version's config
         * @description **Requires ai_agents:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `AGENT_NOT_FOUND`
         *     - 409: `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 500: `INTERNAL_ERROR`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["Agent_clone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{id}/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * User access settings (user-visibility axis)
         * @description **Requires ai_agents:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `AGENT_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["AgentSettings_getAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update user access settings (user-visibility axis)
         * @description **Requires ai_agents:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `AGENT_NOT_FOUND`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        patch: operations["AgentSettings_updateAccess"];
        trace?: never;
    };
    "/v1/agents/{id}/tree-access": {
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
        /**
         * Update nodeEnabled, childAccess and commandAccess (installer only); returns the axes after the write
         * @description **Requires ai_agents:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`, `TREE_ACCESS_INSTALLER_ONLY`
         *     - 404: `AGENT_NOT_FOUND`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        patch: operations["AgentSettings_updateTreeAccess"];
        trace?: never;
    };
    "/v1/agents/{id}/tool-access-overrides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per-tool override map of the agent scope
         * @description **Requires ai_agents:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `AGENT_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["AgentSettings_getToolOverrides"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the per-tool override map (merged; null removes an entry)
         * @description **Requires ai_agents:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `TOOL_ACCESS_OVERRIDE_INVALID`, `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `AGENT_NOT_FOUND`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        patch: operations["AgentSettings_updateToolOverrides"];
        trace?: never;
    };
    "/v1/agents/{id}/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the agent is one of the calling user's favourites
         * @description **Requires ai_agents:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `AGENT_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["AgentSettings_getFavorite"];
        put?: never;
        /**
         * Add to the calling user's favourites (idempotent)
         * @description **Requires ai_agents:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `AGENT_NOT_FOUND`
         *     - 409: `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["AgentSettings_addFavorite"];
        /**
         * Remove from the calling user's favourites (idempotent)
         * @description **Requires ai_agents:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `AGENT_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        delete: operations["AgentSettings_removeFavorite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{id}/context-budget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Context budget: the model's window against instructions, skills and tools
         * @description **Requires ai_agents:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `AGENT_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["AgentInsights_contextBudget"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{id}/onboarding-progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling user's onboarding progress in the team; data is null until started
         * @description **Requires ai_agents:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `TEAM_NOT_SELECTED`, `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `AGENT_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["AgentInsights_onboardingProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{id}/onboardings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Onboarding stages manifest from the agent's knowledge base
         * @description **Requires ai_agents:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `AGENT_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["AgentInsights_onboardings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{id}/skills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Skills manifest envelope
         * @description **Requires ai_agents:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`, `AGENT_ACCESS_DENIED`
         *     - 404: `AGENT_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["AgentInsights_skills"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{id}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Summary counters: skills, subAgents, onboarding, commands, tools, sessions, secrets, hierarchy
         * @description **Requires ai_agents:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`, `AGENT_ACCESS_DENIED`
         *     - 404: `AGENT_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["AgentInsights_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{id}/children": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Direct sub-agent children, in link order
         * @description **Requires ai_agents:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Offset-paged**: `limit` items a page (at most 100; larger values are clamped) from `offset`; `pagination.hasMore` says whether more follow.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `AGENT_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["AgentChildren_list"];
        put?: never;
        /**
         * Link an edge to childAgentId (idempotent)
         * @description **Requires ai_agents:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `AGENT_DAG_SELF_EDGE`, `AGENT_DAG_CYCLE`, `AGENT_DAG_DEPTH_EXCEEDED`, `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `AGENT_DAG_PARENT_NOT_FOUND`
         *     - 409: `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["AgentChildren_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{id}/children/{childId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unlink an edge (idempotent)
         * @description **Requires ai_agents:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `AGENT_DAG_PARENT_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        delete: operations["AgentChildren_unlink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Version history, newest first, as a version page (no total)
         * @description **Requires ai_agents:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Limited**: `limit` items a page (at most 100; larger values are clamped).
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `FORBIDDEN`, `IP_NOT_ALLOWED`
         *     - 404: `AGENT_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 500: `INTERNAL_ERROR`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["AgentVersions_list"];
        put?: never;
        /**
         * Create a config version (an open draft); at most 50 per agent
         * @description **Requires ai_agents:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`, `VERSION_LIMIT_EXCEEDED`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `AGENT_NOT_FOUND`
         *     - 409: `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["AgentVersions_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{id}/versions/{versionNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One config version
         * @description **Requires ai_agents:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `FORBIDDEN`, `IP_NOT_ALLOWED`
         *     - 404: `AGENT_NOT_FOUND`, `VERSION_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["AgentVersions_get"];
        put?: never;
        post?: never;
        /**
         * Delete one version; the last remaining one cannot be deleted
         * @description **Requires ai_agents:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `AGENT_NOT_FOUND`, `VERSION_NOT_FOUND`
         *     - 409: `VERSION_LAST_REMAINING`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        delete: operations["AgentVersions_remove"];
        options?: never;
        head?: never;
        /**
         * Edit the open draft; a sealed version answers 409 VERSION_SEALED
         * @description **Requires ai_agents:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `AGENT_NOT_FOUND`, `VERSION_NOT_FOUND`
         *     - 409: `VERSION_SEALED`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        patch: operations["AgentVersions_update"];
        trace?: never;
    };
    "/v1/agents/{id}/versions/{versionNumber}/seal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Seal a version and make its config the agent's live config (re-applies a sealed one)
         * @description **Requires ai_agents:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`, `AGENT_MANAGE_FORBIDDEN`
         *     - 404: `AGENT_NOT_FOUND`, `VERSION_NOT_FOUND`
         *     - 409: `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["AgentVersions_seal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{endpointId}/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive an inbound webhook delivery
         * @description Checks, in order: the failed-authentication budget of the client address (429 once it sent too many wrong URL tokens), URL token, endpoint enabled, Content-Type application/json, body size (1 MB), rate (100 a minute per receiver), signature (when required), JSON. Answers 200 once the delivery is stored; a repeated Idempotency-Key is answered 200 and not processed twice.
         *
         *     **Public**: no API token; any credential is the link or token the request carries.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `WEBHOOK_UNAUTHORIZED`
         *     - 410: `WEBHOOK_DISABLED`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 500: `INTERNAL_ERROR`
         */
        post: operations["InboundReceiver_receive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/inbound-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team's inbound endpoints, newest first
         * @description **Requires webhooks:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Offset-paged**: `limit` items a page (at most 100; larger values are clamped) from `offset`; `pagination.hasMore` says whether more follow.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["InboundEndpoints_list"];
        put?: never;
        /**
         * Issue a receiver URL with its token and signing secret
         * @description **Requires webhooks:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 409: `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["InboundEndpoints_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/inbound-endpoints/{endpointId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One inbound endpoint (never its token or secret)
         * @description **Requires webhooks:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `WEBHOOK_ENDPOINT_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["InboundEndpoints_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Enable or disable an endpoint, or require signatures
         * @description **Requires webhooks:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `WEBHOOK_ENDPOINT_NOT_FOUND`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        patch: operations["InboundEndpoints_update"];
        trace?: never;
    };
    "/v1/webhooks/inbound-endpoints/{endpointId}/rotate-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a new receiver URL token; the old one stops at once
         * @description **Requires webhooks:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `WEBHOOK_ENDPOINT_NOT_FOUND`
         *     - 409: `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["InboundEndpoints_rotateToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/inbound-endpoints/{endpointId}/rotate-signing-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a new signing secret; the replaced one is still accepted for a grace period
         * @description Returns the new `signingSecret` once. Until `previousSigningSecretValidUntil` (`graceHours`, default 24, at most 72; 0 retires the old secret at once) the receiver accepts an X-Webhook-Signature made with either secret; after it, one made with the old secret is refused like any wrong signature (401 WEBHOOK_UNAUTHORIZED, logged as signature_mismatch). Rotating again during a grace makes the secret being replaced the previous one; the older one stops at once.
         *
         *     **Requires webhooks:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `WEBHOOK_ENDPOINT_NOT_FOUND`
         *     - 409: `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["InboundEndpoints_rotateSigningSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/inbound-endpoints/{endpointId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The endpoint's delivery log, newest first, with each refusal's reason
         * @description **Requires webhooks:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Cursor-paged**: `limit` items a page (at most 100; larger values are clamped); pass `pagination.cursor` back as `cursor` while `pagination.hasMore` is true.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `WEBHOOK_ENDPOINT_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["InboundEndpoints_deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team's subscriptions, newest first
         * @description **Requires webhooks:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Offset-paged**: `limit` items a page (at most 100; larger values are clamped) from `offset`; `pagination.hasMore` says whether more follow.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["Subscriptions_list"];
        put?: never;
        /**
         * Subscribe a URL to the team’s events; returns its whsec_ secret once
         * @description **Requires webhooks:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 409: `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["Subscriptions_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/subscriptions/{subscriptionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One subscription (never its secret)
         * @description **Requires webhooks:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["Subscriptions_get"];
        put?: never;
        post?: never;
        /**
         * Delete a subscription with its delivery log
         * @description **Requires webhooks:delete**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        delete: operations["Subscriptions_remove"];
        options?: never;
        head?: never;
        /**
         * Change URL, event types, filter or rate, or disable/enable; enabling replays what was held
         * @description **Requires webhooks:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        patch: operations["Subscriptions_update"];
        trace?: never;
    };
    "/v1/webhooks/subscriptions/{subscriptionId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a new whsec_ secret; the replaced one keeps signing for a grace period
         * @description Returns the new secret once. From now on X-Webhook-Signature (value format unchanged) is made with the new secret; until `previousSecretValidUntil` (`graceHours`, default 24, at most 72; 0 retires the old secret at once) every attempt also carries `X-Webhook-Signature-Previous: sha256=<hex>` made the same way with the replaced secret, and Standard Webhooks subscriptions get it as a second `v1,` entry in webhook-signature. Attempts still owed, retries included, are signed at attempt time, so they use the new secret too. Rotating again during a grace makes the secret being replaced the previous one; the older one stops at once.
         *
         *     **Requires webhooks:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`
         *     - 409: `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["Subscriptions_rotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/subscriptions/{subscriptionId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deliveries with every attempt, newest first
         * @description **Requires webhooks:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Cursor-paged**: `limit` items a page (at most 100; larger values are clamped); pass `pagination.cursor` back as `cursor` while `pagination.hasMore` is true.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["Subscriptions_listDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/subscriptions/{subscriptionId}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attempt a delivery again now, with a fresh retry round
         * @description **Requires webhooks:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`, `WEBHOOK_DELIVERY_NOT_FOUND`
         *     - 409: `WEBHOOK_SUBSCRIPTION_DISABLED`, `WEBHOOK_SUBSCRIPTION_PENDING_VERIFICATION`, `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["Subscriptions_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/subscriptions/{subscriptionId}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue every failed delivery of a window again, each with a fresh retry round
         * @description The window is the deliveries’ creation time (when their event was relayed, moments after its `createdAt`), `since` inclusive, `until` exclusive, at most RETENTION_FAILED_OUTBOUND_DAYS (90 by default) long. Only deliveries whose retry round ended without success (`failed`) are queued; pending, held and succeeded ones are left as they are. Each keeps its `deliveryId` and so its `Idempotency-Key`.
         *
         *     **Requires webhooks:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`
         *     - 409: `WEBHOOK_SUBSCRIPTION_DISABLED`, `WEBHOOK_SUBSCRIPTION_PENDING_VERIFICATION`, `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["SubscriptionRecovery_recover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/subscriptions/{subscriptionId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a signed webhook.test event to this subscription only
         * @description Whatever the subscription’s `eventTypes`, and to no other subscription of the team. The event has one delivery, signed, retried and logged like any other.
         *
         *     **Requires webhooks:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`
         *     - 409: `WEBHOOK_SUBSCRIPTION_DISABLED`, `WEBHOOK_SUBSCRIPTION_PENDING_VERIFICATION`, `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["SubscriptionRecovery_sendTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/subscriptions/{subscriptionId}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the receiver answered over the last hour and day
         * @description Attempts, successes, failures by status class (`3xx`, `4xx`, `5xx`, `network` for no usable answer), p50/p95 latency and the last success and failure, per window. Computed from the delivery log on every call.
         *
         *     **Requires webhooks:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["SubscriptionStats_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/event-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every event type a subscription can receive, with its data schema and an example
         * @description **Requires webhooks:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["EventTypes_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/subscriptions/{subscriptionId}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a fresh verification challenge to a subscription waiting for its proof
         * @description For a subscription whose `status` is `pending_verification` (created or re-pointed with `verify: true`). Its URL is sent a new signed `webhook.verification` event with a new `data.challenge`, retried on the usual schedule; the challenge sent before ends (its delivery is `failed`), so only the newest one counts. The URL proves its ownership by answering 2xx with `{"challenge": "<value>"}` or the bare value; the subscription then becomes active and every event kept meanwhile is delivered. 409 when it is not waiting (`PATCH {"verify": true}` asks again) or is disabled (enabling it sends the challenge).
         *
         *     **Requires webhooks:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`
         *     - 409: `WEBHOOK_SUBSCRIPTION_DISABLED`, `WEBHOOK_VERIFICATION_NOT_PENDING`, `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["SubscriptionVerification_sendChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/portal-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A link to the webhook portal page for some or all of the team’s subscriptions
         * @description Whoever holds `url` sees those subscriptions, their stats and delivery log (payloads and receivers’ answers included) until `expiresAt`, and unless `readOnly` retries, recovers, sends test events, edits event types and filter, pauses, resumes and rotates the secret. Nothing else of the team is reachable through it.
         *
         *     **Requires webhooks:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`
         *     - 409: `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["PortalLinks_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/portal-links/{portalLinkId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a portal link at once
         * @description **Requires webhooks:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `PORTAL_LINK_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        delete: operations["PortalLinks_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The portal link itself: read-only or not, until when, which subscriptions
         * @description **Requires a portal link** (`whp_…`); answers are never cached.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `PORTAL_LINK_INVALID`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["PortalSubscriptions_link"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/event-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every event type a subscription can receive, as /v1 lists them
         * @description **Requires a portal link** (`whp_…`); answers are never cached.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `PORTAL_LINK_INVALID`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["PortalSubscriptions_listEventTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The link's subscriptions, newest first, as /v1 shows them
         * @description **Requires a portal link** (`whp_…`); answers are never cached.
         *
         *     **Offset-paged**: `limit` items a page (at most 100; larger values are clamped) from `offset`; `pagination.hasMore` says whether more follow.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `PORTAL_LINK_INVALID`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["PortalSubscriptions_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/subscriptions/{subscriptionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the link’s subscriptions (never its secret)
         * @description **Requires a portal link** (`whp_…`); answers are never cached.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `PORTAL_LINK_INVALID`
         *     - 404: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["PortalSubscriptions_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change event types or filter, or pause (enabled false) and resume
         * @description As PATCH /v1/webhooks/subscriptions/{subscriptionId} with these three fields only, with its validation and messages; resuming replays every delivery kept while paused.
         *
         *     **Requires a portal link** (`whp_…`) that is not read-only; answers are never cached.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `PORTAL_LINK_INVALID`
         *     - 403: `PORTAL_LINK_READ_ONLY`
         *     - 404: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        patch: operations["PortalSubscriptions_update"];
        trace?: never;
    };
    "/portal/api/subscriptions/{subscriptionId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a new whsec_ secret, shown once; the replaced one keeps signing for a grace
         * @description As POST /v1/webhooks/subscriptions/{subscriptionId}/rotate-secret.
         *
         *     **Requires a portal link** (`whp_…`) that is not read-only; answers are never cached.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `PORTAL_LINK_INVALID`
         *     - 403: `PORTAL_LINK_READ_ONLY`
         *     - 404: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["PortalSubscriptions_rotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/subscriptions/{subscriptionId}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the receiver answered over the last hour and day
         * @description **Requires a portal link** (`whp_…`); answers are never cached.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `PORTAL_LINK_INVALID`
         *     - 404: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["PortalSubscriptions_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/subscriptions/{subscriptionId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deliveries with their payload and every attempt, newest first
         * @description As GET /v1/webhooks/subscriptions/{subscriptionId}/deliveries, plus `payload`.
         *
         *     **Requires a portal link** (`whp_…`); answers are never cached.
         *
         *     **Cursor-paged**: `limit` items a page (at most 100; larger values are clamped); pass `pagination.cursor` back as `cursor` while `pagination.hasMore` is true.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `PORTAL_LINK_INVALID`
         *     - 404: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["PortalDeliveries_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/subscriptions/{subscriptionId}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attempt a delivery again now, with a fresh retry round
         * @description **Requires a portal link** (`whp_…`) that is not read-only; answers are never cached.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `PORTAL_LINK_INVALID`
         *     - 403: `PORTAL_LINK_READ_ONLY`
         *     - 404: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`, `WEBHOOK_DELIVERY_NOT_FOUND`
         *     - 409: `WEBHOOK_SUBSCRIPTION_DISABLED`, `WEBHOOK_SUBSCRIPTION_PENDING_VERIFICATION`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["PortalDeliveries_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/subscriptions/{subscriptionId}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue every failed delivery of a window again
         * @description As POST /v1/webhooks/subscriptions/{subscriptionId}/recover.
         *
         *     **Requires a portal link** (`whp_…`) that is not read-only; answers are never cached.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `PORTAL_LINK_INVALID`
         *     - 403: `PORTAL_LINK_READ_ONLY`
         *     - 404: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`
         *     - 409: `WEBHOOK_SUBSCRIPTION_DISABLED`, `WEBHOOK_SUBSCRIPTION_PENDING_VERIFICATION`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["PortalDeliveries_recover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal/api/subscriptions/{subscriptionId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a signed webhook.test event to this subscription only
         * @description Its `data.requestedBy` is the member who made the portal link.
         *
         *     **Requires a portal link** (`whp_…`) that is not read-only; answers are never cached.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `PORTAL_LINK_INVALID`
         *     - 403: `PORTAL_LINK_READ_ONLY`
         *     - 404: `WEBHOOK_SUBSCRIPTION_NOT_FOUND`
         *     - 409: `WEBHOOK_SUBSCRIPTION_DISABLED`, `WEBHOOK_SUBSCRIPTION_PENDING_VERIFICATION`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["PortalDeliveries_sendTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file (multipart part `file`), streamed to storage; the type is sniffed
         * @description **Requires media:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 409: `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["Media_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media/shares/{shareId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a media share; its token then answers 403 SHARE_REVOKED
         * @description **Requires media:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `MEDIA_SHARE_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        delete: operations["Media_revokeShare"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media/{mediaId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a file; every share of it then answers 404
         * @description **Requires media:delete**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `MEDIA_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        delete: operations["Media_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media/{mediaId}/shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Share a file by a public link (`view` or `download`)
         * @description **Requires media:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `MEDIA_NOT_FOUND`
         *     - 409: `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["Media_createShare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/media/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The raw file, inline, with Range (206/416) and ETag support
         * @description **Public**: no API token; any credential is the link or token the request carries.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `SHARE_TOKEN_INVALID`
         *     - 403: `SHARE_REVOKED`, `SHARE_EXPIRED`
         *     - 404: `MEDIA_NOT_FOUND`
         *     - 416: `RANGE_NOT_SATISFIABLE`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 500: `INTERNAL_ERROR`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["PublicMedia_raw"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/media/{token}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The file as an attachment; download shares only
         * @description **Public**: no API token; any credential is the link or token the request carries.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `SHARE_TOKEN_INVALID`
         *     - 403: `SHARE_REVOKED`, `SHARE_EXPIRED`, `SHARE_DOWNLOAD_FORBIDDEN`
         *     - 404: `MEDIA_NOT_FOUND`
         *     - 416: `RANGE_NOT_SATISFIABLE`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 500: `INTERNAL_ERROR`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["PublicMedia_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/media/{token}/meta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The media meta descriptor (five fields, no identifiers)
         * @description **Public**: no API token; any credential is the link or token the request carries.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `SHARE_TOKEN_INVALID`
         *     - 403: `SHARE_REVOKED`, `SHARE_EXPIRED`
         *     - 404: `MEDIA_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 500: `INTERNAL_ERROR`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["PublicMedia_meta"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/media/{token}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The file content envelope: editable text, or rendered markdown
         * @description **Public**: no API token; any credential is the link or token the request carries.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `SHARE_TOKEN_INVALID`
         *     - 403: `SHARE_REVOKED`, `SHARE_EXPIRED`
         *     - 404: `MEDIA_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 500: `INTERNAL_ERROR`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["PublicMedia_content"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/media/{token}/archive/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The entry tree of a ZIP archive, from its central directory only
         * @description **Public**: no API token; any credential is the link or token the request carries.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `SHARE_TOKEN_INVALID`
         *     - 403: `SHARE_REVOKED`, `SHARE_EXPIRED`
         *     - 404: `MEDIA_NOT_FOUND`
         *     - 413: `ARCHIVE_TOO_LARGE`
         *     - 415: `ARCHIVE_NOT_ZIP`, `ARCHIVE_UNREADABLE`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 500: `INTERNAL_ERROR`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["PublicMedia_listArchive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/media/{token}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The preview descriptor; converts office documents, stores nothing
         * @description **Public**: no API token; any credential is the link or token the request carries.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `SHARE_TOKEN_INVALID`
         *     - 403: `SHARE_REVOKED`, `SHARE_EXPIRED`
         *     - 404: `MEDIA_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 500: `INTERNAL_ERROR`
         *     - 503: `PREVIEW_UNAVAILABLE`, `SERVICE_UNAVAILABLE`
         */
        post: operations["PublicMedia_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/knowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a knowledge entry (markdown or plain text)
         * @description **Requires knowledge:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 409: `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["Knowledge_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/knowledge/shares/{shareId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a knowledge share; its token then answers 404
         * @description **Requires knowledge:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `KNOWLEDGE_SHARE_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        delete: operations["Knowledge_revokeShare"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/knowledge/{entryId}/shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Share a knowledge entry by a public link, optionally expiring
         * @description **Requires knowledge:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `KNOWLEDGE_ENTRY_NOT_FOUND`
         *     - 409: `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["Knowledge_createShare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/knowledge/{shareToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The knowledge entry content behind a share token
         * @description **Public**: no API token; any credential is the link or token the request carries.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 404: `KNOWLEDGE_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 500: `INTERNAL_ERROR`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["PublicKnowledge_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/visual-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team's visual pages, newest first (without their html)
         * @description **Requires visual_pages:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Offset-paged**: `limit` items a page (at most 100; larger values are clamped) from `offset`; `pagination.hasMore` says whether more follow.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["VisualPages_list"];
        put?: never;
        /**
         * Create a visual page (a draft; publish it to give it a public URL)
         * @description **Requires visual_pages:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 409: `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["VisualPages_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/visual-pages/{pageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a visual page with its draft html
         * @description **Requires visual_pages:read**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `VISUAL_PAGE_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["VisualPages_get"];
        put?: never;
        post?: never;
        /**
         * Delete a visual page and its versions; its public URL answers 404
         * @description **Requires visual_pages:delete**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `VISUAL_PAGE_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        delete: operations["VisualPages_delete"];
        options?: never;
        head?: never;
        /**
         * Edit the draft title or html; the public render changes only at the next publish
         * @description **Requires visual_pages:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `VISUAL_PAGE_NOT_FOUND`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        patch: operations["VisualPages_update"];
        trace?: never;
    };
    "/v1/visual-pages/{pageId}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish the draft as the next numbered version and serve it at the public URL
         * @description **Requires visual_pages:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `VISUAL_PAGE_NOT_FOUND`
         *     - 409: `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["VisualPages_publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/visual-pages/{teamId}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public render of the published version of a visual page, marked noindex
         * @description The html of the latest published version as an HTML document, with a robots meta tag in its head. Sandboxed by Content-Security-Policy. Revalidate with If-None-Match.
         *
         *     **Public**: no API token; any credential is the link or token the request carries.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 404: `VISUAL_PAGE_NOT_FOUND`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 500: `INTERNAL_ERROR`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["PublicVisualPages_render"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a notification for a team member, with its open, pixel and unsubscribe links
         * @description Sending the mail is up to the caller: add the returned headers so clients offer one-click unsubscribe.
         *
         *     **Requires notifications:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `USER_NOT_FOUND`
         *     - 409: `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["Notifications_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/notifications/{id}/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open link: verifies the token, marks the notification read, redirects to it
         * @description A bad, forged or mismatched token is 404 NOTIFICATION_NOT_FOUND; an expired one 410.
         *
         *     **Public**: no API token; any credential is the link or token the request carries.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 404: `NOTIFICATION_NOT_FOUND`
         *     - 410: `NOTIFICATION_LINK_EXPIRED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 500: `INTERNAL_ERROR`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["PublicNotifications_open"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/notifications/{id}/pixel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tracking pixel: marks the notification read; always a 1x1 GIF
         * @description A bad token still gets the GIF, and marks nothing.
         *
         *     **Public**: no API token; any credential is the link or token the request carries.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 500: `INTERNAL_ERROR`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["PublicNotifications_pixel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One-click unsubscribe (RFC 8058) with a svc_unsub_ link; never redirects
         * @description Empty body, form `List-Unsubscribe=One-Click` (urlencoded or multipart) or JSON `{"scope":"category"}` suppress the link's category; JSON `{"scope":"all"}` suppresses every category. Idempotent.
         *
         *     **Public**: no API token; any credential is the link or token the request carries.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `UNSUBSCRIBE_TOKEN_INVALID`, `VALIDATION_ERROR`
         *     - 410: `UNSUBSCRIBE_TOKEN_INVALID`, `UNSUBSCRIBE_TOKEN_REVOKED`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 500: `INTERNAL_ERROR`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["PublicUnsubscribe_unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/unsubscribe/manage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Unsubscribe state of a svc_unsub_ link; browsers are redirected to the landing page
         * @description `Accept: text/html` gets a 302 to the landing page before the token is verified. Never changes state.
         *
         *     **Public**: no API token; any credential is the link or token the request carries.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `UNSUBSCRIBE_TOKEN_INVALID`
         *     - 410: `UNSUBSCRIBE_TOKEN_INVALID`, `UNSUBSCRIBE_TOKEN_REVOKED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 500: `INTERNAL_ERROR`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        get: operations["PublicUnsubscribe_manage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/launch-unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Permanently suppress the address of a svc_lunsub_ link; the address is never echoed
         * @description Any request body is ignored. A replay answers the same 200.
         *
         *     **Public**: no API token; any credential is the link or token the request carries.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `LAUNCH_UNSUBSCRIBE_TOKEN_INVALID`, `LAUNCH_UNSUBSCRIBE_TOKEN_MALFORMED`
         *     - 410: `LAUNCH_UNSUBSCRIBE_TOKEN_EXPIRED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 500: `INTERNAL_ERROR`
         *     - 503: `LAUNCH_UNSUBSCRIBE_KEY_UNAVAILABLE`, `SERVICE_UNAVAILABLE`
         */
        post: operations["PublicUnsubscribe_launchUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/unsubscribe-tokens/revocations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a svc_unsub_ link of this team; it then answers 410 UNSUBSCRIBE_TOKEN_REVOKED
         * @description Idempotent. A link of another team is 404.
         *
         *     **Requires notifications:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`, `UNSUBSCRIBE_TOKEN_INVALID`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 404: `UNSUBSCRIBE_TOKEN_NOT_FOUND`
         *     - 409: `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["UnsubscribeLinks_revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/launch-unsubscribe-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mint a svc_lunsub_ link that permanently suppresses one e-mail address
         * @description The token carries only a keyed hash of the address. Lifetime 180 days unless expiresAt is sooner.
         *
         *     **Requires notifications:write**: an API token (`svc_live_…`) holding this scope.
         *
         *     **Errors** (flat envelope `{error, message, details?}`):
         *     - 400: `VALIDATION_ERROR`
         *     - 401: `UNAUTHORIZED`
         *     - 403: `INSUFFICIENT_SCOPE`, `IP_NOT_ALLOWED`
         *     - 409: `IDEMPOTENCY_KEY_IN_USE`
         *     - 413: `PAYLOAD_TOO_LARGE`
         *     - 415: `UNSUPPORTED_MEDIA_TYPE`
         *     - 422: `IDEMPOTENCY_KEY_REUSED`
         *     - 429: `RATE_LIMIT_EXCEEDED`
         *     - 503: `SERVICE_UNAVAILABLE`
         */
        post: operations["UnsubscribeLinks_createLaunchLink"];
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
        ErrorDetail: {
            /** @description Dotted path of the field; empty for unrecognized keys */
            field: string;
            message: string;
            /**
             * @description What is wrong with the field
             * @example invalid_type
             */
            code: string;
        };
        Error: {
            /** @description Stable error code; each response lists its own */
            error: string;
            /** @description Human-readable explanation */
            message: string;
            /** @description Present on validation errors */
            details?: components["schemas"]["ErrorDetail"][];
        };
        Event: {
            /** @example evt_5f0c6a7d9e8b4c3a2f1e0d9c8b7a6f5e */
            id: string;
            /** @example agent.created */
            type: string;
            /**
             * Format: date-time
             * @example 2026-11-25T05:40:00.000Z
             */
            createdAt: string;
            /**
             * Format: uuid
             * @example 9b2f4c1e-5d7a-4e8b-9c3f-1a2b3c4d5e6f
             */
            teamId: string;
            /** @description The type's data */
            data: {
                [key: string]: unknown;
            };
        };
        RuntimeTuple: {
            /** @example anthropic */
            provider: string;
            /** @example claude-sonnet-4-5 */
            model: string;
            temperature?: number;
            maxOutputTokens?: number;
            /** @enum {string} */
            reasoningEffort?: "low" | "medium" | "high";
        };
        AgentListItem: {
            /** Format: uuid */
            agentId: string;
            name: string;
            description: string;
            avatarUrl: string | null;
            /** @example #4F46E5 */
            avatarColor: string | null;
            avatarEmoji: string | null;
            isSystemAgent: boolean;
            /** @enum {string} */
            source: "custom" | "marketplace" | "system" | "clone";
            /** @enum {string} */
            status: "active" | "archived";
            /**
             * Format: uuid
             * @description Installing user
             */
            installedBy: string | null;
            /** @description Marketplace listing it came from */
            listingId: string | null;
            /** Format: uuid */
            clonedFromAgentId: string | null;
            runtime: components["schemas"]["RuntimeTuple"];
            /** @description Sealed version whose config is live; null after a direct edit */
            liveVersionNumber: number | null;
            /**
             * Format: date-time
             * @description When it was installed
             */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            archivedAt: string | null;
        };
        RuntimeTupleInput: {
            /**
             * @description A provider of the model catalog
             * @example anthropic
             */
            provider: string;
            /**
             * @description A model of that provider
             * @example claude-sonnet-4-5
             */
            model: string;
            /** @description Only for models that accept it */
            temperature?: number;
            /**
             * Format: int32
             * @description At most the model's output limit
             */
            maxOutputTokens?: number;
            /**
             * @description Only for reasoning models
             * @enum {string}
             */
            reasoningEffort?: "low" | "medium" | "high";
        };
        AgentSkillInput: {
            /** @description Unique within the agent */
            name: string;
            /** @default  */
            description: string;
            /** @default  */
            instructions: string;
            /** @default true */
            enabled: boolean;
            /** @description Model capabilities the skill needs; the agent's model must have each */
            requires?: ("vision" | "jsonMode" | "reasoning")[];
        };
        AgentCommandInput: {
            /**
             * @description Lower-case command name, unique
             * @example summarise
             */
            name: string;
            /** @default  */
            description: string;
        };
        OnboardingStageInput: {
            /**
             * @description Stable stage key, unique
             * @example connect-calendar
             */
            key: string;
            title: string;
            /** @default  */
            description: string;
        };
        AgentCreate: {
            runtime?: components["schemas"]["RuntimeTupleInput"];
            instructions?: string;
            skills?: components["schemas"]["AgentSkillInput"][];
            commands?: components["schemas"]["AgentCommandInput"][];
            /**
             * @example [
             *       "web_search"
             *     ]
             */
            tools?: string[];
            /**
             * @description Names only; secret values are never accepted or returned
             * @example [
             *       "CRM_API_KEY"
             *     ]
             */
            secretNames?: string[];
            onboardingStages?: components["schemas"]["OnboardingStageInput"][];
            name: string;
            description?: string;
            /** Format: uri */
            avatarUrl?: string;
            /** @example #4F46E5 */
            avatarColor?: string;
            /** @example 🤖 */
            avatarEmoji?: string;
        };
        AgentSkill: {
            name: string;
            description: string;
            instructions: string;
            enabled: boolean;
            requires: ("vision" | "jsonMode" | "reasoning")[];
        };
        AgentCommand: {
            name: string;
            description: string;
        };
        OnboardingStage: {
            key: string;
            title: string;
            description: string;
        };
        Agent: {
            /** Format: uuid */
            agentId: string;
            name: string;
            description: string;
            avatarUrl: string | null;
            /** @example #4F46E5 */
            avatarColor: string | null;
            avatarEmoji: string | null;
            isSystemAgent: boolean;
            /** @enum {string} */
            source: "custom" | "marketplace" | "system" | "clone";
            /** @enum {string} */
            status: "active" | "archived";
            /**
             * Format: uuid
             * @description Installing user
             */
            installedBy: string | null;
            /** @description Marketplace listing it came from */
            listingId: string | null;
            /** Format: uuid */
            clonedFromAgentId: string | null;
            runtime: components["schemas"]["RuntimeTuple"];
            /** @description Sealed version whose config is live; null after a direct edit */
            liveVersionNumber: number | null;
            /**
             * Format: date-time
             * @description When it was installed
             */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            archivedAt: string | null;
            instructions: string;
            skills: components["schemas"]["AgentSkill"][];
            commands: components["schemas"]["AgentCommand"][];
            tools: string[];
            /** @description Names only, never values */
            secretNames: string[];
            onboardingStages: components["schemas"]["OnboardingStage"][];
        };
        AgentGraphNode: {
            /** Format: uuid */
            agentId: string;
            name: string;
            avatarUrl: string | null;
            /** @example #4F46E5 */
            avatarColor: string | null;
            avatarEmoji: string | null;
            isSystemAgent: boolean;
            /** @enum {string} */
            source: "custom" | "marketplace" | "system" | "clone";
            /** @enum {string} */
            status: "active" | "archived";
            parentAgentIds: string[];
            /** @description Computed by inverting parentAgentIds */
            childAgentIds: string[];
        };
        ModelCapabilities: {
            /** @description Tokens the model reads at once */
            contextWindow: number;
            maxOutputTokens: number;
            /** @description Tool (function) calling */
            tools: boolean;
            /** @description Image input */
            vision: boolean;
            jsonMode: boolean;
            streaming: boolean;
            /** @description Accepts a reasoning effort */
            reasoning: boolean;
            /** @description Accepts a sampling temperature */
            temperature: boolean;
        };
        CatalogModel: {
            /** @example anthropic */
            provider: string;
            /** @example claude-sonnet-4-5 */
            model: string;
            displayName: string;
            /** @description Deprecated models cannot be newly selected */
            deprecated: boolean;
            capabilities: components["schemas"]["ModelCapabilities"];
        };
        ProviderDefaults: {
            provider: string;
            displayName: string;
            defaults: components["schemas"]["RuntimeTuple"];
        };
        ModelCatalog: {
            /** @description Version of the catalog file the service ships */
            catalogVersion: string;
            models: components["schemas"]["CatalogModel"][];
            /** @description Per-provider defaults */
            providerDefaults: components["schemas"]["ProviderDefaults"][];
            platformDefault: components["schemas"]["RuntimeTuple"];
        };
        BulkFilter: {
            /** @description `me` or a user id */
            installedBy?: string;
            provider?: string;
            model?: string;
            /** @enum {string} */
            source?: "custom" | "marketplace" | "system" | "clone";
            /** @enum {string} */
            status?: "active" | "archived";
        };
        BulkSelection: {
            /** @description Agents of this team; one that is not, or that the caller may not manage, is reported as blocked */
            agentIds?: string[];
            /**
             * @description Select every agent matching `filter`
             * @enum {boolean}
             */
            all?: true;
            filter?: components["schemas"]["BulkFilter"];
        } & (unknown | unknown);
        BulkCountInput: {
            /** @enum {string} */
            action: "switch_model";
            selection: components["schemas"]["BulkSelection"];
            /** @description The runtime tuple to switch to */
            target: components["schemas"]["RuntimeTupleInput"];
        };
        BulkBlockedDetail: {
            /**
             * @example tools_unsupported
             * @enum {string}
             */
            reason: "agent_not_found" | "not_installer" | "system_agent" | "already_on_target" | "tools_unsupported" | "vision_unsupported" | "json_mode_unsupported" | "reasoning_unsupported" | "context_window_too_small" | "version_limit_reached" | "write_failed";
            message: string;
        };
        BulkBlocked: {
            agentId: string;
            /** @enum {string} */
            code: "ACTION_PRECONDITION_UNMET";
            detail: components["schemas"]["BulkBlockedDetail"];
        };
        BulkCount: {
            /** @description Agents the apply would switch (blocked ones excluded) */
            count: number;
            blocked: components["schemas"]["BulkBlocked"][];
            /** @description Signed; bound to team, action, target and the resolved agents */
            confirmToken: string;
            /**
             * Format: date-time
             * @description 10 minutes after the count
             */
            expiresAt: string;
        };
        BulkApply: {
            /** @enum {string} */
            action: "switch_model";
            selection: components["schemas"]["BulkSelection"];
            /** @description The runtime tuple to switch to */
            target: components["schemas"]["RuntimeTupleInput"];
            /** @description From POST /v1/agents/bulk/count; required when selection.all is true */
            confirmToken?: string;
        };
        BulkSwitched: {
            /** Format: uuid */
            agentId: string;
            /** @description Sealed version holding the config before the switch */
            snapshotVersionNumber: number;
        };
        BulkResult: {
            /** @enum {string} */
            action: "switch_model";
            target: components["schemas"]["RuntimeTuple"];
            /** @description Agents switched */
            affected: number;
            switched: components["schemas"]["BulkSwitched"][];
            blocked: components["schemas"]["BulkBlocked"][];
        };
        AgentUpdate: {
            runtime?: components["schemas"]["RuntimeTupleInput"];
            instructions?: string;
            skills?: components["schemas"]["AgentSkillInput"][];
            commands?: components["schemas"]["AgentCommandInput"][];
            /**
             * @example [
             *       "web_search"
             *     ]
             */
            tools?: string[];
            /**
             * @description Names only; secret values are never accepted or returned
             * @example [
             *       "CRM_API_KEY"
             *     ]
             */
            secretNames?: string[];
            onboardingStages?: components["schemas"]["OnboardingStageInput"][];
            name?: string;
            description?: string;
            /** Format: uri */
            avatarUrl?: string | null;
            /** @example #4F46E5 */
            avatarColor?: string | null;
            avatarEmoji?: string | null;
        };
        AgentUninstalled: {
            /** Format: uuid */
            agentId: string;
            /** @example true */
            uninstalled: boolean;
        };
        AgentClone: {
            /** @description Defaults to "<name> (copy)" */
            name?: string;
        };
        AgentAccess: {
            /** Format: uuid */
            agentId: string;
            /** @enum {string} */
            visibility: "team" | "restricted";
            allowedUserIds: string[];
            /** Format: uuid */
            installedBy: string | null;
        };
        AgentAccessUpdate: {
            /**
             * @description `team`: every member sees the agent; `restricted`: the installer, allowedUserIds, owners and admins
             * @enum {string}
             */
            visibility?: "team" | "restricted";
            /** @description Members of the team */
            allowedUserIds?: string[];
        };
        AgentTreeAccessUpdate: {
            /** @description Whether the agent takes part in the tree as a node */
            nodeEnabled?: boolean;
            /** @description Direct child agent id → whether this agent may delegate to it */
            childAccess?: {
                [key: string]: boolean;
            };
            /** @description Command name of this agent → whether it is reachable through the tree */
            commandAccess?: {
                [key: string]: boolean;
            };
        };
        AgentTreeAccess: {
            /** @example Tree access updated */
            message: string;
            /** Format: uuid */
            agentId: string;
            nodeEnabled: boolean;
            childAccess: {
                [key: string]: boolean;
            };
            commandAccess: {
                [key: string]: boolean;
            };
        };
        ToolAccessOverrides: {
            /** Format: uuid */
            agentId: string;
            overrides: {
                [key: string]: "allow" | "deny" | "ask";
            };
        };
        ToolAccessOverridesUpdate: {
            /** @description Tool of the agent → allow, deny or ask; null removes that tool's override */
            overrides: {
                [key: string]: "allow" | "deny" | "ask" | null;
            };
        };
        AgentFavorite: {
            /** Format: uuid */
            agentId: string;
            favorite: boolean;
        };
        ContextUsage: {
            instructions: number;
            skills: number;
            tools: number;
            total: number;
        };
        ContextBudget: {
            /** Format: uuid */
            agentId: string;
            provider: string;
            model: string;
            /** @description null when the catalog lacks the model */
            contextWindow: number | null;
            /** @description Tokens kept for the answer */
            outputReserve: number | null;
            /** @description Estimated tokens (about 4 characters each) */
            usage: components["schemas"]["ContextUsage"];
            remaining: number | null;
            percentUsed: number | null;
            fits: boolean | null;
        };
        OnboardingProgress: {
            /** Format: uuid */
            agentId: string;
            currentStageKey: string | null;
            completedStageKeys: string[];
            /** @description Stages in the agent manifest now */
            totalStages: number;
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            completedAt: string | null;
        };
        OnboardingProgressEnvelope: {
            /** @description null until the user starts onboarding */
            data: components["schemas"]["OnboardingProgress"] | null;
        };
        OnboardingManifest: {
            /** Format: uuid */
            agentId: string;
            stages: components["schemas"]["OnboardingStage"][];
        };
        OnboardingManifestEnvelope: {
            data: components["schemas"]["OnboardingManifest"];
        };
        SkillManifestItem: {
            name: string;
            description: string;
            enabled: boolean;
            requires: ("vision" | "jsonMode" | "reasoning")[];
        };
        SkillsManifest: {
            /** Format: uuid */
            agentId: string;
            skills: components["schemas"]["SkillManifestItem"][];
        };
        SkillsManifestEnvelope: {
            data: components["schemas"]["SkillsManifest"];
        };
        HierarchyCounters: {
            /** @description Agents that have this one as a direct sub-agent */
            parents: number;
            /** @description Agents reachable below this one */
            descendants: number;
        };
        AgentSummaryCounters: {
            /** Format: uuid */
            agentId: string;
            /** @description Skills (enabled or not) */
            skills: number;
            /** @description Direct sub-agents */
            subAgents: number;
            /** @description Onboarding stages in the manifest */
            onboarding: number;
            commands: number;
            tools: number;
            /** @description Users who started an onboarding session with the agent */
            sessions: number;
            /** @description Secret names the agent uses */
            secrets: number;
            hierarchy: components["schemas"]["HierarchyCounters"];
        };
        AgentSummaryEnvelope: {
            data: components["schemas"]["AgentSummaryCounters"];
        };
        AgentChild: {
            /** Format: uuid */
            agentId: string;
            name: string;
            avatarUrl: string | null;
            /** @example #4F46E5 */
            avatarColor: string | null;
            avatarEmoji: string | null;
            isSystemAgent: boolean;
            /** @enum {string} */
            source: "custom" | "marketplace" | "system" | "clone";
            /** @enum {string} */
            status: "active" | "archived";
            /** Format: date-time */
            linkedAt: string;
        };
        AgentChildLink: {
            /**
             * Format: uuid
             * @description An agent of this team to make a direct sub-agent
             */
            childAgentId: string;
        };
        AgentEdge: {
            /** Format: uuid */
            parentAgentId: string;
            /** @description The child id; an unlink that names no edge echoes it as given in the path */
            childAgentId: string;
            /** @description Whether the edge exists after the call */
            linked: boolean;
            /** @description False when the call found the edge already in that state */
            changed: boolean;
        };
        AgentConfigFields: {
            runtime?: components["schemas"]["RuntimeTupleInput"];
            instructions?: string;
            skills?: components["schemas"]["AgentSkillInput"][];
            commands?: components["schemas"]["AgentCommandInput"][];
            /**
             * @example [
             *       "web_search"
             *     ]
             */
            tools?: string[];
            /**
             * @description Names only; secret values are never accepted or returned
             * @example [
             *       "CRM_API_KEY"
             *     ]
             */
            secretNames?: string[];
            onboardingStages?: components["schemas"]["OnboardingStageInput"][];
        };
        AgentVersionCreate: {
            label?: string;
            /**
             * Format: int32
             * @description A version of this agent to start from, instead of the live config
             */
            fromVersionNumber?: number;
            /** @description Fields that replace those of the starting config */
            config?: components["schemas"]["AgentConfigFields"];
        };
        AgentConfig: {
            runtime: components["schemas"]["RuntimeTuple"];
            instructions: string;
            skills: components["schemas"]["AgentSkill"][];
            commands: components["schemas"]["AgentCommand"][];
            tools: string[];
            /** @description Names only, never values */
            secretNames: string[];
            onboardingStages: components["schemas"]["OnboardingStage"][];
        };
        ResourceVersion: {
            /** Format: uuid */
            agentId: string;
            versionNumber: number;
            /**
             * @description An open draft or sealed (published)
             * @enum {string}
             */
            state: "draft" | "sealed";
            /** @description Whether this version's config is the live config */
            live: boolean;
            label: string | null;
            config: components["schemas"]["AgentConfig"];
            /** Format: uuid */
            createdBy: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            sealedAt: string | null;
        };
        ResourceVersionPagination: {
            limit: number;
            hasMore: boolean;
        };
        ResourceVersionPage: {
            data: components["schemas"]["ResourceVersion"][];
            pagination: components["schemas"]["ResourceVersionPagination"];
        };
        AgentVersionUpdate: {
            /** @description null clears it */
            label?: string | null;
            config?: components["schemas"]["AgentConfigFields"];
        };
        VersionDeleted: {
            /** @example true */
            deleted: boolean;
            /** @description Live versions left */
            remaining: number;
        };
        InboundAccepted: {
            /** @enum {string} */
            status: "accepted";
        };
        InboundEndpointCreate: {
            /** @example Payments provider */
            name: string;
            /**
             * @description Refuse deliveries without a valid X-Webhook-Signature (no fallback to the token)
             * @default false
             */
            requireSignature: boolean;
        };
        InboundEndpointCreated: {
            /** Format: uuid */
            endpointId: string;
            /** @description The receiver URL token; shown only here and after a rotation */
            token: string;
            /** @example https://api.example.com/webhooks/{endpointId}/{token} */
            receiverUrl: string;
            /**
             * @description HMAC key for X-Webhook-Signature, exactly as shown (prefix included); shown once
             * @example whsec_…
             */
            signingSecret: string;
            name: string;
            enabled: boolean;
            requireSignature: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        InboundEndpoint: {
            /** Format: uuid */
            endpointId: string;
            name: string;
            /** @description false: deliveries are refused with 410 WEBHOOK_DISABLED */
            enabled: boolean;
            requireSignature: boolean;
            /**
             * Format: date-time
             * @description While a signing secret rotation grace lasts: when the replaced secret stops being accepted; null otherwise
             */
            previousSigningSecretValidUntil: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        InboundTokenRotated: {
            /** Format: uuid */
            endpointId: string;
            /** @description The new token; the previous one stopped working at once */
            token: string;
            receiverUrl: string;
        };
        SecretRotation: {
            /**
             * Format: int32
             * @description How long the replaced secret keeps working (default 24); 0 retires it at once
             */
            graceHours?: number;
        };
        InboundSigningSecretRotated: {
            /** Format: uuid */
            endpointId: string;
            /**
             * @description The new HMAC key for X-Webhook-Signature (prefix included); shown only here
             * @example whsec_…
             */
            signingSecret: string;
            /**
             * Format: date-time
             * @description Until then a signature made with the replaced secret is accepted too; equal to the rotation time for graceHours 0
             */
            previousSigningSecretValidUntil: string;
        };
        InboundEndpointUpdate: {
            /** @description false: deliveries are refused with 410 WEBHOOK_DISABLED */
            enabled?: boolean;
            requireSignature?: boolean;
        };
        InboundDelivery: {
            /** Format: uuid */
            deliveryId: string;
            /**
             * @description What the sender was answered: accepted (200 {"status":"accepted"}, duplicates included) or refused (an error status; `reason` says why)
             * @enum {string}
             */
            status: "accepted" | "refused";
            /**
             * @description duplicate: an Idempotency-Key this endpoint had already accepted
             * @enum {string}
             */
            outcome: "accepted" | "duplicate" | "refused";
            /** @description The status the sender was answered with */
            httpStatus: number;
            /**
             * @description For refusals: token_mismatch, endpoint_disabled, unsupported_media_type, unsupported_charset, unsupported_content_encoding, payload_too_large, rate_limited, signature_missing, timestamp_missing, timestamp_invalid, timestamp_out_of_tolerance, signature_retired_scheme, signature_mismatch, invalid_json, json_not_storable, idempotency_key_invalid, request_aborted
             * @example signature_mismatch
             */
            reason: string | null;
            idempotencyKey: string | null;
            /** @description Bytes read; null when refused before the body was read */
            sizeBytes: number | null;
            signatureVerified: boolean;
            /** Format: date-time */
            receivedAt: string;
            /** Format: date-time */
            processedAt: string | null;
            /** @description The webhook.inbound.received event, once processed */
            eventId: string | null;
        };
        AmqpRouteInput: {
            /**
             * @description The exchange messages are published to. It must exist: a missing exchange is a failed attempt ("" is the default exchange)
             * @example platform-events
             */
            exchange: string;
            /**
             * @description `{type}` is replaced by the event type
             * @default {type}
             * @example platform.{type}
             */
            routingKey: string;
        };
        NatsRouteInput: {
            /**
             * @description The subject messages are published to; `{type}` is replaced by the event type. A JetStream stream must capture it (no stream is a failed attempt)
             * @default platform.{type}
             */
            subject: string;
        };
        /**
         * @description A subscription filter: only the events whose `data` matches are delivered (on top of `eventTypes`; a filtered-out event gets no delivery at all). Keys name a top-level field of the data as `data.<field>`; the value is a string, number, boolean or null (equality), an array of them (the field equals one of them), or an object of operators: `$in` (array), `$exists` (boolean; a field present with null exists), `$gt`, `$lt`, `$gte`, `$lte` (numbers, or ISO 8601 date-times with an offset for date-time fields, compared to the millisecond). Several keys must all match; a top-level `$or` holds filter objects of which one must match (no `$or` inside them). A field missing from an event's data matches only `$exists: false`. Checked when saved: each field must be in the data schema of at least one of the event types (GET /v1/webhooks/event-types) and each value or operator must suit its type (uuid values are compared in lower case); a problem is a 400 VALIDATION_ERROR naming its path (`filter.data.agentId`). Bounds: 10 keys an object, 10 `$or` branches, 50 values a list, 256 characters a string, 100 a key, 4096 for the whole filter as JSON. `webhook.test` is sent whatever the filter. Example: `{"data.agentId": ["3f1c2a9e-8b7d-4c6e-a5f4-0e1d2c3b4a59", "7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d"], "$or": [{"data.versionNumber": {"$gt": 1}}, {"data.live": {"$exists": false}}]}`
         * @example {
         *       "data.agentId": [
         *         "3f1c2a9e-8b7d-4c6e-a5f4-0e1d2c3b4a59"
         *       ],
         *       "$or": [
         *         {
         *           "data.versionNumber": {
         *             "$gt": 1
         *           }
         *         },
         *         {
         *           "data.live": {
         *             "$exists": false
         *           }
         *         }
         *       ]
         *     }
         */
        SubscriptionFilter: {
            /** @description The value of `$or` only: filter objects (without `$or`) of which one must match */
            $or?: components["schemas"]["SubscriptionFilterBranch"][];
        } & {
            [key: string]: components["schemas"]["SubscriptionFilterCondition"] | components["schemas"]["SubscriptionFilterBranch"][];
        };
        SubscriptionOrdering: {
            /**
             * @description `subscription`: all its events are one sequence. `data.<path>`: events with the same value there are one sequence (events without the field, or with null, form one more)
             * @example data.agentId
             */
            key: string;
        };
        SubscriptionCreate: {
            /**
             * Format: uri
             * @description The destination, by scheme: https:// or http:// (a signed POST), amqp:// or amqps:// (user:password@host[:port]/[vhost]; RabbitMQ, with `amqp`), nats:// or tls:// ([user:password@]host[:port]; NATS JetStream, with `nats`). Every address the host resolves to must be public (private, loopback, link-local, CGNAT and metadata addresses are refused). A password (or NATS token) is stored encrypted and shown as ***
             * @example https://hooks.example.com/platform
             */
            url: string;
            /** @description Required with an amqp:// or amqps:// url, refused with any other */
            amqp?: components["schemas"]["AmqpRouteInput"];
            /** @description Optional with a nats:// or tls:// url (default subject), refused with any other */
            nats?: components["schemas"]["NatsRouteInput"];
            /** @description Absent or null: every event type */
            eventTypes?: ("agent.created" | "agent.updated" | "agent.archived" | "agent.restored" | "agent.uninstalled" | "agent.version.created" | "agent.version.sealed" | "agent.version.deleted" | "agent.child.linked" | "agent.child.unlinked" | "agent.bulk.completed" | "notification.read" | "notification.unsubscribed" | "webhook.inbound.received" | "webhook.subscription.disabled" | "webhook.subscription.failing" | "webhook.subscription.recovered" | "webhook.test")[] | null;
            /** @description Absent or null: no filter */
            filter?: components["schemas"]["SubscriptionFilter"] | null;
            /**
             * Format: int32
             * @description Attempts per second this subscription receives at most, across every worker (retries included); absent or null: no limit
             * @example 50
             */
            maxDeliveriesPerSecond?: number | null;
            /** @description Default false. true: every attempt also carries the Standard Webhooks headers (standardwebhooks.com), so its libraries verify deliveries with the whsec_ secret as issued: webhook-id (the delivery id, like Idempotency-Key), webhook-timestamp (as X-Webhook-Timestamp) and webhook-signature (v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>"> keyed by the base64-decoded part after whsec_; during a rotation grace a second, space-separated v1 entry made with the replaced secret). Our own headers are sent all the same */
            standardWebhooks?: boolean;
            /** @description Default false. true: the URL must prove it wants these deliveries before it gets any. It is sent a signed `webhook.verification` event (our usual envelope and headers) whose `data.challenge` it answers 2xx with, as `{"challenge": "<value>"}` or the bare value (at most 1 KB). Until then `status` is `pending_verification`: events are kept (held deliveries), the challenge is retried on the usual schedule, POST …/verify sends a fresh one; the echo makes the subscription active and everything kept is delivered. HTTP destinations only (true is a 400 for a broker) */
            verify?: boolean;
            /** @description Absent or null: concurrent delivery. Ordered delivery per key: within one key a delivery’s first attempt waits until every earlier event of that key (in the order GET /v1/events lists them) has been delivered or has failed for good; a failing event holds only its own key, other keys flow in parallel. A manual retry or a recovery sends again in that order. Applies to events relayed after it is set */
            ordering?: components["schemas"]["SubscriptionOrdering"] | null;
        } | {
            url?: unknown;
        } | {
            url?: unknown;
        } | {
            url?: unknown;
        };
        AmqpRoute: {
            /** @example platform-events */
            exchange: string;
            /**
             * @description `{type}` is replaced by the event type
             * @example {type}
             */
            routingKey: string;
        };
        NatsRoute: {
            /**
             * @description `{type}` is replaced by the event type
             * @example platform.{type}
             */
            subject: string;
        };
        SubscriptionCircuit: {
            /**
             * @description open: attempts wait until openUntil (consecutive failures reached the threshold); half_open: the next attempt is a probe, and its success closes the breaker
             * @enum {string}
             */
            state: "closed" | "open" | "half_open";
            /** Format: date-time */
            openUntil: string | null;
            /** @description Failed attempts since the last success */
            consecutiveFailures: number;
        };
        SubscriptionVerification: {
            /**
             * @description Proof of ownership of the current URL. not_requested: never asked (`verify` not used, or the URL changed since its proof); pending: waiting for the echo of the challenge sent at `requestedAt`; verified: the URL echoed it at `verifiedAt`
             * @enum {string}
             */
            status: "not_requested" | "pending" | "verified";
            /**
             * Format: date-time
             * @description When the current challenge was sent (null: not_requested)
             */
            requestedAt: string | null;
            /** Format: date-time */
            verifiedAt: string | null;
        };
        SubscriptionCreated: {
            /** Format: uuid */
            subscriptionId: string;
            /** @description As given, but a password (or NATS token) is shown as *** */
            url: string;
            /** @description amqp(s) destinations: where messages are published; null for other destinations */
            amqp: components["schemas"]["AmqpRoute"] | null;
            /** @description nats/tls destinations: the subject messages are published to; null otherwise */
            nats: components["schemas"]["NatsRoute"] | null;
            /** @description null: every event type */
            eventTypes: ("agent.created" | "agent.updated" | "agent.archived" | "agent.restored" | "agent.uninstalled" | "agent.version.created" | "agent.version.sealed" | "agent.version.deleted" | "agent.child.linked" | "agent.child.unlinked" | "agent.bulk.completed" | "notification.read" | "notification.unsubscribed" | "webhook.inbound.received" | "webhook.subscription.disabled" | "webhook.subscription.failing" | "webhook.subscription.recovered" | "webhook.test")[] | null;
            /** @description As given at create or PATCH (null: none) */
            filter: components["schemas"]["SubscriptionFilter"] | null;
            enabled: boolean;
            /** @description true: every attempt also carries the Standard Webhooks headers (standardwebhooks.com), so its libraries verify deliveries with the whsec_ secret as issued: webhook-id (the delivery id, like Idempotency-Key), webhook-timestamp (as X-Webhook-Timestamp) and webhook-signature (v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>"> keyed by the base64-decoded part after whsec_; during a rotation grace a second, space-separated v1 entry made with the replaced secret). Our own headers are sent all the same */
            standardWebhooks: boolean;
            /**
             * Format: date-time
             * @description While a secret rotation grace lasts: when the replaced secret stops signing (X-Webhook-Signature-Previous); null otherwise
             */
            previousSecretValidUntil: string | null;
            /**
             * @description receiver_gone: the receiver answered 410; failing: 5 days of only failures
             * @enum {string|null}
             */
            disabledReason: "manual" | "receiver_gone" | "failing" | null;
            /** Format: date-time */
            disabledAt: string | null;
            /** @description Attempts per second at most, across every worker; null: no limit */
            maxDeliveriesPerSecond: number | null;
            /** @description The circuit breaker: it only delays attempts, never drops them */
            circuit: components["schemas"]["SubscriptionCircuit"];
            /**
             * @description What happens to events now. active: delivered; pending_verification: kept (held) while the URL has yet to echo its challenge, only the challenge is sent; disabled: kept until enabled (`enabled` false; a disabled subscription may also still need its proof, see `verification`)
             * @enum {string}
             */
            status: "active" | "pending_verification" | "disabled";
            verification: components["schemas"]["SubscriptionVerification"];
            /** @description null: concurrent delivery. Ordered delivery per key: within one key a delivery’s first attempt waits until every earlier event of that key (in the order GET /v1/events lists them) has been delivered or has failed for good; a failing event holds only its own key, other keys flow in parallel. A manual retry or a recovery sends again in that order. Applies to events relayed after it is set */
            ordering: components["schemas"]["SubscriptionOrdering"] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * @description HMAC key of X-Webhook-Signature, exactly as shown (prefix included); shown once
             * @example whsec_…
             */
            secret: string;
        };
        Subscription: {
            /** Format: uuid */
            subscriptionId: string;
            /** @description As given, but a password (or NATS token) is shown as *** */
            url: string;
            /** @description amqp(s) destinations: where messages are published; null for other destinations */
            amqp: components["schemas"]["AmqpRoute"] | null;
            /** @description nats/tls destinations: the subject messages are published to; null otherwise */
            nats: components["schemas"]["NatsRoute"] | null;
            /** @description null: every event type */
            eventTypes: ("agent.created" | "agent.updated" | "agent.archived" | "agent.restored" | "agent.uninstalled" | "agent.version.created" | "agent.version.sealed" | "agent.version.deleted" | "agent.child.linked" | "agent.child.unlinked" | "agent.bulk.completed" | "notification.read" | "notification.unsubscribed" | "webhook.inbound.received" | "webhook.subscription.disabled" | "webhook.subscription.failing" | "webhook.subscription.recovered" | "webhook.test")[] | null;
            /** @description As given at create or PATCH (null: none) */
            filter: components["schemas"]["SubscriptionFilter"] | null;
            enabled: boolean;
            /** @description true: every attempt also carries the Standard Webhooks headers (standardwebhooks.com), so its libraries verify deliveries with the whsec_ secret as issued: webhook-id (the delivery id, like Idempotency-Key), webhook-timestamp (as X-Webhook-Timestamp) and webhook-signature (v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>"> keyed by the base64-decoded part after whsec_; during a rotation grace a second, space-separated v1 entry made with the replaced secret). Our own headers are sent all the same */
            standardWebhooks: boolean;
            /**
             * Format: date-time
             * @description While a secret rotation grace lasts: when the replaced secret stops signing (X-Webhook-Signature-Previous); null otherwise
             */
            previousSecretValidUntil: string | null;
            /**
             * @description receiver_gone: the receiver answered 410; failing: 5 days of only failures
             * @enum {string|null}
             */
            disabledReason: "manual" | "receiver_gone" | "failing" | null;
            /** Format: date-time */
            disabledAt: string | null;
            /** @description Attempts per second at most, across every worker; null: no limit */
            maxDeliveriesPerSecond: number | null;
            /** @description The circuit breaker: it only delays attempts, never drops them */
            circuit: components["schemas"]["SubscriptionCircuit"];
            /**
             * @description What happens to events now. active: delivered; pending_verification: kept (held) while the URL has yet to echo its challenge, only the challenge is sent; disabled: kept until enabled (`enabled` false; a disabled subscription may also still need its proof, see `verification`)
             * @enum {string}
             */
            status: "active" | "pending_verification" | "disabled";
            verification: components["schemas"]["SubscriptionVerification"];
            /** @description null: concurrent delivery. Ordered delivery per key: within one key a delivery’s first attempt waits until every earlier event of that key (in the order GET /v1/events lists them) has been delivered or has failed for good; a failing event holds only its own key, other keys flow in parallel. A manual retry or a recovery sends again in that order. Applies to events relayed after it is set */
            ordering: components["schemas"]["SubscriptionOrdering"] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        SubscriptionUpdate: {
            /** @description true re-enables and replays every delivery kept while it was disabled */
            enabled?: boolean;
            /**
             * Format: uri
             * @description The destination, by scheme: https:// or http:// (a signed POST), amqp:// or amqps:// (user:password@host[:port]/[vhost]; RabbitMQ, with `amqp`), nats:// or tls:// ([user:password@]host[:port]; NATS JetStream, with `nats`). Every address the host resolves to must be public (private, loopback, link-local, CGNAT and metadata addresses are refused). A password (or NATS token) is stored encrypted and shown as ***. The url a view shows (password as ***) keeps the stored password
             */
            url?: string;
            /** @description Replaces the exchange and routing key; required when url becomes an amqp(s) URL, refused for other destinations */
            amqp?: components["schemas"]["AmqpRouteInput"];
            /** @description Replaces the subject; refused for destinations other than nats:// and tls:// */
            nats?: components["schemas"]["NatsRouteInput"];
            /** @description null: every event type */
            eventTypes?: ("agent.created" | "agent.updated" | "agent.archived" | "agent.restored" | "agent.uninstalled" | "agent.version.created" | "agent.version.sealed" | "agent.version.deleted" | "agent.child.linked" | "agent.child.unlinked" | "agent.bulk.completed" | "notification.read" | "notification.unsubscribed" | "webhook.inbound.received" | "webhook.subscription.disabled" | "webhook.subscription.failing" | "webhook.subscription.recovered" | "webhook.test")[] | null;
            /** @description Replaces the filter; null removes it. A change of eventTypes alone checks the stored filter against the new types */
            filter?: components["schemas"]["SubscriptionFilter"] | null;
            /**
             * Format: int32
             * @description Attempts per second this subscription receives at most, across every worker (retries included); null removes the limit
             * @example 50
             */
            maxDeliveriesPerSecond?: number | null;
            /** @description true: every attempt also carries the Standard Webhooks headers (standardwebhooks.com), so its libraries verify deliveries with the whsec_ secret as issued: webhook-id (the delivery id, like Idempotency-Key), webhook-timestamp (as X-Webhook-Timestamp) and webhook-signature (v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>"> keyed by the base64-decoded part after whsec_; during a rotation grace a second, space-separated v1 entry made with the replaced secret). Our own headers are sent all the same */
            standardWebhooks?: boolean;
            /** @description true: the URL must prove it wants these deliveries before it gets any. It is sent a signed `webhook.verification` event (our usual envelope and headers) whose `data.challenge` it answers 2xx with, as `{"challenge": "<value>"}` or the bare value (at most 1 KB). Until then `status` is `pending_verification`: events are kept (held deliveries), the challenge is retried on the usual schedule, POST …/verify sends a fresh one; the echo makes the subscription active and everything kept is delivered. With a new `url` the new URL is asked; without one the current URL is asked again (a fresh challenge; deliveries are held until it answers). false withdraws a pending request: the subscription becomes active and what was kept is delivered. Absent: a new `url` of a subscription still pending is asked in turn, and a new `url` of a verified one is simply used (the proof was for the old URL) */
            verify?: boolean;
            /** @description Ordered delivery per key: within one key a delivery’s first attempt waits until every earlier event of that key (in the order GET /v1/events lists them) has been delivered or has failed for good; a failing event holds only its own key, other keys flow in parallel. A manual retry or a recovery sends again in that order. Applies to events relayed after it is set. null: concurrent delivery again, and whatever waits for its key is sent at once */
            ordering?: components["schemas"]["SubscriptionOrdering"] | null;
        } | unknown | {
            url?: unknown;
        } | {
            url?: unknown;
        } | {
            url?: unknown;
        };
        SubscriptionSecretRotated: {
            /** Format: uuid */
            subscriptionId: string;
            /**
             * @description The new secret, shown only here: it signs X-Webhook-Signature from now on (its key exactly as shown, prefix included)
             * @example whsec_…
             */
            secret: string;
            /**
             * Format: date-time
             * @description Until then every attempt also carries X-Webhook-Signature-Previous made with the replaced secret (and a second v1 entry in webhook-signature); equal to the rotation time for graceHours 0
             */
            previousSecretValidUntil: string;
        };
        SubscriptionDeleted: {
            /** Format: uuid */
            subscriptionId: string;
            deleted: boolean;
        };
        DeliveryAttempt: {
            attemptNumber: number;
            /** @enum {string} */
            status: "succeeded" | "failed";
            /**
             * Format: uuid
             * @description The X-Correlation-Id sent with this attempt
             */
            correlationId: string;
            /** Format: date-time */
            startedAt: string;
            /** @description Milliseconds until the answer (or the failure) */
            latencyMs: number;
            responseStatus: number | null;
            /** @description The first 1024 bytes of the answer */
            responseBody: string | null;
            /**
             * @description Why there was no usable answer: a timeout, a refused destination, a redirect, an unechoed challenge, or a broker’s refusal (missing exchange, returned message, negative confirm, no stream, no confirmation in time); null on a success and on a 4xx or 5xx answer, which responseStatus and responseBody show
             * @example timeout after 10000 ms
             */
            failureReason: string | null;
            /**
             * @deprecated
             * @description The same value as `failureReason`; read that instead
             */
            error: string | null;
        };
        Delivery: {
            /**
             * Format: uuid
             * @description Also the Idempotency-Key of every attempt
             */
            deliveryId: string;
            /** @example evt_… */
            eventId: string;
            eventType: string;
            /**
             * @description held: kept while the subscription is disabled (replayed when it is enabled), its URL has yet to prove its ownership (replayed after the echo), or, with `ordering`, behind an earlier event of its key (`waitingFor`)
             * @enum {string}
             */
            status: "pending" | "held" | "succeeded" | "failed";
            /**
             * Format: uuid
             * @description With `ordering`, a held delivery’s predecessor in its key: the delivery sent just before it (follow the chain to the one being attempted); null otherwise, and while the key waits for every earlier event to be committed and relayed
             */
            waitingFor: string | null;
            attemptCount: number;
            /**
             * Format: date-time
             * @description When the next attempt of a pending delivery is due (null otherwise): the retry schedule with ±10 % jitter, no sooner than a Retry-After the receiver sent with a 429 or 503 (honoured up to the schedule’s next-but-one step), and later while the subscription is paused by such an answer, slowed to its receiver’s pace or its circuit breaker is open
             */
            nextAttemptAt: string | null;
            /** Format: date-time */
            createdAt: string;
            attempts: components["schemas"]["DeliveryAttempt"][];
        };
        DeliveryRetry: {
            /** Format: uuid */
            deliveryId: string;
            /** @enum {string} */
            status: "pending";
        };
        SubscriptionRecover: {
            /**
             * Format: date-time
             * @description Deliveries created at or after this instant: in the past, and at most RETENTION_FAILED_OUTBOUND_DAYS (90 by default) before `until`
             * @example 2026-11-24T00:00:00Z
             */
            since: string;
            /**
             * Format: date-time
             * @description Deliveries created before this instant; absent: now. Must be after `since`
             * @example 2026-11-25T00:00:00Z
             */
            until?: string;
        };
        SubscriptionRecovery: {
            /** Format: uuid */
            subscriptionId: string;
            /** @description Failed deliveries of the window queued again, each a new round */
            recovered: number;
            /** Format: date-time */
            since: string;
            /**
             * Format: date-time
             * @description The end of the window (now when absent)
             */
            until: string;
        };
        SubscriptionTestEvent: {
            /** Format: uuid */
            subscriptionId: string;
            /** @example evt_5f0c6a7d9e8b4c3a2f1e0d9c8b7a6f5e */
            eventId: string;
            /**
             * Format: uuid
             * @description Its one delivery; also its Idempotency-Key
             */
            deliveryId: string;
            /** @enum {string} */
            status: "pending";
        };
        SubscriptionStatsFailures: {
            /** @description Redirects (not followed) */
            "3xx": number;
            "4xx": number;
            "5xx": number;
            /** @description No usable answer: timeout, refused or reset connection, refused destination */
            network: number;
        };
        SubscriptionStatsLatency: {
            /** @description null: no attempt in the window */
            p50: number | null;
            p95: number | null;
        };
        SubscriptionStatsWindow: {
            attempts: number;
            /** @description Attempts answered 2xx */
            successes: number;
            /** @description Failed attempts by class */
            failures: components["schemas"]["SubscriptionStatsFailures"];
            /** @description Milliseconds per attempt, to the answer or the failure (failures included) */
            latencyMs: components["schemas"]["SubscriptionStatsLatency"];
            /** Format: date-time */
            lastSuccessAt: string | null;
            /** Format: date-time */
            lastFailureAt: string | null;
        };
        SubscriptionStats: {
            /** Format: uuid */
            subscriptionId: string;
            /** @description Attempts started in the last hour */
            lastHour: components["schemas"]["SubscriptionStatsWindow"];
            /** @description Attempts started in the last 24 hours */
            lastDay: components["schemas"]["SubscriptionStatsWindow"];
        };
        AgentCreatedEventData: {
            /** Format: uuid */
            agentId: string;
            name: string;
            /**
             * @example custom
             * @enum {string}
             */
            source: "custom" | "marketplace" | "system" | "clone";
            /**
             * Format: uuid
             * @description Null for a system agent
             */
            installedBy: string | null;
            /** Format: uuid */
            clonedFromAgentId: string | null;
        };
        AgentUpdatedEventData: {
            /** Format: uuid */
            agentId: string;
            /** @description The fields that changed */
            changes: string[];
            /** @description Present (true) when a bulk runtime switch made it */
            bulk?: boolean;
            /** @description With `bulk`: the version sealed before the switch */
            snapshotVersionNumber?: number;
        };
        AgentRefEventData: {
            /** Format: uuid */
            agentId: string;
        };
        AgentVersionCreatedEventData: {
            /** Format: uuid */
            agentId: string;
            versionNumber: number;
            /** @enum {string} */
            state: "draft" | "sealed";
        };
        AgentVersionSealedEventData: {
            /** Format: uuid */
            agentId: string;
            versionNumber: number;
            /** @description On an agent’s first version: whether it is live */
            live?: boolean;
            /** @description On a seal request: true when it was already sealed */
            reapplied?: boolean;
        };
        AgentVersionDeletedEventData: {
            /** Format: uuid */
            agentId: string;
            versionNumber: number;
        };
        AgentChildEventData: {
            /** Format: uuid */
            parentAgentId: string;
            /** Format: uuid */
            childAgentId: string;
            /**
             * @description Only when an uninstall cut it
             * @enum {string}
             */
            reason?: "agent_uninstalled";
        };
        AgentBulkBlockedEventItem: {
            /** Format: uuid */
            agentId: string;
            reason: string;
        };
        AgentBulkCompletedEventData: {
            /** @enum {string} */
            action: "switch_model";
            /** @description The runtime tuple switched to: provider, model and any set options */
            target: {
                [key: string]: unknown;
            };
            affected: number;
            switchedAgentIds: string[];
            blocked: components["schemas"]["AgentBulkBlockedEventItem"][];
        };
        NotificationReadEventData: {
            /** Format: uuid */
            notificationId: string;
            /** Format: uuid */
            userId: string;
            category: string;
            /** Format: date-time */
            readAt: string;
            /** @enum {string} */
            via: "open" | "pixel";
        };
        NotificationCategoryUnsubscribedEventData: {
            /**
             * Format: uuid
             * @description The member who used their unsubscribe link
             */
            userId: string;
            /** @enum {string} */
            scope: "category" | "all";
            /** @description The category of the mail the link came in */
            category: string;
            /** @description Every category the member has now suppressed */
            suppressedCategories: string[];
        };
        NotificationUnsubscribedEventData: {
            /** @enum {string} */
            scope: "address";
            /** @enum {string} */
            source: "launch-unsubscribe";
            /** @description SHA-256 (hex) of the link token; the address never leaves */
            linkTokenSha256: string;
        };
        WebhookInboundReceivedEventData: {
            /** Format: uuid */
            endpointId: string;
            /** Format: uuid */
            deliveryId: string;
            idempotencyKey: string | null;
            /** Format: date-time */
            receivedAt: string;
            /** @description The JSON body the sender posted: any JSON value */
            payload: (Record<string, never> | null) | unknown[] | string | number | boolean;
        };
        WebhookSubscriptionDisabledEventData: {
            /** Format: uuid */
            subscriptionId: string;
            url: string;
            /** @enum {string} */
            reason: "receiver_gone" | "failing";
            /** Format: date-time */
            disabledAt: string;
        };
        WebhookSubscriptionFailingEventData: {
            /** Format: uuid */
            subscriptionId: string;
            url: string;
            /**
             * Format: date-time
             * @description The first failed attempt after the last success
             */
            failingSince: string;
            /**
             * Format: date-time
             * @description When the last failed attempt started
             */
            lastAttemptAt: string;
            /**
             * Format: int32
             * @description The HTTP status the receiver answered that attempt with; null when there was no answer (timeout, refused connection, refused destination)
             * @example 503
             */
            lastStatus: number | null;
        };
        WebhookSubscriptionRecoveredEventData: {
            /** Format: uuid */
            subscriptionId: string;
            url: string;
            /**
             * Format: date-time
             * @description When the failure streak that ended began
             */
            failingSince: string;
            /**
             * Format: date-time
             * @description When the first success was recorded
             */
            recoveredAt: string;
        };
        WebhookTestEventData: {
            /**
             * Format: uuid
             * @description The one subscription the test was sent to
             */
            subscriptionId: string;
            /**
             * Format: uuid
             * @description The user whose token or session asked for it
             */
            requestedBy: string;
        };
        WebhookVerificationEventData: {
            /**
             * Format: uuid
             * @description The subscription whose URL is asked to prove it
             */
            subscriptionId: string;
            /** @description Fresh random value (32 bytes, base64url): answer 2xx with `{"challenge": "<value>"}` or the bare value as the body */
            challenge: string;
        };
        EventType: {
            /** @example agent.created */
            type: string;
            description: string;
            /** @description The JSON schema of the event’s `data` (also in components as `<Type>EventData`) */
            schema: {
                [key: string]: unknown;
            };
            /** @description An example delivery envelope */
            example: components["schemas"]["Event"];
        };
        EventTypeList: {
            data: components["schemas"]["EventType"][];
        };
        SubscriptionVerificationRequest: {
            /** Format: uuid */
            subscriptionId: string;
            /**
             * @description The `webhook.verification` event sent (GET /v1/events/{eventId} shows it)
             * @example evt_5f0c6a7d9e8b4c3a2f1e0d9c8b7a6f5e
             */
            eventId: string;
            /**
             * Format: uuid
             * @description Its one delivery; also its Idempotency-Key
             */
            deliveryId: string;
            /**
             * @description The delivery: due now
             * @enum {string}
             */
            status: "pending";
            /**
             * Format: date-time
             * @description As `verification.requestedAt` now reads
             */
            requestedAt: string;
        };
        PortalLinkCreate: {
            /** @description The subscriptions the portal shows, each one of the team’s (another team’s is 404, as a missing one). Absent: every subscription the team has now; subscriptions made later are not added to a link */
            subscriptionIds?: string[];
            /** @description Default false. true: the portal shows everything and changes nothing (its writes are refused with 403) */
            readOnly?: boolean;
            /**
             * Format: int32
             * @description How long the link works (default 3600)
             */
            expiresInSeconds?: number;
        };
        PortalLinkCreated: {
            /** Format: uuid */
            portalLinkId: string;
            /**
             * Format: date-time
             * @description The link stops working then
             */
            expiresAt: string;
            /** @description true: the portal shows everything and changes nothing */
            readOnly: boolean;
            /** @description The subscriptions the portal shows (those deleted since are left out of its list) */
            subscriptionIds: string[];
            /**
             * @description `{PUBLIC_BASE_URL}/portal#<token>`: the token is in the fragment, which browsers never send, and the page moves it to memory at once. Shown only here; only this spelling works
             * @example https://api.example.com/portal#whp_…
             */
            url: string;
        };
        PortalLink: {
            /** Format: uuid */
            portalLinkId: string;
            /**
             * Format: date-time
             * @description The link stops working then
             */
            expiresAt: string;
            /** @description true: the portal shows everything and changes nothing */
            readOnly: boolean;
            /** @description The subscriptions the portal shows (those deleted since are left out of its list) */
            subscriptionIds: string[];
        };
        PortalSubscriptionUpdate: {
            /** @description true re-enables and replays every delivery kept while it was disabled */
            enabled?: boolean;
            /** @description null: every event type */
            eventTypes?: ("agent.created" | "agent.updated" | "agent.archived" | "agent.restored" | "agent.uninstalled" | "agent.version.created" | "agent.version.sealed" | "agent.version.deleted" | "agent.child.linked" | "agent.child.unlinked" | "agent.bulk.completed" | "notification.read" | "notification.unsubscribed" | "webhook.inbound.received" | "webhook.subscription.disabled" | "webhook.subscription.failing" | "webhook.subscription.recovered" | "webhook.test")[] | null;
            /** @description Replaces the filter; null removes it. A change of eventTypes alone checks the stored filter against the new types */
            filter?: components["schemas"]["SubscriptionFilter"] | null;
        };
        DeliveryWithPayload: {
            /**
             * Format: uuid
             * @description Also the Idempotency-Key of every attempt
             */
            deliveryId: string;
            /** @example evt_… */
            eventId: string;
            eventType: string;
            /**
             * @description held: kept while the subscription is disabled (replayed when it is enabled), its URL has yet to prove its ownership (replayed after the echo), or, with `ordering`, behind an earlier event of its key (`waitingFor`)
             * @enum {string}
             */
            status: "pending" | "held" | "succeeded" | "failed";
            /**
             * Format: uuid
             * @description With `ordering`, a held delivery’s predecessor in its key: the delivery sent just before it (follow the chain to the one being attempted); null otherwise, and while the key waits for every earlier event to be committed and relayed
             */
            waitingFor: string | null;
            attemptCount: number;
            /**
             * Format: date-time
             * @description When the next attempt of a pending delivery is due (null otherwise): the retry schedule with ±10 % jitter, no sooner than a Retry-After the receiver sent with a 429 or 503 (honoured up to the schedule’s next-but-one step), and later while the subscription is paused by such an answer, slowed to its receiver’s pace or its circuit breaker is open
             */
            nextAttemptAt: string | null;
            /** Format: date-time */
            createdAt: string;
            attempts: components["schemas"]["DeliveryAttempt"][];
            /** @description The body every attempt of this delivery sends (null once its event is pruned) */
            payload: components["schemas"]["Event"] | null;
        };
        MediaUpload: {
            /**
             * Format: binary
             * @description The file; one part named `file`
             */
            file: string;
        };
        MediaUploaded: {
            /** Format: uuid */
            mediaId: string;
            /** @example report.pdf */
            fileName: string;
            /**
             * @description Decided from the bytes and the name
             * @example application/pdf
             */
            mimeType: string;
            /** @enum {string} */
            fileKind: "image" | "video" | "audio" | "pdf" | "text" | "markdown" | "archive" | "document" | "spreadsheet" | "presentation" | "other";
            /**
             * @description Size in bytes
             * @example 52817
             */
            fileSize: number;
        };
        ShareRevoked: {
            /** Format: uuid */
            shareId: string;
            /** @example true */
            revoked: boolean;
        };
        MediaDeleted: {
            /** Format: uuid */
            mediaId: string;
            /** @example true */
            deleted: boolean;
        };
        MediaShareCreate: {
            /**
             * @description `download` also allows /download
             * @enum {string}
             */
            accessLevel: "view" | "download";
            /**
             * Format: date-time
             * @description An instant in the future; absent: the share never expires
             */
            expiresAt?: string;
        };
        ShareCreated: {
            /** Format: uuid */
            shareId: string;
            /** @description The share token: the credential of the public link */
            token: string;
            /** @description Absolute public URL of the share, on PUBLIC_BASE_URL */
            url: string;
        };
        MediaMeta: {
            /** @example report.pdf */
            fileName: string;
            /** @example application/pdf */
            mimeType: string;
            /** @enum {string} */
            fileKind: "image" | "video" | "audio" | "pdf" | "text" | "markdown" | "archive" | "document" | "spreadsheet" | "presentation" | "other";
            /** @example 52817 */
            fileSize: number;
            /** @enum {string} */
            accessLevel: "view" | "download";
        };
        FileContent: {
            fileName: string;
            mimeType: string;
            /** @enum {string} */
            fileKind: "image" | "video" | "audio" | "pdf" | "text" | "markdown" | "archive" | "document" | "spreadsheet" | "presentation" | "other";
            /**
             * @description `text`: editable text in `text`; `markdown`: the source in `text` and sanitised HTML in `html`; `none`: not a text format
             * @enum {string}
             */
            format: "text" | "markdown" | "none";
            /** @description The text, UTF-8 decoded */
            text: string | null;
            /** @description Backend-rendered, sanitised HTML */
            html: string | null;
            /** @description True when only the first 1 MiB of the file is included */
            truncated: boolean;
            /**
             * @description Shares never allow editing
             * @example true
             */
            readOnly: boolean;
        };
        ArchiveEntry: {
            /**
             * @description Last segment of the safe path
             * @example report.pdf
             */
            name: string;
            /**
             * @description Safe relative path ("/" separated)
             * @example docs/report.pdf
             */
            path: string;
            /** @enum {string} */
            type: "file" | "directory" | "symlink";
            /** @description Uncompressed size as the directory claims it */
            size?: number;
            compressedSize?: number;
            /** Format: date-time */
            modifiedAt?: string;
            encrypted?: boolean;
            /** @description The name exactly as stored, when it differs from `path` (unsafe names) */
            rawName?: string;
            /**
             * @description Findings: absolute_path, parent_traversal, overlapping_data, data_out_of_bounds, duplicate_path, path_too_deep
             * @example []
             */
            issues: string[];
            children?: components["schemas"]["ArchiveEntry"][];
        };
        ArchiveListing: {
            /** @example zip */
            format: string;
            /** @description Entries in the central directory */
            entryCount: number;
            /** @description Sum of the uncompressed sizes the directory claims */
            totalUncompressedSize: number;
            /** @description True when entries were left out because the listing reached its size limit (4 Mi characters of names and paths) */
            truncated: boolean;
            /** @description Archive-wide findings: unsafe_paths, symlinks, overlapping_entries (zip bomb), encrypted_entries, extreme_compression_ratio, duplicate_paths, deep_paths, listing_truncated */
            warnings: string[];
            /** @description Top-level entries; directories nest */
            entries: components["schemas"]["ArchiveEntry"][];
        };
        PreviewDescriptor: {
            available: boolean;
            /** @enum {string} */
            reason?: "not_convertible" | "convert_failed";
            /**
             * @description Type of the preview
             * @example application/pdf
             */
            mimeType?: string;
            /** @enum {string} */
            source?: "original" | "converted";
            /** @description Absolute URL of the original, for previewable files */
            url?: string;
            /** @description The converted PDF, base64, for office documents */
            data?: string;
        };
        KnowledgeEntryCreate: {
            title: string;
            /** @description Markdown or plain text (the JSON body is capped at 1 MB) */
            content: string;
            /**
             * @default text/markdown
             * @enum {string}
             */
            contentType: "text/markdown" | "text/plain";
        };
        KnowledgeEntry: {
            /** Format: uuid */
            entryId: string;
            title: string;
            /** @enum {string} */
            contentType: "text/markdown" | "text/plain";
            content: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        KnowledgeShareCreate: {
            /**
             * Format: date-time
             * @description An instant in the future; absent: the share never expires
             */
            expiresAt?: string;
        };
        SharedKnowledge: {
            title: string;
            /** @enum {string} */
            contentType: "text/markdown" | "text/plain";
            /** @description The entry as written */
            content: string;
            /** @description Sanitised HTML rendered from markdown; null for plain text */
            html: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        VisualPageCreate: {
            /** @example Quarterly results */
            title: string & unknown;
            /**
             * @description A full HTML document or a fragment; at most 524288 bytes of UTF-8. Served as it is at publish time, with a robots meta tag added to its head.
             * @example <h1>Quarterly results</h1><p>Revenue grew.</p>
             */
            html: string;
        };
        VisualPage: {
            /** Format: uuid */
            pageId: string;
            /** @description The draft title */
            title: string;
            /** @description True before the first publish and whenever the draft differs from the published version */
            hasUnpublishedChanges: boolean;
            /** @description Number of the version the public URL serves; null until the first publish */
            publishedVersion: number | null;
            /** Format: date-time */
            publishedAt: string | null;
            /**
             * Format: uri
             * @description Absolute public URL; null until the first publish
             */
            url: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description Last change to the draft or a publish
             */
            updatedAt: string;
            /** @description The draft html; the public URL changes only at the next publish */
            html: string;
        };
        VisualPageSummary: {
            /** Format: uuid */
            pageId: string;
            /** @description The draft title */
            title: string;
            /** @description True before the first publish and whenever the draft differs from the published version */
            hasUnpublishedChanges: boolean;
            /** @description Number of the version the public URL serves; null until the first publish */
            publishedVersion: number | null;
            /** Format: date-time */
            publishedAt: string | null;
            /**
             * Format: uri
             * @description Absolute public URL; null until the first publish
             */
            url: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description Last change to the draft or a publish
             */
            updatedAt: string;
        };
        VisualPageUpdate: {
            title?: string & unknown;
            /** @description The new draft html; at most 524288 bytes of UTF-8 */
            html?: string;
        };
        VisualPagePublished: {
            /** Format: uuid */
            pageId: string;
            /** @description The new version: 1, 2, 3, … per page */
            publishedVersion: number;
            /**
             * Format: uri
             * @description Absolute public URL of the page
             */
            url: string;
            /** Format: date-time */
            publishedAt: string;
        };
        VisualPageDeleted: {
            /** Format: uuid */
            pageId: string;
            /** @enum {boolean} */
            deleted: true;
        };
        NotificationCreate: {
            /**
             * Format: uuid
             * @description A member of the caller’s team
             */
            userId: string;
            /**
             * @description Lower-case name; `all` is reserved
             * @example billing
             */
            category: string;
            title: string;
            body?: string;
            /**
             * Format: uri
             * @description http(s) URL on a host of NOTIFICATION_ALLOWED_HOSTS; the open link redirects here
             */
            resourceUrl: string;
        };
        NotificationMailHeaders: {
            /** @example <https://api.example.com/public/unsubscribe?token=svc_unsub_…> */
            "List-Unsubscribe": string;
            /** @example List-Unsubscribe=One-Click */
            "List-Unsubscribe-Post": string;
        };
        NotificationCreated: {
            /** Format: uuid */
            notificationId: string;
            /** @description Marks the notification read and redirects to resourceUrl */
            openUrl: string;
            /** @description 1x1 GIF that marks the notification read */
            pixelUrl: string;
            /** @description One-click unsubscribe (POST) for this category */
            unsubscribeUrl: string;
            /** @description Unsubscribe state (GET); browsers go to the landing page */
            manageUrl: string;
            headers: components["schemas"]["NotificationMailHeaders"];
        };
        OneClickUnsubscribe: {
            /**
             * @description Always true
             * @enum {boolean}
             */
            ok: true;
            /** @enum {string} */
            scope: "category" | "all";
            /**
             * @description The category the link was minted for
             * @example billing
             */
            category: string;
            /**
             * @description Everything suppressed for this member after the write, read back from the store; `all` means every category
             * @example [
             *       "billing"
             *     ]
             */
            suppressedCategories: string[];
            /** @description True when this request changed nothing (a replay) */
            alreadySuppressed: boolean;
        };
        UnsubscribeState: {
            /** @example billing */
            category: string;
            /** @description False once this category is suppressed */
            categoryEnabled: boolean;
            /** @description True once the `all` escalation was applied */
            allSuppressed: boolean;
            /** @description The authenticated preferences screen */
            preferencesUrl: string;
        };
        LaunchUnsubscribe: {
            /** @enum {boolean} */
            suppressed: true;
        };
        UnsubscribeTokenRevocationCreate: {
            /**
             * @description The `svc_unsub_` token to revoke
             * @example svc_unsub_…
             */
            token: string;
        };
        UnsubscribeTokenRevoked: {
            /** @enum {boolean} */
            revoked: true;
        };
        LaunchUnsubscribeLinkCreate: {
            /** Format: email */
            email: string;
            /**
             * Format: date-time
             * @description In the future and at most 180 days ahead; defaults to 180 days
             */
            expiresAt?: string;
        };
        LaunchUnsubscribeLink: {
            /**
             * @description The signed link token
             * @example svc_lunsub_…
             */
            token: string;
            /** @description The public one-click URL carrying the token */
            url: string;
        };
        /** @description Conditions that must all match, keyed `data.<field>` */
        SubscriptionFilterBranch: {
            [key: string]: components["schemas"]["SubscriptionFilterCondition"];
        };
        /** @description A value (equality), a list of values (membership) or an object of operators */
        SubscriptionFilterCondition: ((string | null) | number | boolean) | ((string | null) | number | boolean)[] | components["schemas"]["SubscriptionFilterOperators"];
        /** @description Operators on one field; several must all hold */
        SubscriptionFilterOperators: {
            /** @description The field equals one of these */
            $in?: ((string | null) | number | boolean)[];
            /** @description Whether the field is present (present with null counts) */
            $exists?: boolean;
            /** @description A number, or an ISO 8601 date-time with an offset for a date-time field */
            $gt?: number | string;
            /** @description A number, or an ISO 8601 date-time with an offset for a date-time field */
            $lt?: number | string;
            /** @description A number, or an ISO 8601 date-time with an offset for a date-time field */
            $gte?: number | string;
            /** @description A number, or an ISO 8601 date-time with an offset for a date-time field */
            $lte?: number | string;
        };
    };
    responses: never;
    parameters: {
        /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
        "If-None-Match": string;
    };
    requestBodies: never;
    headers: {
        /** @description Requests the budget allows a window (per token, share, link or receiver) */
        "RateLimit-Limit": number;
        /** @description Requests left in the current window */
        "RateLimit-Remaining": number;
        /** @description Seconds until the window starts again */
        "RateLimit-Reset": number;
        /** @description Seconds to wait before trying again (at least 1) */
        "Retry-After": number;
        /** @description Strong tag of this answer: a digest of its media type, content coding and bytes, so it changes with anything the caller could read in it. On one resource and on the first page of a collection (no `offset` past 0, no `cursor`). */
        ETag: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Jwks_jwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys?: {
                            /** @example RSA */
                            kty?: string;
                            kid?: string;
                            /** @example RS256 */
                            alg?: string;
                            /** @example sig */
                            use?: string;
                            n?: string;
                            e?: string;
                        }[];
                    };
                };
            };
            /** @description Server fault: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INTERNAL_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    Events_list: {
        parameters: {
            query?: {
                /** @description Page size; values above 100 are clamped */
                limit?: number;
                /** @description Opaque cursor from the previous page; absent or empty starts at the beginning */
                cursor?: string;
                /** @description Event types to list; repeat the parameter for several (`type=agent.created&type=webhook.*`). A `<prefix>.*` entry matches every type under that prefix. Absent: every type the token may read */
                type?: ("agent.created" | "agent.updated" | "agent.archived" | "agent.restored" | "agent.uninstalled" | "agent.version.created" | "agent.version.sealed" | "agent.version.deleted" | "agent.child.linked" | "agent.child.unlinked" | "agent.bulk.completed" | "notification.read" | "notification.unsubscribed" | "webhook.inbound.received" | "webhook.subscription.disabled" | "webhook.subscription.failing" | "webhook.subscription.recovered" | "webhook.test" | "webhook.verification" | "agent.*" | "agent.version.*" | "agent.child.*" | "agent.bulk.*" | "notification.*" | "webhook.*" | "webhook.inbound.*" | "webhook.subscription.*")[];
                /** @description Events created at or after this instant */
                createdAfter?: string;
                /** @description Events created before this instant; after `createdAfter` when both are given */
                createdBefore?: string;
                /** @description `desc` (default): newest first, for browsing. `asc`: oldest first, for reconciliation: the last page still carries a cursor, so a client can resume from it later and get exactly what was written since. A cursor works only with the order it was issued for */
                order?: "desc" | "asc";
            };
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cursor page */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"][];
                        pagination: {
                            hasMore: boolean;
                            /** @description Opaque; null or absent on the last page */
                            cursor?: string | null;
                            /** @example next */
                            direction: string;
                            limit: number;
                            /** @description Present only when the count over the same filter is known. A collection counts at most 1000 matching items: past that, total is absent (unknown, never zero), and hasMore is the loop condition. */
                            total?: number;
                        };
                    };
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    Events_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: EVENT_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "EVENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentsCollection_list: {
        parameters: {
            query?: {
                /** @description Page size; values above 100 are clamped */
                limit?: number;
                /** @description Number of items to skip */
                offset?: number;
                /** @description Absent lists active and archived */
                status?: "active" | "archived";
                source?: "custom" | "marketplace" | "system" | "clone";
                /** @description Runtime provider */
                provider?: string;
                /** @description Runtime model */
                model?: string;
                /** @description `me` or a user id */
                installedBy?: string;
                /** @description Case-insensitive part of the name */
                q?: string;
            };
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Offset page */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AgentListItem"][];
                        pagination: {
                            /** @description Present only when the count over the same filter is known. A collection counts at most 1000 matching items: past that, total is absent (unknown, never zero), and hasMore is the loop condition. */
                            total?: number;
                            limit: number;
                            offset: number;
                            hasMore: boolean;
                        };
                    };
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentsCollection_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentsCollection_teamGraph: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every node of the team on one page */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AgentGraphNode"][];
                        pagination: {
                            /** @description Present only when the count over the same filter is known. A collection counts at most 1000 matching items: past that, total is absent (unknown, never zero), and hasMore is the loop condition. */
                            total?: number;
                            limit: number;
                            offset: number;
                            hasMore: boolean;
                        };
                    };
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentsCollection_models: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModelCatalog"];
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentsBulk_count: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkCountInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkCount"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentsBulk_apply: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkApply"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR, BULK_CONFIRMATION_REQUIRED, BULK_CONFIRM_TOKEN_INVALID */
            400: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR" | "BULK_CONFIRMATION_REQUIRED" | "BULK_CONFIRM_TOKEN_INVALID";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: BULK_SELECTION_CHANGED, BULK_CONFIRMATION_EXPIRED, IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "BULK_SELECTION_CHANGED" | "BULK_CONFIRMATION_EXPIRED" | "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    Agent_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    Agent_uninstall: {
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
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentUninstalled"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED, AGENT_MANAGE_FORBIDDEN, SYSTEM_AGENT_PROTECTED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED" | "AGENT_MANAGE_FORBIDDEN" | "SYSTEM_AGENT_PROTECTED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    Agent_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AgentUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED, AGENT_MANAGE_FORBIDDEN */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED" | "AGENT_MANAGE_FORBIDDEN";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    Agent_archive: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND */
            404: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    Agent_restore: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND */
            404: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    Agent_clone: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AgentClone"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND */
            404: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Server fault: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INTERNAL_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentSettings_getAccess: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentAccess"];
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentSettings_updateAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AgentAccessUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentAccess"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentSettings_updateTreeAccess: {
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
                "application/json": components["schemas"]["AgentTreeAccessUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentTreeAccess"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED, TREE_ACCESS_INSTALLER_ONLY */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED" | "TREE_ACCESS_INSTALLER_ONLY";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentSettings_getToolOverrides: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ToolAccessOverrides"];
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentSettings_updateToolOverrides: {
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
                "application/json": components["schemas"]["ToolAccessOverridesUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ToolAccessOverrides"];
                };
            };
            /** @description Invalid request: TOOL_ACCESS_OVERRIDE_INVALID, VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "TOOL_ACCESS_OVERRIDE_INVALID" | "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentSettings_getFavorite: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentFavorite"];
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentSettings_addFavorite: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentFavorite"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND */
            404: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentSettings_removeFavorite: {
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
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentFavorite"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentInsights_contextBudget: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContextBudget"];
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentInsights_onboardingProgress: {
        parameters: {
            query?: {
                /** @description The selected team; defaults to the token's team and must be that team */
                teamId?: string;
            };
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardingProgressEnvelope"];
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: TEAM_NOT_SELECTED, VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "TEAM_NOT_SELECTED" | "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentInsights_onboardings: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardingManifestEnvelope"];
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentInsights_skills: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SkillsManifestEnvelope"];
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED, AGENT_ACCESS_DENIED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED" | "AGENT_ACCESS_DENIED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentInsights_summary: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentSummaryEnvelope"];
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED, AGENT_ACCESS_DENIED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED" | "AGENT_ACCESS_DENIED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentChildren_list: {
        parameters: {
            query?: {
                /** @description Page size; values above 100 are clamped */
                limit?: number;
                /** @description Number of items to skip */
                offset?: number;
            };
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Offset page */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AgentChild"][];
                        pagination: {
                            /** @description Present only when the count over the same filter is known. A collection counts at most 1000 matching items: past that, total is absent (unknown, never zero), and hasMore is the loop condition. */
                            total?: number;
                            limit: number;
                            offset: number;
                            hasMore: boolean;
                        };
                    };
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentChildren_link: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentChildLink"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentEdge"];
                };
            };
            /** @description Invalid request: AGENT_DAG_SELF_EDGE, AGENT_DAG_CYCLE, AGENT_DAG_DEPTH_EXCEEDED, VALIDATION_ERROR */
            400: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_DAG_SELF_EDGE" | "AGENT_DAG_CYCLE" | "AGENT_DAG_DEPTH_EXCEEDED" | "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_DAG_PARENT_NOT_FOUND */
            404: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_DAG_PARENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentChildren_unlink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                childId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentEdge"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_DAG_PARENT_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_DAG_PARENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentVersions_list: {
        parameters: {
            query?: {
                /** @description Page size; values above 100 are clamped */
                limit?: number;
            };
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceVersionPage"];
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Server fault: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INTERNAL_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentVersions_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AgentVersionCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceVersion"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR, VERSION_LIMIT_EXCEEDED */
            400: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR" | "VERSION_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND */
            404: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentVersions_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                id: string;
                /** @description A positive integer */
                versionNumber: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceVersion"];
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND, VERSION_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND" | "VERSION_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentVersions_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                /** @description A positive integer */
                versionNumber: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionDeleted"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND, VERSION_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND" | "VERSION_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: VERSION_LAST_REMAINING */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VERSION_LAST_REMAINING";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentVersions_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                /** @description A positive integer */
                versionNumber: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AgentVersionUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceVersion"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND, VERSION_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND" | "VERSION_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: VERSION_SEALED */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VERSION_SEALED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    AgentVersions_seal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                /** @description A positive integer */
                versionNumber: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceVersion"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED, AGENT_MANAGE_FORBIDDEN */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED" | "AGENT_MANAGE_FORBIDDEN";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: AGENT_NOT_FOUND, VERSION_NOT_FOUND */
            404: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "AGENT_NOT_FOUND" | "VERSION_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    InboundReceiver_receive: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key already accepted by this endpoint is answered 200 and not processed again */
                "Idempotency-Key"?: string;
                /** @description Unix seconds */
                "X-Webhook-Timestamp"?: string;
                /** @description sha256= + lowercase hex HMAC-SHA256 of "<timestamp>.<raw body>" */
                "X-Webhook-Signature"?: string;
            };
            path: {
                /** @description The inbound endpoint id */
                endpointId: string;
                /** @description The receiver URL token (the credential) */
                token: string;
            };
            cookie?: never;
        };
        /** @description Any JSON document of at most 1 MB */
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboundAccepted"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: WEBHOOK_UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Gone: WEBHOOK_DISABLED */
            410: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_DISABLED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Server fault: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INTERNAL_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    InboundEndpoints_list: {
        parameters: {
            query?: {
                /** @description Page size; values above 100 are clamped */
                limit?: number;
                /** @description Number of items to skip */
                offset?: number;
            };
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Offset page */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboundEndpoint"][];
                        pagination: {
                            /** @description Present only when the count over the same filter is known. A collection counts at most 1000 matching items: past that, total is absent (unknown, never zero), and hasMore is the loop condition. */
                            total?: number;
                            limit: number;
                            offset: number;
                            hasMore: boolean;
                        };
                    };
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    InboundEndpoints_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InboundEndpointCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboundEndpointCreated"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    InboundEndpoints_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboundEndpoint"];
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: WEBHOOK_ENDPOINT_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_ENDPOINT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    InboundEndpoints_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["InboundEndpointUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboundEndpoint"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: WEBHOOK_ENDPOINT_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_ENDPOINT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    InboundEndpoints_rotateToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboundTokenRotated"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: WEBHOOK_ENDPOINT_NOT_FOUND */
            404: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_ENDPOINT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    InboundEndpoints_rotateSigningSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SecretRotation"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboundSigningSecretRotated"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: WEBHOOK_ENDPOINT_NOT_FOUND */
            404: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_ENDPOINT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    InboundEndpoints_deliveries: {
        parameters: {
            query?: {
                /** @description Page size; values above 100 are clamped */
                limit?: number;
                /** @description Opaque cursor from the previous page; absent or empty starts at the beginning */
                cursor?: string;
            };
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cursor page */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboundDelivery"][];
                        pagination: {
                            hasMore: boolean;
                            /** @description Opaque; null or absent on the last page */
                            cursor?: string | null;
                            /** @example next */
                            direction: string;
                            limit: number;
                            /** @description Present only when the count over the same filter is known. A collection counts at most 1000 matching items: past that, total is absent (unknown, never zero), and hasMore is the loop condition. */
                            total?: number;
                        };
                    };
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: WEBHOOK_ENDPOINT_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_ENDPOINT_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    Subscriptions_list: {
        parameters: {
            query?: {
                /** @description Page size; values above 100 are clamped */
                limit?: number;
                /** @description Number of items to skip */
                offset?: number;
            };
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Offset page */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Subscription"][];
                        pagination: {
                            /** @description Present only when the count over the same filter is known. A collection counts at most 1000 matching items: past that, total is absent (unknown, never zero), and hasMore is the loop condition. */
                            total?: number;
                            limit: number;
                            offset: number;
                            hasMore: boolean;
                        };
                    };
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    Subscriptions_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionCreated"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    Subscriptions_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: WEBHOOK_SUBSCRIPTION_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    Subscriptions_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionDeleted"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: WEBHOOK_SUBSCRIPTION_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    Subscriptions_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SubscriptionUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: WEBHOOK_SUBSCRIPTION_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    Subscriptions_rotateSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SecretRotation"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionSecretRotated"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: WEBHOOK_SUBSCRIPTION_NOT_FOUND */
            404: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    Subscriptions_listDeliveries: {
        parameters: {
            query?: {
                /** @description Page size; values above 100 are clamped */
                limit?: number;
                /** @description Opaque cursor from the previous page; absent or empty starts at the beginning */
                cursor?: string;
            };
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cursor page */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Delivery"][];
                        pagination: {
                            hasMore: boolean;
                            /** @description Opaque; null or absent on the last page */
                            cursor?: string | null;
                            /** @example next */
                            direction: string;
                            limit: number;
                            /** @description Present only when the count over the same filter is known. A collection counts at most 1000 matching items: past that, total is absent (unknown, never zero), and hasMore is the loop condition. */
                            total?: number;
                        };
                    };
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: WEBHOOK_SUBSCRIPTION_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    Subscriptions_retry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path: {
                subscriptionId: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryRetry"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: WEBHOOK_SUBSCRIPTION_NOT_FOUND, WEBHOOK_DELIVERY_NOT_FOUND */
            404: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_NOT_FOUND" | "WEBHOOK_DELIVERY_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: WEBHOOK_SUBSCRIPTION_DISABLED, WEBHOOK_SUBSCRIPTION_PENDING_VERIFICATION, IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_DISABLED" | "WEBHOOK_SUBSCRIPTION_PENDING_VERIFICATION" | "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    SubscriptionRecovery_recover: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionRecover"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionRecovery"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: WEBHOOK_SUBSCRIPTION_NOT_FOUND */
            404: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: WEBHOOK_SUBSCRIPTION_DISABLED, WEBHOOK_SUBSCRIPTION_PENDING_VERIFICATION, IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_DISABLED" | "WEBHOOK_SUBSCRIPTION_PENDING_VERIFICATION" | "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    SubscriptionRecovery_sendTest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionTestEvent"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: WEBHOOK_SUBSCRIPTION_NOT_FOUND */
            404: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: WEBHOOK_SUBSCRIPTION_DISABLED, WEBHOOK_SUBSCRIPTION_PENDING_VERIFICATION, IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_DISABLED" | "WEBHOOK_SUBSCRIPTION_PENDING_VERIFICATION" | "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    SubscriptionStats_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionStats"];
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: WEBHOOK_SUBSCRIPTION_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    EventTypes_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTypeList"];
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    SubscriptionVerification_sendChallenge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionVerificationRequest"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: WEBHOOK_SUBSCRIPTION_NOT_FOUND */
            404: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: WEBHOOK_SUBSCRIPTION_DISABLED, WEBHOOK_VERIFICATION_NOT_PENDING, IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_DISABLED" | "WEBHOOK_VERIFICATION_NOT_PENDING" | "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PortalLinks_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PortalLinkCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalLinkCreated"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: WEBHOOK_SUBSCRIPTION_NOT_FOUND */
            404: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PortalLinks_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                portalLinkId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked: its next request is refused */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: PORTAL_LINK_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PORTAL_LINK_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PortalSubscriptions_link: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalLink"];
                };
            };
            /** @description Not authenticated: PORTAL_LINK_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PORTAL_LINK_INVALID";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PortalSubscriptions_listEventTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTypeList"];
                };
            };
            /** @description Not authenticated: PORTAL_LINK_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PORTAL_LINK_INVALID";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PortalSubscriptions_list: {
        parameters: {
            query?: {
                /** @description Page size; values above 100 are clamped */
                limit?: number;
                /** @description Number of items to skip */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Offset page */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Subscription"][];
                        pagination: {
                            /** @description Present only when the count over the same filter is known. A collection counts at most 1000 matching items: past that, total is absent (unknown, never zero), and hasMore is the loop condition. */
                            total?: number;
                            limit: number;
                            offset: number;
                            hasMore: boolean;
                        };
                    };
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: PORTAL_LINK_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PORTAL_LINK_INVALID";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PortalSubscriptions_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            /** @description Not authenticated: PORTAL_LINK_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PORTAL_LINK_INVALID";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: WEBHOOK_SUBSCRIPTION_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PortalSubscriptions_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PortalSubscriptionUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: PORTAL_LINK_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PORTAL_LINK_INVALID";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: PORTAL_LINK_READ_ONLY */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PORTAL_LINK_READ_ONLY";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: WEBHOOK_SUBSCRIPTION_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PortalSubscriptions_rotateSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SecretRotation"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionSecretRotated"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: PORTAL_LINK_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PORTAL_LINK_INVALID";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: PORTAL_LINK_READ_ONLY */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PORTAL_LINK_READ_ONLY";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: WEBHOOK_SUBSCRIPTION_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PortalSubscriptions_stats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionStats"];
                };
            };
            /** @description Not authenticated: PORTAL_LINK_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PORTAL_LINK_INVALID";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: WEBHOOK_SUBSCRIPTION_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PortalDeliveries_list: {
        parameters: {
            query?: {
                /** @description Page size; values above 100 are clamped */
                limit?: number;
                /** @description Opaque cursor from the previous page; absent or empty starts at the beginning */
                cursor?: string;
            };
            header?: never;
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cursor page */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeliveryWithPayload"][];
                        pagination: {
                            hasMore: boolean;
                            /** @description Opaque; null or absent on the last page */
                            cursor?: string | null;
                            /** @example next */
                            direction: string;
                            limit: number;
                            /** @description Present only when the count over the same filter is known. A collection counts at most 1000 matching items: past that, total is absent (unknown, never zero), and hasMore is the loop condition. */
                            total?: number;
                        };
                    };
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: PORTAL_LINK_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PORTAL_LINK_INVALID";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: WEBHOOK_SUBSCRIPTION_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PortalDeliveries_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscriptionId: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryRetry"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: PORTAL_LINK_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PORTAL_LINK_INVALID";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: PORTAL_LINK_READ_ONLY */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PORTAL_LINK_READ_ONLY";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: WEBHOOK_SUBSCRIPTION_NOT_FOUND, WEBHOOK_DELIVERY_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_NOT_FOUND" | "WEBHOOK_DELIVERY_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: WEBHOOK_SUBSCRIPTION_DISABLED, WEBHOOK_SUBSCRIPTION_PENDING_VERIFICATION */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_DISABLED" | "WEBHOOK_SUBSCRIPTION_PENDING_VERIFICATION";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PortalDeliveries_recover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionRecover"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionRecovery"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: PORTAL_LINK_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PORTAL_LINK_INVALID";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: PORTAL_LINK_READ_ONLY */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PORTAL_LINK_READ_ONLY";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: WEBHOOK_SUBSCRIPTION_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: WEBHOOK_SUBSCRIPTION_DISABLED, WEBHOOK_SUBSCRIPTION_PENDING_VERIFICATION */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_DISABLED" | "WEBHOOK_SUBSCRIPTION_PENDING_VERIFICATION";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PortalDeliveries_sendTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionTestEvent"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: PORTAL_LINK_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PORTAL_LINK_INVALID";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: PORTAL_LINK_READ_ONLY */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PORTAL_LINK_READ_ONLY";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: WEBHOOK_SUBSCRIPTION_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: WEBHOOK_SUBSCRIPTION_DISABLED, WEBHOOK_SUBSCRIPTION_PENDING_VERIFICATION */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "WEBHOOK_SUBSCRIPTION_DISABLED" | "WEBHOOK_SUBSCRIPTION_PENDING_VERIFICATION";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    Media_upload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["MediaUpload"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaUploaded"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    Media_revokeShare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shareId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareRevoked"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: MEDIA_SHARE_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "MEDIA_SHARE_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    Media_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                mediaId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaDeleted"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: MEDIA_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "MEDIA_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    Media_createShare: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path: {
                mediaId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MediaShareCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareCreated"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: MEDIA_NOT_FOUND */
            404: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "MEDIA_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PublicMedia_raw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The share token */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file bytes with the file Content-Type */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description One byte range of the file */
            206: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description Not authenticated: SHARE_TOKEN_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SHARE_TOKEN_INVALID";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: SHARE_REVOKED, SHARE_EXPIRED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SHARE_REVOKED" | "SHARE_EXPIRED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: MEDIA_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "MEDIA_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: RANGE_NOT_SATISFIABLE */
            416: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RANGE_NOT_SATISFIABLE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Server fault: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INTERNAL_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PublicMedia_download: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The share token */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file bytes, Content-Disposition attachment */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description One byte range of the file */
            206: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description Not authenticated: SHARE_TOKEN_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SHARE_TOKEN_INVALID";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: SHARE_REVOKED, SHARE_EXPIRED, SHARE_DOWNLOAD_FORBIDDEN */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SHARE_REVOKED" | "SHARE_EXPIRED" | "SHARE_DOWNLOAD_FORBIDDEN";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: MEDIA_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "MEDIA_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: RANGE_NOT_SATISFIABLE */
            416: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RANGE_NOT_SATISFIABLE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Server fault: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INTERNAL_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PublicMedia_meta: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The share token */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaMeta"];
                };
            };
            /** @description Not authenticated: SHARE_TOKEN_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SHARE_TOKEN_INVALID";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: SHARE_REVOKED, SHARE_EXPIRED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SHARE_REVOKED" | "SHARE_EXPIRED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: MEDIA_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "MEDIA_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Server fault: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INTERNAL_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PublicMedia_content: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The share token */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileContent"];
                };
            };
            /** @description Not authenticated: SHARE_TOKEN_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SHARE_TOKEN_INVALID";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: SHARE_REVOKED, SHARE_EXPIRED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SHARE_REVOKED" | "SHARE_EXPIRED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: MEDIA_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "MEDIA_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Server fault: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INTERNAL_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PublicMedia_listArchive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The share token */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchiveListing"];
                };
            };
            /** @description Not authenticated: SHARE_TOKEN_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SHARE_TOKEN_INVALID";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: SHARE_REVOKED, SHARE_EXPIRED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SHARE_REVOKED" | "SHARE_EXPIRED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: MEDIA_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "MEDIA_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: ARCHIVE_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "ARCHIVE_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: ARCHIVE_NOT_ZIP, ARCHIVE_UNREADABLE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "ARCHIVE_NOT_ZIP" | "ARCHIVE_UNREADABLE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Server fault: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INTERNAL_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PublicMedia_preview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The share token */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviewDescriptor"];
                };
            };
            /** @description Not authenticated: SHARE_TOKEN_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SHARE_TOKEN_INVALID";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: SHARE_REVOKED, SHARE_EXPIRED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SHARE_REVOKED" | "SHARE_EXPIRED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: MEDIA_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "MEDIA_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Server fault: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INTERNAL_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: PREVIEW_UNAVAILABLE, SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PREVIEW_UNAVAILABLE" | "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    Knowledge_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KnowledgeEntryCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeEntry"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    Knowledge_revokeShare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shareId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareRevoked"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: KNOWLEDGE_SHARE_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "KNOWLEDGE_SHARE_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    Knowledge_createShare: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path: {
                entryId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["KnowledgeShareCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareCreated"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: KNOWLEDGE_ENTRY_NOT_FOUND */
            404: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "KNOWLEDGE_ENTRY_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PublicKnowledge_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The share token */
                shareToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedKnowledge"];
                };
            };
            /** @description Not found: KNOWLEDGE_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "KNOWLEDGE_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Server fault: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INTERNAL_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    VisualPages_list: {
        parameters: {
            query?: {
                /** @description Page size; values above 100 are clamped */
                limit?: number;
                /** @description Number of items to skip */
                offset?: number;
            };
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Offset page */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VisualPageSummary"][];
                        pagination: {
                            /** @description Present only when the count over the same filter is known. A collection counts at most 1000 matching items: past that, total is absent (unknown, never zero), and hasMore is the loop condition. */
                            total?: number;
                            limit: number;
                            offset: number;
                            hasMore: boolean;
                        };
                    };
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    VisualPages_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VisualPageCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisualPage"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    VisualPages_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the current tag the answer is 304 with no body, which does not count against the caller's rate budget. Only one resource or the first page of a collection is compared. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                pageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisualPage"];
                };
            };
            /** @description Not modified: If-None-Match names the current ETag. No body; not counted against the caller's rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: VISUAL_PAGE_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VISUAL_PAGE_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    VisualPages_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisualPageDeleted"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: VISUAL_PAGE_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VISUAL_PAGE_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    VisualPages_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pageId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["VisualPageUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisualPage"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: VISUAL_PAGE_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VISUAL_PAGE_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    VisualPages_publish: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path: {
                pageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisualPagePublished"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: VISUAL_PAGE_NOT_FOUND */
            404: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VISUAL_PAGE_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PublicVisualPages_render: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                teamId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The published document */
            200: {
                headers: {
                    "X-Robots-Tag"?: string;
                    "Content-Security-Policy"?: string;
                    "X-Content-Type-Options"?: string;
                    ETag?: string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Not modified since the ETag in If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not found: VISUAL_PAGE_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VISUAL_PAGE_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Server fault: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INTERNAL_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    Notifications_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationCreated"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: USER_NOT_FOUND */
            404: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "USER_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PublicNotifications_open: {
        parameters: {
            query: {
                /** @description The link's token */
                token: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the notification’s resourceUrl */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not found: NOTIFICATION_NOT_FOUND */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "NOTIFICATION_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Gone: NOTIFICATION_LINK_EXPIRED */
            410: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "NOTIFICATION_LINK_EXPIRED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Server fault: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INTERNAL_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PublicNotifications_pixel: {
        parameters: {
            query?: {
                /** @description The link token; absent or bad, the answer is the GIF all the same */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 1x1 GIF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/gif": unknown;
                };
            };
            /** @description Server fault: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INTERNAL_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PublicUnsubscribe_unsubscribe: {
        parameters: {
            query: {
                /** @description The link's token */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description `all` suppresses every category; `category` (or none) the link's own
                     * @enum {string}
                     */
                    scope?: "category" | "all";
                };
                "application/x-www-form-urlencoded": {
                    /**
                     * @description RFC 8058: suppresses the link's category
                     * @enum {string}
                     */
                    "List-Unsubscribe"?: "One-Click";
                };
                "multipart/form-data": {
                    /**
                     * @description RFC 8058: suppresses the link's category
                     * @enum {string}
                     */
                    "List-Unsubscribe"?: "One-Click";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneClickUnsubscribe"];
                };
            };
            /** @description Invalid request: UNSUBSCRIBE_TOKEN_INVALID, VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUBSCRIBE_TOKEN_INVALID" | "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Gone: UNSUBSCRIBE_TOKEN_INVALID, UNSUBSCRIBE_TOKEN_REVOKED */
            410: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUBSCRIBE_TOKEN_INVALID" | "UNSUBSCRIBE_TOKEN_REVOKED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Server fault: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INTERNAL_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PublicUnsubscribe_manage: {
        parameters: {
            query: {
                /** @description The link's token */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsubscribeState"];
                };
            };
            /** @description Browser: redirect to the landing page, token carried over */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: UNSUBSCRIBE_TOKEN_INVALID */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUBSCRIBE_TOKEN_INVALID";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Gone: UNSUBSCRIBE_TOKEN_INVALID, UNSUBSCRIBE_TOKEN_REVOKED */
            410: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUBSCRIBE_TOKEN_INVALID" | "UNSUBSCRIBE_TOKEN_REVOKED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Server fault: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INTERNAL_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    PublicUnsubscribe_launchUnsubscribe: {
        parameters: {
            query: {
                /** @description The link's token */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LaunchUnsubscribe"];
                };
            };
            /** @description Invalid request: LAUNCH_UNSUBSCRIBE_TOKEN_INVALID, LAUNCH_UNSUBSCRIBE_TOKEN_MALFORMED */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "LAUNCH_UNSUBSCRIBE_TOKEN_INVALID" | "LAUNCH_UNSUBSCRIBE_TOKEN_MALFORMED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Gone: LAUNCH_UNSUBSCRIBE_TOKEN_EXPIRED */
            410: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "LAUNCH_UNSUBSCRIBE_TOKEN_EXPIRED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Server fault: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INTERNAL_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: LAUNCH_UNSUBSCRIBE_KEY_UNAVAILABLE, SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "LAUNCH_UNSUBSCRIBE_KEY_UNAVAILABLE" | "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    UnsubscribeLinks_revoke: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnsubscribeTokenRevocationCreate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsubscribeTokenRevoked"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR, UNSUBSCRIBE_TOKEN_INVALID */
            400: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR" | "UNSUBSCRIBE_TOKEN_INVALID";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not found: UNSUBSCRIBE_TOKEN_NOT_FOUND */
            404: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUBSCRIBE_TOKEN_NOT_FOUND";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    UnsubscribeLinks_createLaunchLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first request with the key runs and its answer is stored with its writes; the same key, method, path and body within 24 h gets that answer again (with `Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the credential's owner. Not stored (a retry runs afresh): 400 `VALIDATION_ERROR`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with another code is the operation's refusal and is stored. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LaunchUnsubscribeLinkCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LaunchUnsubscribeLink"];
                };
            };
            /** @description Invalid request: VALIDATION_ERROR */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "VALIDATION_ERROR";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNAUTHORIZED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: INSUFFICIENT_SCOPE, IP_NOT_ALLOWED */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "INSUFFICIENT_SCOPE" | "IP_NOT_ALLOWED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_IN_USE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Error: IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description Present on a stored answer given again for a request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "IDEMPOTENCY_KEY_REUSED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "RATE_LIMIT_EXCEEDED";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable; retryable: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
}
