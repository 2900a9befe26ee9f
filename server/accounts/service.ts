import type { AdvisorView } from '../../shared/api/accounts.ts';
import type { BillingPlanView } from '../../shared/api/accounts.ts';
import { DEFAULT_PLAN_ID, findPlan, PLAN_IDS, type PlanId } from '../../shared/constants/plans.ts';
import type {
  LoginInput,
  ResetPasswordByLinkInput,
  ResetPasswordInput,
  SignupInput,
} from '../../shared/schemas/accounts.ts';
import type { AppDeps } from '../deps.ts';
import { publishEvent } from '../events/publish.ts';
import { DAY_MS } from '../../shared/constants/time.ts';
import { newId } from '../ids.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { reserve, resetLimit } from '../rate-limit/service.ts';
import { signOutOtherSessions } from '../sessions/service.ts';
import { Unauthenticated } from '../errors/domain-errors.ts';
import {
  loginBrakeKey,
  loginClaims,
  loginPairKey,
  RESET_REQUESTS,
  RESET_REQUESTS_PER_ADDRESS,
  signupsPerAddress,
} from './limits.ts';
import { invalidCode } from './invalid-code.ts';
import { decoyHash, hashPassword, verifyPassword } from './passwords.ts';
import {
  findAdvisorById,
  findAdvisorWithHashByEmail,
  insertAdvisor,
  insertSignupEvent,
  findLatestSubscription,
  insertSubscription,
  setSubscriptionPlan,
  updatePasswordHash,
} from './repo.ts';
import { checkCode, checkResetLink, issueCode, spendCode } from './codes.ts';
import { endResetTokens } from './reset-tokens-repo.ts';
import { writeTransaction } from '../db/write-transaction.ts';

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'clock' | 'config' | 'integrationsKey'>;

/**
 * Creates the advisor with their plan's subscription, a sign-up event, default settings and
 * the welcome email's job in one transaction: a mail outage delays the welcome, never sign-up.
 */
export async function signup(
  deps: Deps & Pick<AppDeps, 'eventSubscribers'>,
  input: SignupInput,
  siteUrl: string,
  ip: string,
): Promise<AdvisorView> {
  const limit = signupsPerAddress(deps.config.signupsPerHour);
  await reserve(deps, [{ key: `signups:ip:${ip}`, limit }]);
  const now = deps.clock.now();
  const at = now.toISOString();
  const plan = findPlan(input.plan);
  const advisor: AdvisorView = {
    id: newId(),
    advisorName: input.advisorName,
    companyName: input.companyName,
    email: input.email,
  };
  const passwordHash = await hashPassword(input.password);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await insertAdvisor(trx, { ...advisor, passwordHash, createdAt: at, updatedAt: at });
    await insertSubscription(trx, {
      advisorId: advisor.id,
      planName: plan.id,
      amountCents: plan.price * 100,
      nextBillingDate: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
      createdAt: at,
    });
    await insertSignupEvent(trx, {
      advisorId: advisor.id,
      event: 'SIGNUP_COMPLETED',
      metadata: { plan: plan.id, marketingEmails: input.marketingEmails },
      createdAt: at,
    });
    await publishEvent(trx, deps, {
      name: 'advisor.signed_up',
      payload: { advisorId: advisor.id, createdAt: at },
    });
    await enqueueJob(trx, deps.clock, {
      name: 'accounts.welcome_mail',
      payload: { advisorId: advisor.id, siteUrl },
      dedupeKey: `welcome-mail:${advisor.id}`,
    });
  });
  return advisor;
}

/**
 * Checks the password; unknown emails cost the same time as wrong passwords. The attempt is
 * charged to its limits before the hash is compared and handed back when it was right.
 */
export async function login(deps: Deps, input: LoginInput, ip: string): Promise<AdvisorView> {
  const found = await findAdvisorWithHashByEmail(deps.db, input.email);
  const matches = await passwordMatches(deps, input.email, input.password, found, ip);
  if (!found || !matches)
    throw new Unauthenticated('Invalid email or password', 'INVALID_CREDENTIALS');
  const { passwordHash: _hash, ...advisor } = found;
  return advisor;
}

/**
 * Whether `password` is the password of `account` (the advisor signing in as `email`, or
 * undefined when there is none: then a decoy hash costs the same time). Every check that takes
 * a password counts on the sign-in limits, so no form can guess passwords faster than sign-in.
 */
