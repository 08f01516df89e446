// An AI chat's own instructions (PUT /ai/api/instructions/{id}): one limit and one message for the
// server's check and the builder's. Plain data: the editor chunk imports it without zod.
export const MAX_AI_INSTRUCTIONS = 4000;
export const INSTRUCTIONS_TOO_LONG = `Instructions can be at most ${MAX_AI_INSTRUCTIONS.toLocaleString('en-US')} characters.`;
