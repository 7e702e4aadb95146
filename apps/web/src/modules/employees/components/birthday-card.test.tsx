// The birthday card is a record form (issue 24): it sends only what changed, to the endpoint that
// keeps it, and the server's refusal lands on the field it names.
import * as employees from '@backoffice/contract/modules/employees';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderScreen, signInAs } from '../../../test/render';
import { BirthdayCard } from './birthday-card';

const slow = { timeout: 5_000 };
const profile: employees.Profile = {
  _id: 11,
  userId: 1,
  personalDetails: { firstName: 'Test', lastName: 'User', image: null, birthDate: '1990-05-04' },
  profileConfig: { enabledDarkTheme: false, showReviewedEscalations: false, birthdayVisibility: 'no-year' },
};

function renderCard(config: (body: unknown) => unknown) {
  signInAs([]);
  return renderScreen(<BirthdayCard profile={profile} />, {
    path: '/profile',
    handlers: [
      [employees.updateProfileConfig, (request) => config(request.body)],
      [employees.updateProfile, () => profile],
    ],
  });
}

async function chooseNobody(user: ReturnType<typeof renderCard>['user']) {
  await user.click(await screen.findByRole('combobox', { name: 'Who sees it' }, slow));
  await user.click(await screen.findByRole('option', { name: 'Nobody' }));
  await user.click(screen.getByRole('button', { name: 'Save birthday' }));
}

describe('the birthday card', () => {
  it('saves a new choice of who sees it, and leaves the date alone', async () => {
    const { user, sent } = renderCard(() => ({
      ...profile,
      profileConfig: { ...profile.profileConfig, birthdayVisibility: 'hidden' },
    }));
    await chooseNobody(user);
    await expect.poll(() => sent.map((s) => s.endpoint)).toEqual([employees.updateProfileConfig.name]);
    expect(sent[0]?.request).toMatchObject({ params: { id: '11' }, body: { birthdayVisibility: 'hidden' } });
  });

  it("shows the server's refusal on the field it names", async () => {
    const { user } = renderCard(() =>
      failure(400, 'VALIDATION', 'Invalid request', [
        { field: 'body.birthdayVisibility', message: 'must be full, no-year or hidden' },
      ]),
    );
    await chooseNobody(user);
    const form = screen.getByRole('form', { name: 'Birthday' });
    expect(await within(form).findByText('must be full, no-year or hidden')).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).toBeNull();
  });
});
