import { describe, expect, it } from 'vitest';
import * as E from '../../../shared/rules/errors';

// One row per SPEC §8 line that carries text, with the exact text.
const ROWS: [situation: string, actual: string, expected: string][] = [
  ['No response when requesting the PayPal sign-up url', E.CANNOT_CREATE_URL, 'Cannot create url.'],
  ['No widget id, gallery id or default data', E.PLUGIN_ID_NOT_DEFINED, 'Plugin ID is not defined'],
  ['Widget fetch failure with an id present', E.COULD_NOT_LOAD_PLUGIN, 'Could not load plugin.'],
  ['Website analysis fails', E.COULD_NOT_LOAD_WEBSITE_ANALYSIS, 'Could not load website analysis.'],
  ['Monthly count fails', E.COULD_NOT_LOAD_MONTHLY_MESSAGES, 'Could not load monthly AI messages.'],
  ['Stream connection fails', E.FAILED_TO_CONNECT_AI_STREAM, 'Failed to connect to AI stream'],
  ['Stream fails mid-way', E.STREAMING_ERROR, 'An error occurred during streaming'],
  ['Stream chat fails', E.FAILED_TO_STREAM_CHAT, 'Failed to stream chat'],
  ['Any non-OK response in the base request helper (503)', E.responseCodeMessage(503), 'Response code: 503'],
  ['Google Drive integration selected', E.GOOGLE_DRIVE_UNAVAILABLE,
    'The Google Drive integration is temporarily unavailable. Meanwhile, please use the CSV integration to connect your spreadsheets.'],
  ['Viewer before the framework is ready (SPEC §2)', E.LOADING_TEXT, 'Loading...'],
];

describe('SPEC §8 error catalogue', () => {
  it.each(ROWS)('%s: "%s"', (_situation, actual, expected) => expect(actual).toBe(expected));
  it('TesseraError carries a stable code beside the message', () => {
    const e = new E.TesseraError(E.ERROR_CODES.COULD_NOT_LOAD_PLUGIN, E.COULD_NOT_LOAD_PLUGIN);
    expect([e.code, e.message, e instanceof Error]).toEqual(['PLUGIN_LOAD_FAILED', 'Could not load plugin.', true]);
  });
});
