import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

describeWithDatabase(`the OpenAPI document on ${testDialect}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('probe', async () => {
    const res = await server.request('/api/docs/json');
    expect(res.status).toBe(200);
    const doc = await bodyOf(res);
    const validator = new Validator();
    const result = await validator.validate(doc);
    console.log(JSON.stringify(result.errors)?.slice(0, 3000));
    console.log(Object.keys(doc.paths).length, JSON.stringify(doc.paths['/api/auth/tokens']).slice(0, 2000));
  });
});