export async function passwordMatches(
  deps: Pick<Deps, 'db' | 'clock'>,
  email: string,
  password: string,
  account: { passwordHash: string } | undefined,
  ip: string,
): Promise<boolean> {
  const attempt = await reserve(deps, loginClaims(email, ip));
  if (!(await verifyPassword(password, account?.passwordHash ?? (await decoyHash())))) {
    return false;
  }
  if (!account) return false;
  await attempt.release();
  // This address proved it knows the password: its earlier typos stop counting against it.
  await resetLimit(deps, loginPairKey(email, ip));
  return true;
}

export async function currentAdvisor(deps: Pick<Deps, 'db'>, advisorId: string | undefined) {
  return advisorId ? ((await findAdvisorById(deps.db, advisorId)) ?? null) : null;
}

/**
 * Emails a 6-digit code when the account exists. Callers answer the same either way, so the
 * endpoint cannot be used to learn who has an account. The email is a job queued with the
 * code, retried while the mail server refuses; it carries the token row's id, from which the
 * code is derived (see `resetCodeFor`), so the code is stored nowhere.
 */
export async function requestResetCode(deps: Deps, email: string, ip: string): Promise<void> {
  await reserve(deps, [
    { key: `reset-requests:email:${email}`, limit: RESET_REQUESTS },
    { key: `reset-requests:ip:${ip}`, limit: RESET_REQUESTS_PER_ADDRESS },
  ]);
  const advisor = await findAdvisorWithHashByEmail(deps.db, email);
  if (!advisor) return;
  await issueCode(deps, advisor.id, 'password_reset');
}

/**
 * Sets the new password if the code is right, fresh, unused and not worn out by guesses, and
 * returns the advisor, whom the caller signs in (see accounts/limits.ts for why).
 */
export async function resetPassword(
  deps: Deps,
  input: ResetPasswordInput,
  sessionId?: string,
): Promise<string> {
  const advisor = await findAdvisorWithHashByEmail(deps.db, input.email);
  const refusal = () => invalidCode();
  const token = await checkCode(deps, advisor?.id, 'password_reset', input.token, refusal);
  if (!advisor) throw refusal();
  await setPasswordWith(
    deps,
    { id: token.id, advisorId: advisor.id },
    input.newPassword,
    sessionId,
  );
  return advisor.id;
}

/** `resetPassword` by the email's one-time link instead of its code. */
export async function resetPasswordByLink(
  deps: Deps,
  input: ResetPasswordByLinkInput,
  sessionId?: string,
): Promise<string> {
  const refusal = () =>
    invalidCode('This reset link has expired or was used. Please request a new one.');
  const token = await checkResetLink(deps, input.link, refusal);
  await setPasswordWith(deps, token, input.newPassword, sessionId);
  return token.advisorId;
}

/**
 * Spends the reset (and ends every other open one: their links would otherwise set the
 * password again), sets the password and signs out the advisor's other sessions, together.
 */
async function setPasswordWith(
  deps: Deps,
  token: { id: string; advisorId: string },
  newPassword: string,
  sessionId: string | undefined,
): Promise<void> {
  const now = deps.clock.now().toISOString();
  const passwordHash = await hashPassword(newPassword);
  const refusal = () => invalidCode();
  const advisor = await findAdvisorById(deps.db, token.advisorId);
  if (!advisor) throw refusal();
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await spendCode(trx, token, now, refusal);
    await endResetTokens(trx, advisor.id, 'password_reset', now);
    await updatePasswordHash(trx, advisor.id, passwordHash, now);
    await signOutOtherSessions(trx, advisor.id, sessionId);
  });
  // Guesses at the old password are worthless now: the owner is past the sign-in brake.
  await resetLimit(deps, loginBrakeKey(advisor.email));
}

/** The advisor's plan as Billing shows it; an account made before plans existed is on Starter. */
/** A plan chosen on Pricing while signed in: Billing shows it from then on; nothing is charged. */
export async function choosePlan(
  deps: Deps,
  advisorId: string,
  planId: PlanId,
): Promise<BillingPlanView> {
  const plan = findPlan(planId);
  const now = deps.clock.now().toISOString();
  await setSubscriptionPlan(
    deps.db,
    advisorId,
    { planName: plan.id, amountCents: plan.price * 100 },
    now,
  );
  return billingPlan(deps, advisorId);
}

export async function billingPlan(
  deps: Pick<AppDeps, 'db'>,
  advisorId: string,
): Promise<BillingPlanView> {
  const row = await findLatestSubscription(deps.db, advisorId);
  const planId = PLAN_IDS.find((id) => id === row?.planName) ?? DEFAULT_PLAN_ID;
  const plan = findPlan(planId);
  return {
    planId,
    planName: plan.name,
    monthlyPrice: plan.price,
    since: row ? new Date(row.createdAt).toISOString() : new Date(0).toISOString(),
  };
}
