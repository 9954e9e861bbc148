// One error shape for every answer that is not a success (docs/api.md, Conventions):
// {"error": "<sentence a shopper can read>", "code": "<snake_case>", "fields"?: {...}}.
export interface ErrorBody {
  error: string;
  code: string;
  fields?: Record<string, string>;
  message?: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra top-level fields some screens read (e.g. `email` on a failed verification). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }

  toBody(): ErrorBody & Record<string, unknown> {
    return {
      error: this.message,
      code: this.code,
      ...(this.fields ? { fields: this.fields } : {}),
      ...this.extra,
    };
  }
}

export const badRequest = (
  message: string,
  fields?: Record<string, string>,
  code = 'invalid_request',
) => new HttpError(400, code, message, fields);

export const notFound = (message = 'Not found.') => new HttpError(404, 'not_found', message);
