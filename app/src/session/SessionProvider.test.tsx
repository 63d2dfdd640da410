import { Component, Suspense, useState, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@shop/api/client';
import { mockSessions } from '@shop/api/mocks';
import { selectSignedIn, selectUserId, SessionProvider, useSession, useSessionActor } from './SessionProvider';
import { createSessionMachineLoader, type SessionMachineModule } from './sessionMachineLoader';

// Restoring a stored session with its user info sends nothing; a visitor's machine sends nothing.
const unusedApi = {} as ApiClient;
const visitor = { token: null, openId: null, userInfo: null };

const importMachine = () => import('./sessionMachine');

function SignedInFlag() {
  const signedIn = useSession(selectSignedIn);
  const userId = useSession(selectUserId);
  return <p>{signedIn ? `signed in as ${userId}` : 'visitor'}</p>;
}

function MachineState() {
  const actor = useSessionActor();
  return <p>machine {String(actor.getSnapshot().value)}</p>;
}

/** A screen that asks for the machine only when opened, as a sign-in screen does. */
function OpenSignIn() {
  const [open, setOpen] = useState(false);
  return open ? (
    <Suspense fallback={<p>loading</p>}>
      <MachineState />
    </Suspense>
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      sign in
    </button>
  );
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        retry
      </button>
    ) : (
      this.props.children
    );
  }
}

describe('SessionProvider with the machine not yet loaded', () => {
  it('reads a visitor from storage without loading the machine, and loads it when a screen asks', async () => {
    const load = vi.fn(importMachine);
    render(
      <SessionProvider api={unusedApi} initial={visitor} loader={createSessionMachineLoader(load)}>
        <SignedInFlag />
        <OpenSignIn />
      </SessionProvider>,
    );
    expect(screen.getByText('visitor')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(await screen.findByText('machine signedOut')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('visitor')).toBeInTheDocument();
  });

  it('restores a stored session at once: signed in before and after the machine arrives', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const load = vi.fn(async () => {
      await arrived;
      return importMachine();
    });
    const buyer = mockSessions.buyer;
    render(
      <SessionProvider api={unusedApi} initial={buyer} loader={createSessionMachineLoader(load)}>
        <SignedInFlag />
        <Suspense fallback={<p>loading</p>}>
          <MachineState />
        </Suspense>
      </SessionProvider>,
    );
    const signedIn = `signed in as ${buyer.userInfo!.id}`;
    expect(screen.getByText(signedIn)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
    expect(await screen.findByText('machine signedIn')).toBeInTheDocument();
    expect(screen.getByText(signedIn)).toBeInTheDocument();
  });

  it('lets the asking screen fail when the machine cannot download, and retry', async () => {
    let fail = true;
    const load = vi.fn((): Promise<SessionMachineModule> => (fail ? Promise.reject(new Error('offline')) : importMachine()));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Awaited: a rejection that a suspended screen waits on reaches its boundary within act.
    await act(async () => {
      render(
        <SessionProvider api={unusedApi} initial={visitor} loader={createSessionMachineLoader(load)}>
          <Boundary>
            <Suspense fallback={<p>loading</p>}>
              <MachineState />
            </Suspense>
          </Boundary>
        </SessionProvider>,
      );
    });
    const retry = await screen.findByRole('button', { name: 'retry' });
    const failedAttempts = load.mock.calls.length;
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('machine signedOut')).toBeInTheDocument();
    // React renders a failed screen once more before showing its boundary, so it may have asked
    // twice while offline; the retry asks afresh.
    expect(load.mock.calls.length).toBeGreaterThan(failedAttempts);
    vi.restoreAllMocks();
  });
});
