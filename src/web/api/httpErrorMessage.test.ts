// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../domain/problem.ts';
import { i18n, initI18n } from '../i18n.ts';
import { ApiError } from './http.ts';
import { httpErrorMessage } from './httpErrorMessage.ts';

beforeAll(async () => {
  await initI18n('fr');
});

function problem(fields: Partial<Problem>): Problem {
  return {
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    messageKey: 'errors.validation',
    ...fields,
  };
}

describe('text of a failed call', () => {
  it('translates the problem key into the console language', () => {
    const error = new ApiError(403, problem({ status: 403, messageKey: 'errors.forbidden' }));
    expect(httpErrorMessage(error, i18n)).toBe('Vous n’avez pas l’autorisation nécessaire.');
  });

  it('adds one line per invalid field with its parameters', () => {
    const error = new ApiError(
      400,
      problem({
        errors: [{ path: '/body/title', messageKey: 'validation.tooBigText', params: { maximum: 35 } }],
      }),
    );
    expect(httpErrorMessage(error, i18n)).toBe(
      'Les données saisies ne sont pas valables.\ntitle\u00a0: Trop long\u00a0: 35 caractères au plus.',
    );
  });

  it("leaves out the field's path where the rule's own text names the field", () => {
    const error = new ApiError(
      400,
      problem({ errors: [{ path: 'body/accountName', messageKey: 'socialMedia.errors.accountName' }] }),
    );
    expect(httpErrorMessage(error, i18n)).toBe(
      'Les données saisies ne sont pas valables.\nLe nom du compte compte au plus 15 lettres, chiffres ou traits de soulignement, précédés ou non d’un @.',
    );
  });

  it('falls back to a generic text for an unknown key or a non-problem answer', () => {
    expect(httpErrorMessage(new ApiError(409, problem({ messageKey: 'nobody.knows' })), i18n)).toBe(
      'La requête a échoué. Veuillez réessayer.',
    );
    expect(httpErrorMessage(new ApiError(502, null), i18n)).toBe('La requête a échoué. Veuillez réessayer.');
    expect(httpErrorMessage(new Error('boom'), i18n)).toBe('La requête a échoué. Veuillez réessayer.');
  });

  it('says the server was not reached when there was no answer', () => {
    expect(httpErrorMessage(new ApiError(0, null), i18n)).toBe(
      'Le serveur est injoignable. Vérifiez la connexion et réessayez.',
    );
  });
});
