/**
 * The contract is served: GET /api/openapi.json answers the document the routes are built from, and
 * in development /api-docs/ is an API reference page rendering it (never in production).
 */
import { loadSpec } from '../src/openapi';
import { callApi } from './support/api';
import { createTestApp, type TestApp } from './support/testApp';

let apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.map((t) => t.close()));
  apps = [];
});
async function start(production: boolean): Promise<TestApp> {
  const t = await createTestApp({ config: { production } });
  apps.push(t);
  return t;
}

it('answers openapi/openapi.yaml as JSON, this operation included', async () => {
  const t = await start(false);
  const response = await callApi(t.app, 'getOpenApiDocument');
  expect(response.status).toBe(200);
  expect(response.body).toEqual(loadSpec());
  expect(response.body).toMatchObject({
    paths: { '/api/openapi.json': { get: { operationId: 'getOpenApiDocument' } } },
  });
});

it('serves the API reference page and its viewer in development, reading /api/openapi.json', async () => {
  const t = await start(false);
  // Raw inject: the reference page and its scripts are HTML, JavaScript and CSS, not operations.
  const page = await t.app.inject({ method: 'GET', url: '/api-docs/' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
  expect(scripts).toEqual(['/api-docs/assets/swagger-ui-bundle.js', '/api-docs/start.js']);
  for (const url of [...scripts, '/api-docs/assets/swagger-ui.css']) {
    const asset = await t.app.inject({ method: 'GET', url });
    expect([url, asset.statusCode]).toEqual([url, 200]);
  }
  expect((await t.app.inject({ method: 'GET', url: '/api-docs/start.js' })).body).toContain("url: '/api/openapi.json'");
});

it('has no API reference page in production', async () => {
  const t = await start(true);
  // Raw inject: the reference page's paths are not operations of the contract.
  expect((await t.app.inject({ method: 'GET', url: '/api-docs/assets/swagger-ui-bundle.js' })).statusCode).toBe(404);
  const page = await t.app.inject({ method: 'GET', url: '/api-docs/' });
  expect(page.body).not.toContain('swagger-ui');
});
