// Default built-in data of the `notification_bar` widget type (ARCHITECTURE §3.1a): plain data, no zod, so the
// frame's widget chunk can import it. The zod schema for validating owner edits lives beside it.
export const notificationBarDefaults = {} as Record<string, unknown>;
