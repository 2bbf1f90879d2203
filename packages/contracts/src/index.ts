import './zod-setup.js';

export * from './messages.js';
export * from './errors.js';
export * from './pagination.js';
export * from './roles.js';
export * from './companies.js';
export * from './company-status.js';
export * from './auth.js';
export * from './admin-users.js';
export * from './health.js';
export * from './feature-flags.js';
export * from './brazilian-documents.js';
export * from './municipalities.js';
