// Default built-in data of the `form` widget type (ARCHITECTURE §3.1a): plain data, no zod, so the
// frame's widget chunk can import it. The zod schema for validating owner edits lives beside it.
export const formDefaults = {} as Record<string, unknown>;
