import { configure } from '@testing-library/react';

// findBy… and waitFor wait up to 5 s instead of Testing Library's 1 s. On a loaded CI machine
// (two cores, load 11-17) the first render that lazy-loads a module (the public CNAE tool's
// Luca client) took longer than 1 s and its findByRole timed out, although it passes alone.
// A longer wait asserts the same thing; only a test that fails takes longer to say so.
configure({ asyncUtilTimeout: 5000 });
