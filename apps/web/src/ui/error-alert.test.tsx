import { listSets } from '@backoffice/contract/modules/ipset';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpointQuery } from '../core/endpoint-query';
import { failure, renderScreen, signInAs } from '../test/render';
import { ErrorAlert } from './error-alert';

const setsQuery = endpointQuery(listSets);

function Sets() {
  const sets = setsQuery.use({ query: {} });
  if (sets.error) return <ErrorAlert error={sets.error} />;
  if (!sets.data) return <p>Loading…</p>;
  return <p>{sets.data.items.length} sets</p>;
}

describe('ErrorAlert', () => {
  it('shows a server failure in words with "Try again", which loads again what failed', async () => {
    signInAs(['ipset:ipset:read']);
    let calls = 0;
    const { user } = renderScreen(<Sets />, {
      path: '/',
      handlers: [
        [
          listSets,
          () =>
            ++calls === 1
              ? failure(500, 'INTERNAL', 'Something went wrong on our side. Please try again.')
              : { items: [], total: 0, page: 1, take: 25 },
        ],
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('0 sets')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('offers no "Try again" for a refusal, which would only be refused again', async () => {
    signInAs([]);
    renderScreen(<Sets />, {
      path: '/',
      handlers: [[listSets, () => failure(403, 'FORBIDDEN', 'You may not see IP sets.')]],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not see IP sets.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
