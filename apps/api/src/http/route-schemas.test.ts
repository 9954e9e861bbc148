// Issue 42 item 3: a route's schemas, declared once in its options, validate its input in the
// store's words and check its answer where answers are checked (tests, development).
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './errors.ts';
import {
  checksResponses,
  parsedWith,
  ResponseMismatch,
  serializerCompiler,
  validatorCompiler,
  type Routes,
} from './route-schemas.ts';

const answer = z.strictObject({ id: z.number().int(), name: z.string() });

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

async function appWith(check: boolean, reply: unknown) {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler({ check }));
  app.setErrorHandler((error, _request, res) =>
    error instanceof HttpError
      ? res.status(error.statusCode).send(error.toBody())
      : res
          .status(500)
          .send({ mismatch: error instanceof ResponseMismatch, error: (error as Error).message }),
  );
  const routes = app as unknown as Routes;
  routes.post(
    '/things/:id/',
    {
      schema: {
        params: z.object({
          id: z.coerce
            .number({ error: 'The id is a whole number.' })
            .int({ error: 'The id is a whole number.' }),
        }),
        body: z.object({ name: z.string().min(1, { error: 'Enter a name.' }) }),
        response: { 200: answer },
      },
    },
    async (request) => ({ ...(reply as object), id: request.params.id, name: request.body.name }),
  );
  await app.ready();
  return app;
}

const post = (a: FastifyInstance, url: string, payload: unknown) =>
  a.inject({ method: 'POST', url, payload: payload as object });

describe('route schemas', () => {
  it('answers a bad field with a 400 whose sentence names it, and runs nothing', async () => {
    const a = await appWith(true, {});
    const res = await post(a, '/things/7/', { name: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'name: Enter a name.',
      code: 'invalid_request',
      fields: { name: 'Enter a name.' },
    });
    const params = await post(a, '/things/x1/', { name: 'Ada' });
    expect(params.statusCode).toBe(400);
    expect(params.json().error).toBe('id: The id is a whole number.');
  });

  it('reads a request with no body as an empty one, naming each missing field', async () => {
    const a = await appWith(true, {});
    const res = await a.inject({ method: 'POST', url: '/things/7/' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ name: expect.any(String) });
  });

  it('refuses a NUL character in any field before the schema sees it', async () => {
    const a = await appWith(true, {});
    const res = await post(a, '/things/7/', { name: 'A\u0000da' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ name: 'must not contain the NUL character (\\0)' });
  });

  it('refuses a lone surrogate, which no database column can hold, naming the field', async () => {
    const a = await appWith(true, {});
    const res = await a.inject({
      method: 'POST',
      url: '/things/7/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"\\udfff\\ud800"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ name: 'holds a broken character: type it again' });
    const paired = await post(a, '/things/7/', { name: 'Ada 👟' });
    expect(paired.statusCode).toBe(200);
  });

  it('hands the handler the parsed input, typed and coerced', async () => {
    const a = await appWith(true, {});
    const res = await post(a, '/things/7/', { name: 'Ada' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 7, name: 'Ada' });
  });

  it('fails an answer that does not match its schema where answers are checked', async () => {
    const a = await appWith(true, { colour: 'red' });
    const res = await post(a, '/things/7/', { name: 'Ada' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ mismatch: true });
    expect(res.json().error).toContain('Unrecognized key: "colour"');
  });

  it('sends the same bytes unchecked in production', async () => {
    const a = await appWith(false, { colour: 'red' });
    const res = await post(a, '/things/7/', { name: 'Ada' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"colour":"red","id":7,"name":"Ada"}');
  });

  it('reads a form declared parsedWith with its own parser, and the schema elsewhere as usual', async () => {
    const form = z.object({ rows: z.array(z.number(), { error: 'rows is a list of numbers.' }) });
    const own = parsedWith(form, (data) => {
      const result = form.safeParse(data);
      if (result.success) return result.data;
      throw new HttpError(400, 'invalid_request', 'Row 1 is wrong.', undefined, { errors: [1] });
    });
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler({ check: true }));
    app.setErrorHandler((error, _request, res) =>
      res.status(400).send((error as HttpError).toBody()),
    );
    const routes = app as unknown as Routes;
    const rows = z.strictObject({ rows: z.array(z.number()) });
    routes.post('/own/', { schema: { body: own, response: { 200: rows } } }, async (r) => r.body);
    routes.post(
      '/usual/',
      { schema: { body: form, response: { 200: rows } } },
      async (r) => r.body,
    );
    await app.ready();
    const refused = await post(app, '/own/', { rows: 'x' });
    expect(refused.json()).toEqual({
      error: 'Row 1 is wrong.',
      code: 'invalid_request',
      errors: [1],
    });
    expect((await post(app, '/usual/', { rows: 'x' })).json()).toEqual({
      error: 'rows: rows is a list of numbers.',
      code: 'invalid_request',
      fields: { rows: 'rows is a list of numbers.' },
    });
    expect((await post(app, '/own/', { rows: [2] })).json()).toEqual({ rows: [2] });
  });

  it('checks answers under test and in development, never in production unless asked', () => {
    expect(checksResponses({ NODE_ENV: 'production' })).toBe(false);
    expect(checksResponses({ NODE_ENV: 'development' })).toBe(true);
    expect(checksResponses({ VITEST: 'true' })).toBe(true);
    expect(checksResponses({ NODE_ENV: 'production', SOLESTOCK_CHECK_RESPONSES: '1' })).toBe(true);
    expect(checksResponses({ VITEST: 'true', SOLESTOCK_CHECK_RESPONSES: '0' })).toBe(false);
  });
});
