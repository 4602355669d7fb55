import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCode, rateLimits } from '@shop/domain/identity/constants';
import { validationMessages as m } from '@shop/domain/validation-messages';
import {
  expectFieldError,
  identityApp,
  latestCode,
  newIp,
  send,
  signUpByCode,
  type IdentityTestApp,
} from '../test-support.ts';

// A burst of guesses for one code (issue 16). On PostgreSQL the requests really run at once on the
// pool's connections; when judging a guess and counting a wrong one were two statements, every guess
// of a burst was judged against a count of zero and the right code, guessed last, still signed in.
// Now each guess is judged and recorded in one statement on the code's row, so at most 5 wrong
// guesses are judged per code at any concurrency.

let t: IdentityTestApp;
beforeAll(async () => {
  t = await identityApp();
});
afterAll(async () => {
  await t.app.close();
});

function wrongCodeFor(code: string): string {
  return code === '0000' ? '1111' : '0000';
}

describe('a burst of guesses for one code', () => {
  it('judges at most 5 wrong guesses: the right code sent last in the burst is refused', async () => {
    const { mobile } = await signUpByCode(t.app);
    await send(t.app, 'POST', '/code', { body: { mobile_no: mobile } });
    const code = await latestCode(mobile);
    // As many guesses as the number's allowance has left (signing up used one).
    const burst = rateLimits.codeVerifyPerMobile.max - 1;
    const guesses = [...Array.from({ length: burst - 1 }, () => wrongCodeFor(code)), code];
    const answers = await Promise.all(
      guesses.map((guess) =>
        send(t.app, 'POST', '/verification', { body: { mobile_no: mobile, code: guess }, ip: newIp() }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(0);
    const wrong = answers.filter((answer) => answer.body.message?.code?.[0] === m.codeWrong);
    expect(wrong).toHaveLength(oneTimeCode.maxWrongTries - 1);
    for (const answer of answers) expectFieldError(answer, 'code');
  });

  it('lets the right code through when fewer than 5 wrong guesses came before it', async () => {
    const { mobile } = await signUpByCode(t.app);
    await send(t.app, 'POST', '/code', { body: { mobile_no: mobile } });
    const code = await latestCode(mobile);
    const guesses = [
      ...Array.from({ length: oneTimeCode.maxWrongTries - 1 }, () => wrongCodeFor(code)),
      code,
    ];
    const answers = await Promise.all(
      guesses.map((guess) =>
        send(t.app, 'POST', '/verification', { body: { mobile_no: mobile, code: guess }, ip: newIp() }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });
});
