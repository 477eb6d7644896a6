import { redactSecrets, REDACTED } from './devToolsSanitizer';

it('redacts every secret-looking key at any depth and keeps the rest', () => {
  const action = {
    type: 'api/executeMutation/pending',
    meta: { arg: { originalArgs: { body: { email: 'a@b.c', password: 'hunter22', card: { cvv: '123' } } } } },
    payload: [{ accessToken: 'jwt', name: 'x' }],
  };
  expect(redactSecrets(action)).toEqual({
    type: 'api/executeMutation/pending',
    meta: { arg: { originalArgs: { body: { email: 'a@b.c', password: REDACTED, card: REDACTED } } } },
    payload: [{ accessToken: REDACTED, name: 'x' }],
  });
  expect(action.meta.arg.originalArgs.body.password).toBe('hunter22');
});
