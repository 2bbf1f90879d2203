/** What a job needs of a logger (pino's, app.log). */
export interface JobLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
  /** Something that needs no action by itself (pino's warn); `error` where absent. */
  warn?(obj: object, msg: string): void;
}
