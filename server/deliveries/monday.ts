// monday.com (GraphQL API v2, with the sign-in's token; monday's tokens do not expire): each form
// submission and chat contact becomes an item on the board "{form or chat name} (Tessera)" of the
// account, made private on the first one and found by name after (so renaming it starts a new one),
// named after the person, with the answers as its first update. GraphQL errors come back with status
// 200, so they are read from the answer; values go in as variables, never into the query text.
import { DeliveryError } from './delivery-error';
import type { Service } from './sender';
import { answers, contactOf, type Submission } from './submission';
import { callVendor } from './vendor-call';

const LABEL = 'monday.com';
const API_VERSION = '2024-10';

type Gql = (query: string, variables?: Record<string, unknown>) => Promise<Record<string, unknown>>;

function client(fields: Record<string, string>, baseUrl: string): Gql {
  const token = fields.accessToken;
  if (!token) throw new DeliveryError('Connect monday.com again from the editor: this connection has no sign-in.');
  return async (query, variables = {}) => {
    const body = await callVendor(LABEL, baseUrl, '/v2', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: token, 'api-version': API_VERSION },
      body: JSON.stringify({ query, variables }),
    });
    let j: { data?: Record<string, unknown>; errors?: { message?: string }[]; error_message?: string };
    try {
      j = JSON.parse(body);
    } catch {
      throw new DeliveryError('monday.com did not answer with JSON.', true);
    }
    const problem = j.errors?.[0]?.message ?? j.error_message;
    if (problem || !j.data) throw new DeliveryError(`monday.com refused it: ${String(problem ?? 'no data').slice(0, 300)}`);
    return j.data;
  };
}

const boardName = (s: Submission) => `${(s.source || 'Form').slice(0, 200)} (Tessera)`;
const escapeHtml = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function boardFor(gql: Gql, name: string): Promise<string> {
  const found = (await gql('query { boards(limit: 500) { id name } }')).boards as { id: string; name: string }[] | undefined;
  const mine = found?.find((b) => b.name === name);
  if (mine) return mine.id;
  const made = (await gql('mutation ($name: String!) { create_board(board_name: $name, board_kind: private) { id } }', { name })).create_board as { id?: string } | undefined;
  if (!made?.id) throw new DeliveryError('monday.com made no board for the submissions.');
  return made.id;
}

const check: Service['check'] = async ({ fields, baseUrls }) => {
  const me = (await client(fields, baseUrls.monday)('query { me { name account { name } } }')).me as { account?: { name?: string } } | undefined;
  return `Connected: submissions go to a board of the monday.com account "${me?.account?.name ?? 'of this sign-in'}", one per form or chat.`;
};

const send: Service['send'] = async ({ submission, fields, baseUrls }) => {
  const gql = client(fields, baseUrls.monday);
  const board = await boardFor(gql, boardName(submission));
  // Named after the person whatever the consent boxes say: an item records who wrote, it is no mailing list.
  const person = contactOf({ ...submission, fields: submission.fields.filter((f) => f.type !== 'consent') });
  const name = [person?.firstName, person?.lastName].filter(Boolean).join(' ') || person?.email || submission.title;
  const item = (await gql('mutation ($board: ID!, $name: String!) { create_item(board_id: $board, item_name: $name) { id } }', { board, name: name.slice(0, 255) })).create_item as { id?: string } | undefined;
  if (!item?.id) throw new DeliveryError('monday.com made no item for the submission.');
  const lines = [...answers(submission).map((a) => `<b>${escapeHtml(a.label)}:</b> ${escapeHtml(a.value)}`), ...(submission.pageUrl ? [`Sent from ${escapeHtml(submission.pageUrl)}`] : [])];
  await gql('mutation ($item: ID!, $body: String!) { create_update(item_id: $item, body: $body) { id } }', { item: item.id, body: lines.join('<br>') });
  return 'sent';
};

export const monday: Service = { send, check };
