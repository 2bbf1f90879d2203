/** What a job needs of a logger (pino's, app.log). */
export interface JobLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
