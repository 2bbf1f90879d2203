import { z } from 'zod';
import { messages } from './messages.js';

/**
 * Portuguese messages for every schema that does not name its own: a missing
 * field says "Campo obrigatório"; anything else falls back to zod's pt-BR locale.
 * Runs once, when the contracts package is first imported (API and web alike).
 */
z.config(z.locales.ptBR());
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return messages.required;
    return undefined;
  },
});
