// The tracker's hook on a reviewed conversation: "Report a bug" opens the create screen with the chat linked,
// the reports filed from it are listed, and a user without the tracker's scopes sees nothing of it.
import { bugEndpoints } from '@backoffice/contract/modules/bug-report';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../../test/render';
import { ReportBugAction } from './report-bug-action';

const filed = [
  {
    id: 4,
    title: 'Transcript cuts the last line',
    status: { id: 1, name: 'Open', color: null, closing: false },
    createdAt: '2026-11-20T10:00:00.000Z',
  },
];

describe('Report a bug from a conversation', () => {
  it('links the create screen with the chat, and lists the reports filed from it', async () => {
    signInAs(['bug-report:bugs:read', 'bug-report:bugs:create']);
    const { sent } = renderScreen(<ReportBugAction kind="chat" id={12} />, {
      path: '/qc-v2/chats/archive/12',
      handlers: [[bugEndpoints.conversationReports, () => filed]],
    });
    expect(await screen.findByRole('link', { name: /#4 Transcript cuts the last line · Open/ })).toHaveAttribute(
      'href',
      '/bug-feature/bug-reports/4',
    );
    expect(screen.getByRole('link', { name: 'Report a bug' })).toHaveAttribute(
      'href',
      '/bug-feature/bug-reports/create?chat=12',
    );
    const query = sent.find((s) => s.endpoint === bugEndpoints.conversationReports.name)!.request.query;
    expect([query.get('kind'), query.get('id')]).toEqual(['chat', '12']);
  });

  it('shows nothing, and asks nothing, without the tracker’s scopes', async () => {
    signInAs(['qa:chat:read']);
    const { sent, container } = renderScreen(<ReportBugAction kind="ticket" id={7} />, { path: '/qc-v2/tickets/7' });
    expect(container.textContent).toBe('');
    expect(sent).toHaveLength(0);
  });
});
