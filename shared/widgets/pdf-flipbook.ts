// Default built-in data of the `pdf_flipbook` widget type (ARCHITECTURE §3.1a): plain data, no zod, so the
// frame's widget chunk can import it. The zod schema for validating owner edits lives beside it.
export const pdfFlipbookDefaults = {} as Record<string, unknown>;
