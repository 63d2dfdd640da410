// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { handlers, mockSessions, resetMockState } from '@shop/api/mocks';
import { createI18n } from '../i18n';
import { importDictionary } from '../i18n/importDictionary';
import { PATHS } from '../routes/paths';
import { selectSignedIn, useSession, useSessionActor } from '../session/SessionProvider';
import { saveSession } from '../session/storage';
import { createQueryClient } from '../api/queryClient';
import { AppProviders } from './AppProviders';
import { addressKeys } from '../features/address/api';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockState());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Probe() {
  const actor = useSessionActor();
  return (
    <>
      <p>{useSession(selectSignedIn) ? 'signed in' : 'visitor'}</p>
      <button onClick={() => actor.send({ type: 'LOGOUT' })}>log out</button>
    </>
  );
}

it("forgets the signed-in user's cached answers when they log out", async () => {
  saveSession(mockSessions.buyer);
  const queryClient = createQueryClient();
  const i18n = await createI18n('en', importDictionary);
  const router = createMemoryRouter([{ path: PATHS.home, element: <Probe /> }], { initialEntries: [PATHS.home] });
  render(
    <AppProviders i18n={i18n} queryClient={queryClient} onRelogin={() => {}} initialSession={mockSessions.buyer}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  expect(await screen.findByText('signed in')).toBeInTheDocument();
  queryClient.setQueryData(addressKeys.list, [{ id: 1, recipient: 'Mia Chen' }]);

  await userEvent.click(screen.getByRole('button', { name: 'log out' }));

  expect(await screen.findByText('visitor')).toBeInTheDocument();
  await waitFor(() => expect(queryClient.getQueryData(addressKeys.list)).toBeUndefined());
});
