// Ports of their own, so an e2e run never talks to a developer's servers on 3000/3001.
export const WEB_PORT = 3200;
export const API_PORT = 3201;
export const WEB_URL = `http://localhost:${WEB_PORT}`;
export const API_URL = `http://localhost:${API_PORT}`;
