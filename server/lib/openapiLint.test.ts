import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext } from '../test/testApp';
import { openApiPath, operationIdOf } from './openapi';

describe('the OpenAPI document', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await TestContext.create('pglite');
  });
  afterAll(() => context.close());

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const document = (await context.app.inject({ method: 'GET', url: openApiPath })).json<object>();
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: '/openapi.json', config });
    expect(problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`)).toEqual([]);
  });

  it('names each operation after its method and path', () => {
    expect(operationIdOf('get', '/training-api/getUserInfo')).toBe('getGetUserInfo');
    expect(operationIdOf('post', '/training-api/materials/download')).toBe('postMaterialsDownload');
    expect(operationIdOf('get', '/training-api/media/video/{lessonId}')).toBe('getMediaVideoLessonId');
  });
});
