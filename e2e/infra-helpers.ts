// Setting the stage for the browser tests through the server's API, as the admin: a department, a role
// with just the scopes under test, a user of both, DNS access for the department, chats to review.
import { randomBytes } from 'node:crypto';
import type { RunningServer } from './harness.js';

export interface ApiClient {
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

export async function adminClient(server: RunningServer): Promise<ApiClient> {
  const response = await fetch(`${server.url}/api/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user: server.adminUsername, password: server.adminPassword }),
  });
  if (!response.ok) throw new Error(`Admin sign-in failed: ${response.status} ${await response.text()}`);
  const { jwt } = (await response.json()) as { jwt: string };
  return {
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const reply = await fetch(`${server.url}/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${jwt}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await reply.text();
      if (!reply.ok) throw new Error(`${method} ${path} → ${reply.status} ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    },
  };
}

/**
 * Sends chats or tickets as the chat or ticket system does (`POST /integrations/chats`, `…/tickets`), with a new
 * integration key; their ids.
 */
export async function sendConversations(
  api: ApiClient,
  server: RunningServer,
  kind: 'chats' | 'tickets',
  conversations: unknown[],
): Promise<{ id: number }[]> {
  const { key } = await api.call<{ key: string }>('POST', '/integration-keys', {
    name: kind === 'chats' ? 'Chat system' : 'Ticket system',
  });
  const sent = await fetch(`${server.url}/api/integrations/${kind}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ [kind]: conversations }),
  });
  if (sent.status !== 200) throw new Error(`Sending ${kind} failed: ${sent.status} ${await sent.text()}`);
  return ((await sent.json()) as { ids: { id: number }[] }).ids;
}

/** Sends chats as the chat system does (`sendConversations`). */
export const sendChats = (api: ApiClient, server: RunningServer, chats: unknown[]) =>
  sendConversations(api, server, 'chats', chats);

/** A chat as the chat system sends it: the customer's words and the agent's answer. */
export const supportChat = (externalId: string, startedAt: string, customer: string, text: string) => ({
  externalId,
  department: 'Support',
  customer: { name: customer, email: null },
  startedAt,
  messages: [
    { author: customer, authorKind: 'customer', text, sentAt: startedAt },
    { author: 'Agent', authorKind: 'agent', text: 'Let me check that for you.', sentAt: startedAt },
  ],
});

export interface StaffUser {
  username: string;
  password: string;
  departmentId: number;
  userId: number;
}

/** A new department, a role in it holding `scopes`, and a user with that role. */
export async function createStaffUser(
  api: ApiClient,
  { prefix, scopes }: { prefix: string; scopes: string[] },
): Promise<StaffUser> {
  const tag = `${prefix}-${randomBytes(3).toString('hex')}`;
  const department = await api.call<{ id: number }>('POST', '/auth/departments', { name: `${tag} department` });
  const role = await api.call<{ id: number }>('POST', '/auth/roles', {
    name: `${tag} role`,
    departmentId: department.id,
    scopes,
  });
  const password = `Pw-${randomBytes(12).toString('base64url')}`;
  const user = await api.call<{ id: number }>('POST', '/auth/users', {
    username: tag,
    email: `${tag}@example.com`,
    name: `${prefix[0]!.toUpperCase()}${prefix.slice(1)} Tester`,
    password,
    roleId: role.id,
    departmentId: department.id,
  });
  return { username: tag, password, departmentId: department.id, userId: user.id };
}

export async function grantDnsAccess(api: ApiClient, departmentId: number): Promise<void> {
  await api.call('POST', '/dns/departments', { id: departmentId });
}
