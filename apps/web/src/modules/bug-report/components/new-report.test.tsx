// Filing a report: likely duplicates are shown while the title is typed (before anything is filed), dropped
// files are listed and go up in the multipart form with the `data` part, and the new report opens.
import { bugEndpoints, type FileConfig } from '@backoffice/contract/modules/bug-report';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../../test/render';
import { fullReport, settingsHandlers } from '../testing/fixtures';
import { NewReport } from './new-report';

const PATH = '/bug-feature/bug-reports/create';
const config: FileConfig = {
  kinds: ['images'],
  types: ['image/png'],
  accept: 'image/png',
  label: 'a PNG image',
  maxBytes: 1024,
  maxFiles: 3,
};

/** The upload goes through XMLHttpRequest (for its progress): this one keeps what was sent and answers 201. */
class FakeXhr {
  static sent: { method: string; url: string; body: FormData }[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  status = 0;
  statusText = '';
  responseText = '';
  responseType = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = '';
  private url = '';
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send(body: FormData) {
    FakeXhr.sent.push({ method: this.method, url: this.url, body });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
      this.status = 201;
      this.responseText = JSON.stringify(fullReport(42));
      this.onload?.();
    }, 10);
  }
}

const realXhr = globalThis.XMLHttpRequest;
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
  FakeXhr.sent = [];
});

const handlers = () => [
  ...settingsHandlers(),
  [bugEndpoints.getFileConfig, () => config] as const,
  [
    bugEndpoints.similarReports,
    ({ query }: { query: URLSearchParams }) =>
      (query.get('title') ?? '').includes('export')
        ? [
            {
              id: 7,
              title: 'CSV export loses a row',
              status: { id: 2, name: 'Open', color: null, closing: false },
              similarity: 0.62,
            },
          ]
        : [],
  ] as const,
];

describe('filing a bug report', () => {
  it('shows likely duplicates while the title is typed, before anything is filed', async () => {
    signInAs(['bug-report:bugs:read', 'bug-report:bugs:create']);
    const { user, sent } = renderScreen(<NewReport kind="bug" />, { path: PATH, handlers: handlers() });
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'The export drops rows');
    expect(await screen.findByText('Looks like these may be the same:')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /CSV export loses a row/ });
    expect(link).toHaveAttribute('href', '/bug-feature/bug-reports/7');
    expect(link).toHaveAttribute('target', '_blank');
    // Asked once typing settled, not for every key.
    const asked = sent.filter((s) => s.endpoint === bugEndpoints.similarReports.name);
    expect(asked.length).toBeLessThanOrEqual(2);
    expect(sent.some((s) => s.endpoint === bugEndpoints.createReport.name)).toBe(false);
  });

  it('lists dropped files and refuses one over the size limit, saying why', async () => {
    signInAs(['bug-report:bugs:read', 'bug-report:bugs:create']);
    renderScreen(<NewReport kind="bug" />, { path: PATH, handlers: handlers() });
    const drop = await screen.findByTestId('file-drop');
    await screen.findByText(/A PNG image, up to 1 KB each/);
    const small = new File([new Uint8Array(10)], 'screenshot.png', { type: 'image/png' });
    const big = new File([new Uint8Array(4096)], 'huge.png', { type: 'image/png' });
    fireEvent.drop(drop, { dataTransfer: { files: [small, big] } });
    expect(await screen.findByText('screenshot.png')).toBeInTheDocument();
    expect(screen.getByText('huge.png is larger than 1 KB')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take out huge.png' })).toBeNull();
  });

  it('sends the data part and the files in one multipart request, then opens the new report', async () => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    signInAs(['bug-report:bugs:read', 'bug-report:bugs:create']);
    const { user, router } = renderScreen(<NewReport kind="bug" />, { path: PATH, handlers: handlers() });
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'Dark theme hides the date');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Grey on grey.');
    await screen.findByText(/A PNG image/);
    const file = new File([new Uint8Array(10)], 'screenshot.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Files to attach'), file);
    await user.click(screen.getByRole('button', { name: 'File bug report' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bug-feature/bug-reports/42'));
    const [request] = FakeXhr.sent;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/api/bug-report/bugs');
    expect(JSON.parse(String(request!.body.get('data')))).toMatchObject({
      title: 'Dark theme hides the date',
      description: 'Grey on grey.',
      priorityId: 5,
    });
    expect((request!.body.getAll('files') as File[]).map((f) => f.name)).toEqual(['screenshot.png']);
  });

  it('links the QC conversation it is filed from', async () => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    signInAs(['bug-report:bugs:read', 'bug-report:bugs:create']);
    const { user } = renderScreen(<NewReport kind="bug" />, {
      path: PATH,
      url: `${PATH}?chat=12`,
      handlers: handlers(),
    });
    expect(await screen.findByText(/Filed from QC chat #12/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Agent could not send a file');
    await user.click(screen.getByRole('button', { name: 'File bug report' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(JSON.parse(String(FakeXhr.sent[0]!.body.get('data'))).conversation).toEqual({ kind: 'chat', id: 12 });
  });
});
