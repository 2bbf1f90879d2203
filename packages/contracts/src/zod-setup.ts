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

/**
 * In the browser zod parses without compiling: the web's CSP (script-src without 'unsafe-eval')
 * forbids it anyway, and zod's test for it (`new Function('')`, on the first object parse) is
 * a CSP violation that Chrome reports as an issue (Lighthouse's best practices). The API (and
 * the web's server) keep the compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });
