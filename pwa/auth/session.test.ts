import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdvisorView, MeResponse } from '../../shared/api/accounts.ts';

/** Each call of fetchSession waits here until the test answers it. */
const answers: ((me: MeResponse) => void)[] = [];
vi.mock('./known-advisor.ts', () => ({
  fetchSession: () => new Promise<MeResponse>((resolve) => answers.push(resolve)),
}));

const ada = { id: 'a1', advisorName: 'Ada Park', email: 'ada@example.com' } as AdvisorView;

async function freshSession() {
  vi.resetModules();
  answers.length = 0;
  return import('./session.ts');
}

describe('session', () => {
  beforeEach(() => {
    answers.length = 0;
  });

  it('asks the server once, when the first screen wants to know, and says so while it waits', async () => {
    const session = await freshSession();
    expect(session.currentSession()).toEqual({ advisor: null, isLoading: true });
    const heard = vi.fn();
    session.subscribeToSession(heard);
    session.subscribeToSession(() => {});
    expect(answers).toHaveLength(1);

    answers[0]?.({ advisor: ada });
    await vi.waitFor(() => expect(heard).toHaveBeenCalled());
    expect(session.currentSession()).toEqual({ advisor: ada, isLoading: false });
  });

  it('keeps a sign-in when the answer to an earlier question arrives after it', async () => {
    const session = await freshSession();
    session.subscribeToSession(() => {});
    const signingIn = session.refreshSession();

    answers[1]?.({ advisor: ada });
    await signingIn;
    answers[0]?.({ advisor: null });
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(session.currentSession().advisor).toEqual(ada);
  });

  it('is signed out at once on sign-out, whatever the server was still being asked', async () => {
    const session = await freshSession();
    session.subscribeToSession(() => {});
    session.setSignedInAdvisor(null);
    answers[0]?.({ advisor: ada });
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(session.currentSession()).toEqual({ advisor: null, isLoading: false });
  });
});
