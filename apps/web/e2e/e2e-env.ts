// Ports of their own, so an e2e run never talks to a developer's servers on 3000/3001.
// E2E_WEB_PORT / E2E_API_PORT let two runs share a machine.
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3200);
export const API_PORT = Number(process.env.E2E_API_PORT ?? 3201);
export const WEB_URL = `http://localhost:${WEB_PORT}`;
export const API_URL = `http://localhost:${API_PORT}`;
