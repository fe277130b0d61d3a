/** The limits of the e-mail code that proves an address holds credits, and what credits' refusals say. */
export const CODE_MINUTES = 15;
export const CODE_TRIES = 5;
export const CODES_PER_HOUR = 5;

export const CREDIT_ERRORS = {
  packNotFound: 'Pack not found',
  packUnavailable: 'packId: this pack is not on sale',
  lotNotFound: 'Credit balance not found',
  belowZero: 'delta: the balance cannot go below 0',
  noCredit: 'You have no live credit for this class',
  proofNeeded: 'creditToken: confirm your e-mail address with the code we sent, then try again',
  wrongCode: 'code: this code is not right or has expired. Ask for a new one.',
  tooManyCodes: (minutes: number) =>
    `We have sent this address ${CODES_PER_HOUR} codes in the last hour, the most we send. The newest one works for ${CODE_MINUTES} minutes after it was sent; you can ask for a new code in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  /** After the field's name ('code: ...'). */
  codeUsedUp: `this code was entered wrongly ${CODE_TRIES} times, so it no longer works. Ask for a new one.`,
  emailMismatch: 'email: use the e-mail address the credits belong to',
} as const;
