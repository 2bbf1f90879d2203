const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Text PostgreSQL casts to uuid without an error (a bad one would be a 500). */
export const isUuidText = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
