// @vitest-environment jsdom
import { expect, test, vi } from 'vitest';
import { z } from 'zod';
import { lucaIntentInputSchema } from './index.js';

// The web's CSP has no 'unsafe-eval': zod's test for it (`new Function('')`) would be reported
// by Chrome as a CSP issue on every page that parses with a contract (zod-setup.ts).
test('in a browser the contracts parse without ever calling Function (no eval probe)', () => {
  const functionSpy = vi.spyOn(globalThis, 'Function');
  expect(z.config().jitless).toBe(true);
  expect(lucaIntentInputSchema.parse({ intent: '  padaria  ' })).toEqual({ intent: 'padaria' });
  expect(lucaIntentInputSchema.safeParse({}).success).toBe(false);
  expect(functionSpy).not.toHaveBeenCalled();
  functionSpy.mockRestore();
});
